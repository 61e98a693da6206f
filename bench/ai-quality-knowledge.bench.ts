// Quality and latency of the built-in offline AI (WordNet knowledge engine) over 30 study topics
// that students type (bench/data/topics.json): a mind map and 5 flashcards each, checked against
// the structural rules below, which are written here independently of the engine's own checks.
// A topic the engine refuses (OfflineNoKnowledgeError: unknown as a whole, or several close senses)
// is counted apart and left out of the pass rate; whether answers are the right sense is judged by
// bench/ai-quality-senses.bench.ts. Latency is measured
// after the one-time dictionary load, which is reported on its own line.
// Run: npx tsx bench/ai-quality-knowledge.bench.ts   (add --verbose to see why a topic failed)
import { readFileSync } from 'node:fs';
import {
  OfflineNoKnowledgeError,
  generateOfflineMindMap,
  offlineFlashcardsFromTopic,
  wordnetLoadMs,
} from '../apps/server/src/ai/offline/knowledge/index.ts';
import type { Flashcard, GeneratedMindMap } from '../packages/core/src/api/ai.ts';

const topics = JSON.parse(
  readFileSync(new URL('./data/topics.json', import.meta.url), 'utf8'),
) as string[];
const verbose = process.argv.includes('--verbose');
const CARDS = 5;

function mapProblems(map: GeneratedMindMap): string[] {
  const problems: string[] = [];
  const { nodes, edges } = map.map_data;
  if (nodes.length < 12) problems.push(`only ${nodes.length} nodes`);
  const labels = nodes.map((n) => n.text.trim().toLowerCase());
  if (new Set(labels).size !== labels.length) problems.push('duplicate labels');
  if (nodes.some((n) => !n.text.trim() || n.text.length > 80)) problems.push('empty or long label');
  if (new Set(nodes.map((n) => n.id)).size !== nodes.length) problems.push('duplicate ids');
  // A tree from the root: one node without a parent, every other node exactly one parent.
  const parents = new Map<string, number>();
  for (const e of edges) parents.set(e.target, (parents.get(e.target) ?? 0) + 1);
  const roots = nodes.filter((n) => !parents.has(n.id));
  if (roots.length !== 1 || [...parents.values()].some((c) => c !== 1)) problems.push('not a tree');
  const depth = new Map<string, number>([[roots[0]?.id ?? '', 0]]);
  for (let changed = true; changed;) {
    changed = false;
    for (const e of edges) {
      if (depth.has(e.source) && !depth.has(e.target)) {
        depth.set(e.target, depth.get(e.source)! + 1);
        changed = true;
      }
    }
  }
  if (depth.size !== nodes.length) problems.push('not connected');
  if (Math.max(...depth.values()) < 2) problems.push('depth < 2');
  // No two nodes closer than a node's minimum width side by side on the same row.
  for (let i = 0; i < nodes.length; i++) {
    for (let j = i + 1; j < nodes.length; j++) {
      const [a, b] = [nodes[i]!, nodes[j]!];
      if (Math.abs(a.x - b.x) < 150 && Math.abs(a.y - b.y) < 40) problems.push('overlap');
    }
  }
  if (!map.title.trim() || !map.description.trim()) problems.push('no title or description');
  return [...new Set(problems)];
}

const TINY = new Set(['a', 'an', 'the', 'of', 'to', 'in', 'and', 'or', 'is', 'are']);
const norm = (s: string) =>
  (s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !TINY.has(w)).join(' ');

function cardProblems(cards: Flashcard[]): string[] {
  const problems: string[] = [];
  if (cards.length !== CARDS) problems.push(`${cards.length} cards`);
  if (cards.some((c) => !c.question.trim() || !c.answer.trim())) problems.push('empty side');
  if (cards.some((c) => norm(c.question).includes(norm(c.answer)))) problems.push('answer in Q');
  if (new Set(cards.map((c) => norm(c.question))).size !== cards.length) problems.push('dup Q');
  return problems;
}

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
}

const loadStarted = performance.now();
await generateOfflineMindMap('warm-up');
const firstCallMs = performance.now() - loadStarted;

async function run(kind: 'map' | 'cards') {
  const times: number[] = [];
  let passed = 0;
  let refused = 0;
  for (const topic of topics) {
    const started = performance.now();
    let problems: string[];
    try {
      problems =
        kind === 'map'
          ? mapProblems(await generateOfflineMindMap(topic))
          : cardProblems(await offlineFlashcardsFromTopic(topic, CARDS));
    } catch (error) {
      times.push(performance.now() - started);
      if (error instanceof OfflineNoKnowledgeError) {
        refused++;
        if (verbose) console.error(`${kind} "${topic}": refused`);
        continue;
      }
      problems = [`threw: ${(error as Error).message}`];
    }
    times.push(performance.now() - started);
    if (!problems.length) passed++;
    else if (verbose) console.error(`${kind} "${topic}": ${problems.join('; ')}`);
  }
  const passRate = Number((passed / (topics.length - refused)).toFixed(3));
  const p95Ms = Number(p95(times).toFixed(2));
  console.log(
    JSON.stringify({
      name: kind === 'map' ? 'ai-quality-mindmaps' : 'ai-quality-flashcards',
      provider: 'offline',
      topics: topics.length,
      refused,
      passRate,
      p95Ms,
      goal: 'passRate>=0.9 && p95Ms<=50',
      pass: passRate >= 0.9 && p95Ms <= 50,
    }),
  );
}

console.log(
  JSON.stringify({
    name: 'ai-offline-knowledge-load',
    provider: 'offline',
    loadMs: Number(wordnetLoadMs().toFixed(1)),
    firstCallMs: Number(firstCallMs.toFixed(1)),
    goal: 'firstCallMs<=300',
    pass: firstCallMs <= 300,
  }),
);
await run('map');
await run('cards');
