// Cards from the user's own notes over bench/data/eval-notes.json: passages written as students
// write them (bullets, headings, typos, lower case, French, Spanish and German), each with the
// terms a good deck must test, chosen by hand. Reports the share of expected terms tested (a
// term counts when it is a card's answer or the term a definition card asks about), decks with a
// blank repeated, decks whose questions are not in the notes' language, and latency.
// Run: npx tsx bench/ai-quality-notes.bench.ts   (--verbose lists missed terms)
import { readFileSync } from 'node:fs';
import { offlineFlashcardsFromNotes } from '../apps/server/src/ai/offline/knowledge/index.ts';

interface Passage {
  id: string;
  lang: 'en' | 'fr' | 'es' | 'de';
  count: number;
  notes: string;
  expect: string[];
}

const data = JSON.parse(
  readFileSync(new URL('./data/eval-notes.json', import.meta.url), 'utf8'),
) as { passages: Passage[] };
const verbose = process.argv.includes('--verbose');
const ROUNDS = 5;

const fold = (s: string) =>
  s.toLowerCase().normalize('NFKC').replace(/[’']/g, "'").replace(/\s+/g, ' ').trim();

// Words that give a question's language away: a deck for French notes must not ask in English.
const ENGLISH_QUESTION = /^(?:what (?:is|are)|which|fill in)\b/i;

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
}

// Warm-up: the first English notes load the dictionary used to tell common words (once).
for (const p of data.passages) await offlineFlashcardsFromNotes(p.notes, p.count);
let expected = 0;
let tested = 0;
let cardsTotal = 0;
let cardsOnExpected = 0;
let repeatedBlanks = 0;
let wrongLanguage = 0;
const times: number[] = [];
for (const p of data.passages) {
  let cards: Awaited<ReturnType<typeof offlineFlashcardsFromNotes>> = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    cards = await offlineFlashcardsFromNotes(p.notes, p.count);
    times.push(performance.now() - started);
  }
  const answers = cards.map((c) => fold(c.answer));
  // A definition card asks about its term; the term is in the question, the definition answers.
  const asked = cards.map((c) => fold(c.question));
  for (const term of p.expect) {
    expected++;
    const t = fold(term);
    const hit =
      answers.some((a) => a === t || a === `the ${t}`) ||
      cards.some((c, i) => !asked[i]!.includes('_____') && asked[i]!.includes(t));
    if (hit) tested++;
    else if (verbose) console.error(`MISSED ${p.id}: "${term}"`);
  }
  // Precision: the share of cards that test one of the expected terms.
  cardsTotal += cards.length;
  cardsOnExpected += cards.filter((c, i) =>
    p.expect.some((term) => {
      const t = fold(term);
      return answers[i] === t || (!asked[i]!.includes('_____') && asked[i]!.includes(t));
    }),
  ).length;
  const blanks = cards.filter((c) => c.question.includes('_____')).map((c) => fold(c.answer));
  if (new Set(blanks).size !== blanks.length) {
    repeatedBlanks++;
    if (verbose) console.error(`REPEATED BLANK ${p.id}: ${blanks.join(' | ')}`);
  }
  if (p.lang !== 'en' && cards.some((c) => ENGLISH_QUESTION.test(c.question))) {
    wrongLanguage++;
    if (verbose) console.error(`ENGLISH QUESTION ${p.id}`);
  }
  if (verbose) for (const c of cards) console.error(`  ${p.id}: ${c.question} → ${c.answer}`);
}
const coverage = Number((tested / expected).toFixed(3));
const p95Ms = Number(p95(times).toFixed(2));
console.log(
  JSON.stringify({
    name: 'ai-quality-notes-cards',
    provider: 'offline',
    passages: data.passages.length,
    expectedTermsTested: coverage,
    cardsTestingExpectedTerm: Number((cardsOnExpected / cardsTotal).toFixed(3)),
    repeatedBlanks,
    wrongLanguage,
    p95Ms,
    goal: 'expectedTermsTested>=0.8 && repeatedBlanks==0 && wrongLanguage==0 && p95Ms<=50',
    pass: coverage >= 0.8 && repeatedBlanks === 0 && wrongLanguage === 0 && p95Ms <= 50,
  }),
);
