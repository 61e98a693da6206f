// Time from starting the built server (what `npm start` runs once built) to the first 200 from
// /api/health, on the embedded database. Goal: ≤ 2 s with an existing data folder.
import {
  median,
  requireBuild,
  serverEntry,
  startProcess,
  tempDataDir,
  waitFor200,
  freePort,
} from './lib.mjs';

export async function benchStartup({ runs = 5 } = {}) {
  requireBuild();
  const data = tempDataDir();
  const fresh = [];
  const existing = [];
  try {
    for (let i = 0; i < runs; i++) {
      const port = await freePort();
      const t0 = performance.now();
      const proc = startProcess([serverEntry], { PORT: String(port), DATA_DIR: data.dir });
      const ms = await waitFor200(`http://127.0.0.1:${port}/api/health`, t0);
      (i === 0 ? fresh : existing).push(ms);
      await proc.stop();
    }
  } finally {
    data.cleanup();
  }
  return {
    name: 'startup-to-first-200',
    firstStartNewDataDirMs: Math.round(fresh[0]),
    existingDataDirMedianMs: Math.round(median(existing)),
    existingDataDirRunsMs: existing.map(Math.round),
    goal: 'existing data dir ≤ 2000 ms',
    pass: median(existing) <= 2000,
  };
}
