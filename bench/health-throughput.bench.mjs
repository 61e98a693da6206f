// /api/health throughput of the real app against a bare Fastify route, same run, same machine,
// autocannon on loopback. Goal: real ≥ 0.7 × bare.
import autocannon from 'autocannon';
import { join } from 'node:path';
import {
  root,
  requireBuild,
  serverEntry,
  startProcess,
  tempDataDir,
  waitFor200,
  freePort,
} from './lib.mjs';

function load(url, durationSeconds) {
  return autocannon({ url, connections: 10, duration: durationSeconds });
}

async function measure(args, env, durationSeconds) {
  const port = await freePort();
  const proc = startProcess(args, { ...env, PORT: String(port) });
  try {
    const url = `http://127.0.0.1:${port}/api/health`;
    await waitFor200(url, performance.now());
    await load(url, 2); // warm-up: JIT and connection setup
    const result = await load(url, durationSeconds);
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return { reqPerSec: Math.round(result.requests.average), p99Ms: result.latency.p99 };
  } finally {
    await proc.stop();
  }
}

export async function benchHealthThroughput({ durationSeconds = 8 } = {}) {
  requireBuild();
  const data = tempDataDir();
  try {
    const bare = await measure([join(root, 'bench/bare-fastify.mjs')], {}, durationSeconds);
    const real = await measure([serverEntry], { DATA_DIR: data.dir }, durationSeconds);
    const ratio = real.reqPerSec / bare.reqPerSec;
    return {
      name: 'health-throughput',
      bare,
      real,
      ratio: Number(ratio.toFixed(2)),
      goal: 'real ≥ 0.7 × bare',
      pass: ratio >= 0.7,
    };
  } finally {
    data.cleanup();
  }
}
