// Fixation API latency on loopback against the built server:
//  - process-text for 10 KB and 1 MB texts (median and p95 of sequential requests);
//  - p99 at a fixed 200 requests/s with 20 KB texts (open-loop, see open-loop.mjs), goal ≤ 50 ms;
//  - the same fixed-rate load on /api/health as a baseline for the server itself.
import { openLoopLoad } from './open-loop.mjs';
import {
  freePort,
  median,
  requireBuild,
  serverEntry,
  startProcess,
  tempDataDir,
  waitFor200,
} from './lib.mjs';

const WORDS = (
  'Reading is a skill that improves with practice, attention and rest. ' +
  'Émile’s café served 3.5 cups of coffee — naïve readers don’t notice. ' +
  'Students often review notes, summarise chapters and test themselves. '
).split(' ');

export function sampleText(bytes) {
  const parts = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const word = WORDS[i % WORDS.length];
    parts.push(word);
    size += Buffer.byteLength(word) + 1;
    if (i % 120 === 119) parts.push('\n\n');
  }
  return parts.join(' ').slice(0, bytes);
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function timeRequests(url, body, runs) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
    times.push(performance.now() - t0);
  }
  return { medianMs: Math.round(median(times)), p95Ms: Math.round(percentile(times, 95)) };
}

const fixedRate = (options) => openLoopLoad({ rate: 200, durationMs: 10_000, ...options });

export async function benchFixationApi() {
  requireBuild();
  const data = tempDataDir();
  const port = await freePort();
  const proc = startProcess([serverEntry], { PORT: String(port), DATA_DIR: data.dir });
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitFor200(`${origin}/api/health`, performance.now());
    const url = `${origin}/api/fixation-reading/process-text`;
    const body = (bytes) =>
      JSON.stringify({
        text: sampleText(bytes),
        fixation_point_ratio: 0.4,
        include_analysis: true,
      });
    await timeRequests(url, body(10_000), 20); // warm-up
    const small = await timeRequests(url, body(10_000), 50);
    const large = await timeRequests(url, body(1_000_000), 7);

    const load = await fixedRate({
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body(20_000),
    });
    const baseline = await fixedRate({ url: `${origin}/api/health` });
    if (load.failures) throw new Error(`fixed-rate load: ${load.failures} failed requests`);
    return {
      name: 'fixation-api',
      processText10KB: small,
      processText1MB: large,
      at200rps20KB: load,
      healthAt200rps: baseline,
      goal: 'p99 ≤ 50 ms at 200 req/s with 20 KB texts',
      pass: load.p99Ms <= 50 && load.achievedRps >= 190,
    };
  } finally {
    await proc.stop();
    data.cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchFixationApi()));
}
