import type { SenseCandidate } from './errors.ts';
import { nameOf } from './facts.ts';
import { baseForms } from './morphology.ts';
import { contentWords, scoreSense, type Sense } from './sense.ts';
import type { Pos, Synset, WordNet } from './wordnet.ts';

// Which sense of a term a student means, or that it can't be told. WordNet orders senses by how
// often they were tagged in general text, where "calculus" is a kidney stone; a student means the
// branch of mathematics. So senses filed under a field of study (WordNet's topic-domain links) or
// that are fields themselves outrank everyday ones. When the best two senses are still close, the
// engine does not guess: it returns candidates, each with a label such as "calculus (mathematics)"
// that resolves back to exactly that sense (`sensesFromLabel`).

type StudySense =
  | { kind: 'sense'; sense: Sense }
  | { kind: 'ambiguous'; candidates: SenseCandidate[] }
  | { kind: 'none' };

/** Score gap below which two senses are too close to choose between. */
const AMBIGUITY_MARGIN = 2;
const MAX_CANDIDATES = 4;
// Lexicographer file of WordNet nouns naming knowledge, fields and disciplines.
const NOUN_COGNITION = 9;
const NOUN_PERSON = 18;

function isField(wn: WordNet, synset: Synset): boolean {
  return synset.pos === 'n' && synset.lexFile === NOUN_COGNITION;
}

/** How much a sense looks like something studied at school or university. */
function studyBonus(wn: WordNet, synset: Synset): number {
  let bonus = 0;
  const domains = wn.related(synset, [';c']);
  if (domains.length) bonus += domains.some((d) => isField(wn, d)) ? 3 : 1.5;
  // A field with terms filed under it ("mathematics", "biology").
  if (synset.pointers.some((p) => p.symbol === '-c')) bonus += 2;
  return bonus;
}

function isProper(synset: Synset, lemma: string): boolean {
  return synset.lemmas.some((l) => l.toLowerCase() === lemma && /\p{Lu}/u.test(l));
}

export function chooseStudySense(
  wn: WordNet,
  lemma: string,
  pos: Pos,
  context: readonly string[],
  typedAsName: boolean,
): StudySense {
  let synsets = wn.synsetsOf(lemma, pos);
  // "Taylor Swift", "World War II": a name typed with capitals wants a proper-noun sense.
  if (typedAsName) {
    const proper = synsets.filter((s) => isProper(s, lemma));
    if (proper.length) synsets = proper;
  }
  if (!synsets.length) return { kind: 'none' };
  if (synsets.length === 1) return { kind: 'sense', sense: { lemma, synset: synsets[0]! } };
  const own = new Set(contentWords(lemma));
  const ctx = context.filter((w) => !own.has(w));
  const all = wn.synsetsOf(lemma, pos);
  // A name whose every sense is a name ("Beethoven": the composer, his music) means the person.
  const allNames = synsets.every((s) => isProper(s, lemma));
  const personBonus = (s: Synset) => (allNames && s.lexFile === NOUN_PERSON ? 2 : 0);
  const scored = synsets
    .map((synset) => ({
      synset,
      score:
        scoreSense(wn, lemma, synset, all.indexOf(synset), ctx) +
        studyBonus(wn, synset) +
        personBonus(synset),
    }))
    .sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  if (!second || best!.score - second.score >= AMBIGUITY_MARGIN) {
    return { kind: 'sense', sense: { lemma, synset: best!.synset } };
  }
  const close = scored.filter((s) => best!.score - s.score < 2 * AMBIGUITY_MARGIN);
  return {
    kind: 'ambiguous',
    candidates: close
      .slice(0, MAX_CANDIDATES)
      .map((s) => senseLabel(wn, { lemma, synset: s.synset })),
  };
}

/** Words that can tell this sense from the others of the same lemma, best first. */
function qualifiers(wn: WordNet, synset: Synset, lemma: string): string[] {
  const out: string[] = [];
  for (const d of wn.related(synset, [';c'])) out.push(nameOf(d));
  const hypernyms = wn.related(synset, ['@', '@i']);
  for (const h of hypernyms) out.push(nameOf(h));
  for (const h of hypernyms.slice(0, 1))
    for (const g of wn.related(h, ['@', '@i'])) out.push(nameOf(g));
  const other = synset.lemmas.find((l) => l.toLowerCase() !== lemma);
  if (other) out.push(other);
  return out.filter((q) => q && q.toLowerCase() !== lemma && !/[()]/.test(q));
}

// Labels are given to all senses of a lemma at once, in WordNet order, each taking its first
// qualifier not already taken, so no two senses of a lemma ever share a label.
const labelCache = new Map<string, Map<number, string>>();

function labelsOf(wn: WordNet, lemma: string, pos: Pos): Map<number, string> {
  const key = `${pos}:${lemma}`;
  const cached = labelCache.get(key);
  if (cached) return cached;
  const labels = new Map<number, string>();
  const siblings = wn.synsetsOf(lemma, pos);
  const used = new Set<string>();
  siblings.forEach((synset, rank) => {
    const name = nameOf(synset, lemma);
    if (siblings.length === 1) return labels.set(synset.offset, name);
    const q =
      qualifiers(wn, synset, lemma).find((x) => !used.has(x.toLowerCase())) ?? `sense ${rank + 1}`;
    used.add(q.toLowerCase());
    labels.set(synset.offset, `${name} (${q})`);
  });
  labelCache.set(key, labels);
  return labels;
}

/** "calculus (mathematics)": the lemma plus a qualifier no other sense of it has. */
function labelFor(wn: WordNet, lemma: string, synset: Synset): string {
  return labelsOf(wn, lemma, synset.pos).get(synset.offset) ?? nameOf(synset, lemma);
}

export function senseLabel(wn: WordNet, sense: Sense): SenseCandidate {
  return { label: labelFor(wn, sense.lemma, sense.synset), gloss: sense.synset.definition };
}

const LABEL = /^(.+?)\s*\(([^()]+)\)$/;

/**
 * The senses a label names: undefined when `text` is not of the form "term (qualifier)" or the
 * term is unknown; otherwise the senses whose own label is `text` (one, for labels given out).
 */
export function sensesFromLabel(wn: WordNet, text: string): Sense[] | undefined {
  const match = LABEL.exec(text.trim());
  if (!match) return undefined;
  const term = match[1]!.toLowerCase();
  const wanted = text.trim().toLowerCase().replace(/\s+/g, ' ');
  for (const pos of ['n', 'v', 'a'] as const) {
    for (const lemma of baseForms(wn, term, pos)) {
      const hits = wn
        .synsetsOf(lemma, pos)
        .filter((s) => labelFor(wn, lemma, s).toLowerCase() === wanted);
      if (hits.length) return hits.map((synset) => ({ lemma, synset }));
    }
  }
  return undefined;
}
