// `npm run bench`: runs every benchmark against the current build and prints one JSON line per
// benchmark plus a summary. Figures go to docs/benchmarks.md by hand, with the machine noted.
// Usage: npm run bench [-- name ...]   (names: the keys of BENCHES below)
// `--set <dir>` is passed on to the benches that grade a held-out set (ai-encyclopedia, ai-goals).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { machine, root } from './lib.mjs';
import { benchStartup } from './startup.bench.mjs';
import { benchHealthThroughput } from './health-throughput.bench.mjs';
import { benchBundleSize } from './bundle-size.bench.mjs';
import { benchTimerHiddenTab } from './timer-hidden-tab.bench.mjs';
import { benchFixationApi } from './fixation-api.bench.mjs';
import { benchFixationFirstScreen } from './fixation-first-screen.bench.mjs';
import { benchMindMapApi } from './mind-map-api.bench.mjs';
import { benchMindMapCanvas } from './mind-map-canvas.bench.mjs';
import { benchRepeatVisit } from './repeat-visit.bench.mjs';
import { benchLighthouse } from './lighthouse.bench.mjs';
import { benchFirstTap } from './first-tap.bench.mjs';
import { benchDashboardPage } from './dashboard-page.bench.mjs';
import { benchMixedTraffic } from './mixed-traffic.bench.mjs';
import { benchClassroom } from './classroom.bench.mjs';
import { benchCrashWrites } from './crash-writes.bench.mjs';
import { benchReaderPdf } from './reader-pdf.bench.mjs';
import { withRoomyYoungGeneration } from './roomy-young-generation.mjs';

// The open-loop benches' generator must not time answers late for its own collections.
withRoomyYoungGeneration();

const setIndex = process.argv.indexOf('--set');
const setValue = setIndex > 0 ? (process.argv[setIndex + 1] ?? '') : undefined;
// A directory that exists from here is passed as an absolute path; anything else as a name under
// bench/data/ (the bench says if it is missing).
const setArgs =
  setValue === undefined ? [] : ['--set', existsSync(setValue) ? resolve(setValue) : setValue];

function tsxBench(file, { takesSet = false } = {}) {
  return () => {
    const args = ['tsx', file, ...(takesSet ? setArgs : [])];
    const out = spawnSync('npx', args, { cwd: root, encoding: 'utf8' });
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
  'mind-map-api': benchMindMapApi,
  'mind-map-canvas': benchMindMapCanvas,
  'repeat-visit': benchRepeatVisit,
  lighthouse: () => benchLighthouse(),
  'first-tap': () => benchFirstTap(),
  'dashboard-page': () => benchDashboardPage(),
  fixation: tsxBench('bench/fixation-tokenizer.bench.ts'),
  'fixation-cjk': tsxBench('bench/fixation-cjk.bench.ts'),
  'ai-plans': tsxBench('bench/ai-quality.bench.ts'),
  'ai-knowledge': tsxBench('bench/ai-quality-knowledge.bench.ts'),
  'ai-senses': tsxBench('bench/ai-quality-senses.bench.ts'),
  'ai-goals': tsxBench('bench/ai-quality-goals.bench.ts', { takesSet: true }),
  'ai-notes': tsxBench('bench/ai-quality-notes.bench.ts'),
  'ai-encyclopedia': tsxBench('bench/ai-quality-encyclopedia.bench.ts', { takesSet: true }),
  flashcards: tsxBench('bench/flashcards.bench.ts'),
  'study-today': tsxBench('bench/study-today.bench.ts'),
  login: tsxBench('bench/login.bench.ts'),
  'mixed-traffic': benchMixedTraffic,
  'classroom-pglite': () => benchClassroom({ db: 'pglite' }),
  'classroom-postgres': () => benchClassroom({ db: 'postgres' }),
  'classroom-postgres-2': () => benchClassroom({ db: 'postgres', processes: 2 }),
  'crash-writes': benchCrashWrites,
  'reader-pdf': benchReaderPdf,
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
