// `npm run bench`: runs every benchmark against the current build and prints one JSON line per
// benchmark plus a summary. Figures go to docs/benchmarks.md by hand, with the machine noted.
// Usage: npm run bench [-- name ...]   (names: the keys of BENCHES below)
import { spawnSync } from 'node:child_process';
import { machine, root } from './lib.mjs';
import { benchStartup } from './startup.bench.mjs';
import { benchHealthThroughput } from './health-throughput.bench.mjs';
import { benchBundleSize } from './bundle-size.bench.mjs';
import { benchTimerHiddenTab } from './timer-hidden-tab.bench.mjs';
import { benchFixationApi } from './fixation-api.bench.mjs';
import { benchFixationFirstScreen } from './fixation-first-screen.bench.mjs';

function tsxBench(file) {
  return () => {
    const out = spawnSync('npx', ['tsx', file], { cwd: root, encoding: 'utf8' });
    if (out.status !== 0) throw new Error(`${file} failed:\n${out.stderr}`);
    const lines = out.stdout
      .trim()
      .split('\n')
      .filter((l) => l.startsWith('{'));
    return lines.map((l) => JSON.parse(l));
  };
}

const BENCHES = {
  startup: benchStartup,
  health: benchHealthThroughput,
  bundle: benchBundleSize,
  timer: benchTimerHiddenTab,
  'fixation-api': benchFixationApi,
  'fixation-screen': benchFixationFirstScreen,
  fixation: tsxBench('bench/fixation-tokenizer.bench.ts'),
  'ai-plans': tsxBench('bench/ai-quality.bench.ts'),
  'ai-knowledge': tsxBench('bench/ai-quality-knowledge.bench.ts'),
};

const wanted = process.argv.slice(2).filter((a) => a in BENCHES);
const names = wanted.length ? wanted : Object.keys(BENCHES);
console.log(`# Quietdesk benchmarks on ${machine()} — ${new Date().toISOString()}`);
let failed = 0;
for (const name of names) {
  try {
    const results = [await BENCHES[name]()].flat();
    for (const r of results) {
      console.log(JSON.stringify(r));
      if (r.pass === false) failed++;
    }
  } catch (error) {
    failed++;
    console.error(`${name}: ${error.message}`);
  }
}
console.log(
  failed ? `${failed} benchmark(s) missed their goal or failed` : 'all benchmark goals met',
);
process.exitCode = failed ? 1 : 0;
