// The reader's 2,000,000-character limit with CJK word segmentation: tokenize + analyse +
// renderHtml over 2,000,000 characters of (a) mostly English text with some CJK words, as the
// tokenizer bench uses, and (b) Chinese and Japanese prose, against a bare regex letter scan
// (`text.match(/\p{L}+/gu)`) timed in the same process, interleaved. Prints one JSON line per text
// (read by bench/run.mjs) and a human line.
// Run: npx tsx bench/fixation-cjk.bench.ts
import { analyse } from '../packages/core/src/fixation/analysis.ts';
import { renderHtml } from '../packages/core/src/fixation/html.ts';
import { tokenize } from '../packages/core/src/fixation/tokenize.ts';

const CHARS = 2_000_000;
const WARMUP_RUNS = 2;
const MEASURED_RUNS = 7;

function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ENGLISH =
  "the of and to in is that for it as was with be by on not reading attention focus session don't well-known 日本語の文章 漢字 한국어 café 3.14".split(
    ' ',
  );
const CJK_CLAUSES = [
  '我们今天在图书馆里认真地阅读了这本关于历史的书',
  '他说明天会下雨所以我们应该带伞',
  '研究表明专注的时间越长理解得越深刻',
  '東京の図書館で静かに本を読みました',
  '明日は雨が降るかもしれないので傘を持って行きます',
  '集中して読むと内容がよく分かります',
  '한국어 문장은 띄어쓰기로 단어를 나눕니다',
];
const CJK_PUNCT = ['，', '。', '、', '！', '？', '」', '「'];

function build(kind: 'english' | 'cjk'): string {
  const random = mulberry32(7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  let text = '';
  while (text.length < CHARS) {
    if (kind === 'english') {
      let sentence = '';
      for (let i = 0; i < 14; i++) sentence += pick(ENGLISH) + (random() < 0.1 ? ', ' : ' ');
      text += sentence.trimEnd() + (random() < 0.15 ? '.\n\n' : '. ');
    } else {
      // Clauses recombined from the words of the sample clauses, so runs rarely repeat.
      let clause = '';
      const parts = 3 + Math.floor(random() * 6);
      for (let i = 0; i < parts; i++) {
        const source = pick(CJK_CLAUSES);
        const at = Math.floor(random() * (source.length - 3));
        clause += source.slice(at, at + 2 + Math.floor(random() * 3)).replace(/ /g, '');
      }
      text += clause + pick(CJK_PUNCT) + (random() < 0.05 ? '\n\n' : '');
    }
  }
  return text.slice(0, CHARS);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
function time(fn: () => unknown): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

let sink: unknown;
for (const kind of ['english', 'cjk'] as const) {
  const text = build(kind);
  const baseline = () => (sink = text.match(/\p{L}+/gu));
  const full = () => {
    const tokens = tokenize(text, 0.4);
    sink = [analyse(text, tokens), renderHtml(tokens)];
  };
  for (let i = 0; i < WARMUP_RUNS; i++) {
    baseline();
    full();
  }
  const baselineMs: number[] = [];
  const fullMs: number[] = [];
  for (let i = 0; i < MEASURED_RUNS; i++) {
    baselineMs.push(time(baseline));
    fullMs.push(time(full));
  }
  const tokens = tokenize(text, 0.4);
  const result = {
    name: `fixation-2m-chars-${kind}`,
    chars: text.length,
    medianMs: Math.round(median(fullMs)),
    baselineScanMs: Math.round(median(baselineMs)),
    ratioToBaseline: Number((median(fullMs) / median(baselineMs)).toFixed(2)),
    words: analyse(text, tokens).word_count,
    tokens: tokens.length,
    runs: MEASURED_RUNS,
    node: process.version,
  };
  console.log(JSON.stringify(result));
  console.error(
    `${kind}: ${result.medianMs} ms for 2,000,000 characters (regex scan ${result.baselineScanMs} ms), ${result.words} words`,
  );
}
void sink;
