// Fixation tokenizer throughput: tokenize + renderHtml over ~1 MB of realistic mixed text, against
// a bare regex word scan (`text.match(/\p{L}+/gu)`) timed in the same process, interleaved, so both
// see the same CPU and GC conditions. Prints one JSON line (read by bench/run.mjs) and a human line.
// Run: npx tsx bench/fixation-tokenizer.bench.ts
import { renderHtml } from '../packages/core/src/fixation/html.ts';
import { tokenize } from '../packages/core/src/fixation/tokenize.ts';
import { mulberry32 } from '../packages/core/src/audio/prng.ts';

const GOAL_RATIO = 0.5;
const WARMUP_RUNS = 5;
const MEASURED_RUNS = 21;

// Deterministic text (seeded mulberry32): same figures from run to run on the same machine.
const ENGLISH = (
  'the of and to in is that for it as was with be by on not he this are or his from at which ' +
  'but have an they you were her she there can all we one their been has would more if will ' +
  'reading attention focus session productivity understanding paragraph information memory ' +
  'comprehension concentration research evidence practice habit schedule deadline project ' +
  "don't it's we’re well-known long-term state-of-the-art"
).split(' ');
const EXTRA = [
  'café',
  'naïve',
  'élève',
  'Straße',
  'Größe',
  'façade',
  'São',
  'Zürich',
  'e\u0301te\u0301',
  '2024',
  '3.14',
  '1,000',
  '15%',
  'v2.0',
  'Привет',
  'мир',
  'Καλημέρα',
  'مرحبا',
  '日本語の文章',
  '漢字',
  '한국어',
  '👍',
  '<b>',
  'A&B',
  '"quoted"',
  '(aside)',
];
const PUNCT = [' ', ' ', ' ', ' ', ' ', ' ', ', ', '. ', '; ', ': ', ' — ', '! ', '? '];

function buildText(bytes: number): string {
  const random = mulberry32(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const parts: string[] = [];
  let size = 0;
  while (size < bytes) {
    let sentence = '';
    const words = 8 + Math.floor(random() * 18);
    for (let i = 0; i < words; i++) {
      const word = random() < 0.08 ? pick(EXTRA) : pick(ENGLISH);
      sentence += (i === 0 ? word[0]!.toUpperCase() + word.slice(1) : word) + pick(PUNCT);
    }
    sentence = sentence.trimEnd() + (random() < 0.15 ? '\n\n' : ' ');
    parts.push(sentence);
    size += Buffer.byteLength(sentence);
  }
  return parts.join('');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function time(fn: () => unknown): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

const text = buildText(1_000_000);
const megabytes = Buffer.byteLength(text) / 1e6;

// Keep results alive until the next run so the work cannot be optimised away.
let sink: unknown;
const baseline = () => (sink = text.match(/\p{L}+/gu));
const full = () => (sink = renderHtml(tokenize(text, 0.4)));

for (let i = 0; i < WARMUP_RUNS; i++) {
  baseline();
  full();
}
const baselineMs: number[] = [];
const fullMs: number[] = [];
const tokenizeMs: number[] = [];
const renderMs: number[] = [];
for (let i = 0; i < MEASURED_RUNS; i++) {
  baselineMs.push(time(baseline));
  fullMs.push(time(full));
  // Breakdown: where the time goes (not part of the goal).
  let tokens: ReturnType<typeof tokenize> = [];
  tokenizeMs.push(time(() => (tokens = tokenize(text, 0.4))));
  renderMs.push(time(() => (sink = renderHtml(tokens))));
}
void sink;

const tokens = tokenize(text, 0.4);
const mbPerSec = megabytes / (median(fullMs) / 1000);
const baselineMbPerSec = megabytes / (median(baselineMs) / 1000);
const ratio = mbPerSec / baselineMbPerSec;
const round = (n: number, digits = 1) => Number(n.toFixed(digits));

const result = {
  name: 'fixation-tokenize-render',
  mbPerSec: round(mbPerSec),
  baselineMbPerSec: round(baselineMbPerSec),
  ratio: round(ratio, 2),
  goal: `>=${GOAL_RATIO}`,
  pass: ratio >= GOAL_RATIO,
  textMB: round(megabytes, 2),
  tokens: tokens.length,
  medianMs: {
    baselineScan: round(median(baselineMs)),
    tokenizePlusRender: round(median(fullMs)),
    tokenizeOnly: round(median(tokenizeMs)),
    renderOnly: round(median(renderMs)),
  },
  runs: MEASURED_RUNS,
  node: process.version,
  execArgv: process.execArgv.filter((a) => !a.includes('tsx')).join(' '),
};
console.log(JSON.stringify(result));
console.log(
  `fixation tokenize+renderHtml: ${result.mbPerSec} MB/s vs regex word scan ${result.baselineMbPerSec} MB/s ` +
    `= ${result.ratio}x (goal ${result.goal}: ${result.pass ? 'met' : 'NOT met'}); ` +
    `${result.tokens} tokens in ${result.textMB} MB; median ms: tokenize ${result.medianMs.tokenizeOnly}, ` +
    `render ${result.medianMs.renderOnly}, scan ${result.medianMs.baselineScan}`,
);
