// Right answers, not shapes: the offline mind maps and topic cards over bench/data/eval-topics.json,
// topics as students type them, each with the sense the student means written by hand (a phrase
// of its WordNet gloss) or "refuse" when the dictionary has no right sense. The engine's answer is
// judged by the definition it states (the map's description, the first card's answer), so a map of
// kidney stones for "calculus" counts as a wrong-sense answer. Refusals are counted apart: a
// refusal is never wrong, but too many make the tool useless. Every candidate a refusal offers is
// sent back as the topic and must give exactly the sense its gloss describes.
// Run: npx tsx bench/ai-quality-senses.bench.ts   (--verbose lists every wrong or refused topic)
import { readFileSync } from 'node:fs';
import {
  OfflineNoKnowledgeError,
  generateOfflineMindMap,
  offlineFlashcardsFromTopic,
} from '../apps/server/src/ai/offline/knowledge/index.ts';

interface TopicCase {
  topic: string;
  expect: string | string[];
}

const data = JSON.parse(
  readFileSync(new URL('./data/eval-topics.json', import.meta.url), 'utf8'),
) as { topics: TopicCase[] };
const verbose = process.argv.includes('--verbose');

/** The definition an answer states, for judging its sense. */
type Tool = { name: string; stated: (topic: string) => Promise<string> };
const TOOLS: Tool[] = [
  {
    name: 'ai-senses-mindmaps',
    stated: async (topic) => (await generateOfflineMindMap(topic)).description,
  },
  {
    name: 'ai-senses-topic-cards',
    stated: async (topic) => {
      const [first] = await offlineFlashcardsFromTopic(topic, 5);
      return `${first?.question ?? ''} ${first?.answer ?? ''}`;
    },
  },
];

const has = (text: string, phrase: string) => text.toLowerCase().includes(phrase.toLowerCase());
const expected = (c: TopicCase) => (Array.isArray(c.expect) ? c.expect : [c.expect]);

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
}

await generateOfflineMindMap('warm-up').catch(() => undefined);
await generateOfflineMindMap('warm-upp').catch(() => undefined); // loads the spelling word list

for (const tool of TOOLS) {
  const times: number[] = [];
  let right = 0;
  let wrong = 0;
  let refused = 0;
  let rightOffered = 0;
  let shouldAnswer = 0;
  let candidateMismatches = 0;
  for (const c of data.topics) {
    const refuse = expected(c).includes('refuse');
    if (!refuse) shouldAnswer++;
    const started = performance.now();
    try {
      const stated = await tool.stated(c.topic);
      times.push(performance.now() - started);
      if (!refuse && expected(c).some((phrase) => has(stated, phrase))) right++;
      else {
        wrong++;
        console.error(`WRONG ${tool.name} "${c.topic}": ${stated.slice(0, 120)}`);
      }
    } catch (error) {
      times.push(performance.now() - started);
      if (!(error instanceof OfflineNoKnowledgeError)) throw error;
      refused++;
      const candidates = error.candidates ?? [];
      if (!refuse && candidates.some((k) => expected(c).some((p) => has(k.gloss, p))))
        rightOffered++;
      if (verbose && !refuse)
        console.error(`refused ${tool.name} "${c.topic}": ${candidates.map((k) => k.label)}`);
      // A candidate's label, sent back, must give the sense its gloss describes.
      for (const candidate of candidates) {
        const back = await tool.stated(candidate.label).catch(() => '');
        if (!has(back, candidate.gloss.slice(0, 40))) {
          candidateMismatches++;
          console.error(`CANDIDATE ${tool.name} "${candidate.label}" does not give its sense`);
        }
      }
    }
  }
  const n = data.topics.length;
  const refusalRate = Number((refused / n).toFixed(3));
  const p95Ms = Number(p95(times).toFixed(2));
  console.log(
    JSON.stringify({
      name: tool.name,
      provider: 'offline',
      topics: n,
      rightSense: right,
      wrongSense: wrong,
      refused,
      refusalRate,
      refusedWithRightCandidate: rightOffered,
      answeredOfAnswerable: Number((right / shouldAnswer).toFixed(3)),
      candidateMismatches,
      p95Ms,
      goal: 'wrongSense==0 && candidateMismatches==0 && p95Ms<=50',
      pass: wrong === 0 && candidateMismatches === 0 && p95Ms <= 50,
    }),
  );
}
