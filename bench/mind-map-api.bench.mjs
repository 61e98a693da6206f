// Mind-map API latency on loopback against the built server: PUT and GET of a 2,000-node,
// 2,000-edge map (p95 of sequential requests; goal ≤ 100 ms each), with GET /api/health measured
// the same way in the same run as the baseline. PGlite by default; set BENCH_DATABASE_URL to run
// it on PostgreSQL as well.
import { readFileSync } from 'node:fs';
import {
  freePort,
  median,
  requireBuild,
  serverEntry,
  startProcess,
  tempDataDir,
  waitFor200,
} from './lib.mjs';

const NODES = 2000;
const RUNS = 40;
const GOAL_MS = 100;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** A tree of 2,000 nodes (each node's parent is node ⌊(i−1)/4⌋) plus 1 cross link per 2,000. */
export function bigMap(count = NODES) {
  const nodes = Array.from({ length: count }, (_, i) => ({
    id: `n${i}`,
    text: i % 7 === 0 ? `細胞 ${i} — photosynthesis 🌱` : `Idea number ${i}`,
    x: (i % 50) * 200,
    y: Math.floor(i / 50) * 80,
  }));
  const edges = nodes.slice(1).map((n, i) => ({
    id: `e${i}`,
    source: `n${Math.floor(i / 4)}`,
    target: n.id,
  }));
  edges.push({ id: 'cross', source: `n${count - 1}`, target: 'n1' });
  return { nodes, edges };
}

/**
 * CPU time (user + system, ms) the server process has used so far, from /proc (Linux), or null.
 * Per request it is a figure a busy machine barely changes, unlike the latency.
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
  } catch {
    return null;
  }
}

async function time(runs, call, pid) {
  const times = [];
  const cpu0 = cpuMs(pid);
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await call();
    times.push(performance.now() - t0);
  }
  const cpu1 = cpuMs(pid);
  return {
    medianMs: +median(times).toFixed(1),
    p95Ms: +percentile(times, 95).toFixed(1),
    serverCpuMsPerRequest:
      cpu0 === null || cpu1 === null ? null : +((cpu1 - cpu0) / runs).toFixed(1),
  };
}

async function expectOk(res, status = 200) {
  if (res.status !== status)
    throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
}

async function run(database, env) {
  const data = tempDataDir();
  const port = await freePort();
  const proc = startProcess([serverEntry], { PORT: String(port), DATA_DIR: data.dir, ...env });
  try {
    const origin = `http://127.0.0.1:${port}`;
    // A loaded 2-core machine can take more than 20 s to start PGlite.
    await waitFor200(`${origin}/api/health`, performance.now(), 90_000);
    const created = await fetch(`${origin}/api/mind-maps/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Benchmark map' }),
    });
    const cookie = created.headers.get('set-cookie').split(';')[0];
    const { id } = await created.json();
    const url = `${origin}/api/mind-maps/${id}`;
    const body = JSON.stringify({ map_data: bigMap() });
    const put = () =>
      fetch(url, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie },
        body,
      }).then((r) => expectOk(r));
    const get = () => fetch(url, { headers: { cookie } }).then((r) => expectOk(r));
    const health = () => fetch(`${origin}/api/health`).then((r) => expectOk(r));
    await time(5, put); // warm-up
    await time(5, get);
    const pid = proc.child.pid;
    const putTimes = await time(RUNS, put, pid);
    const getTimes = await time(RUNS, get, pid);
    const healthTimes = await time(RUNS, health, pid);
    return {
      name: `mind-map-api-${database}`,
      nodes: NODES,
      edges: NODES,
      bodyBytes: Buffer.byteLength(body),
      put: putTimes,
      get: getTimes,
      healthBaseline: healthTimes,
      goalP95Ms: GOAL_MS,
      pass: putTimes.p95Ms <= GOAL_MS && getTimes.p95Ms <= GOAL_MS,
    };
  } finally {
    await proc.stop();
    data.cleanup?.();
  }
}

export async function benchMindMapApi() {
  requireBuild();
  const results = [await run('pglite', {})];
  const url = process.env.BENCH_DATABASE_URL;
  if (url) results.push(await run('postgresql', { DATABASE_URL: url }));
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const result of await benchMindMapApi()) console.log(JSON.stringify(result));
}
