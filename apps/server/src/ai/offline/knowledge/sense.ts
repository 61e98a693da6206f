import type { Pos, Synset, WordNet } from './wordnet.ts';

// Word-sense choice. WordNet lists senses by how often they were tagged in its corpus, which is
// the right default in general text but not always for a student typing a topic: "bank" is
// tagged slightly more often as river bank (25) than as the financial institution (20), yet the
// latter is what a study map about "bank" wants and WordNet has far more to say about it. So the
// score mixes corpus frequency with how much WordNet knows about the sense (its relations) and a
// small bonus for senses that belong to or are a field of study. Context words (the rest of the topic,
// the map's root) outweigh both: a sense whose gloss, examples, synonyms or ancestors mention
// them wins ("bank" in a map about rivers is the sloping land).

export interface Sense {
  /** The lemma as typed (normalised), e.g. "photosynthesis". */
  lemma: string;
  synset: Synset;
}

const CONTENT_WORD = /[\p{L}\p{N}]+/gu;
// Tiny English stop list for gloss overlap only; the notes module has the multilingual one.
const STOP = new Set(
  'a an the of in on at to for from by with and or but as is are was be been it its this that these those their which who what how why when where into about than then such any all some other more most usually especially used'.split(
    ' ',
  ),
);

/** Crude stem so "rivers" meets "river" and "plants" meets "plant" in overlap counts. */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(CONTENT_WORD) ?? [])
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map(stem);
}

const RELATION_SYMBOLS = new Set(['~', '~i', '%p', '%m', '%s', '#p', '#m', '#s', '-c', '@i']);
// Relations that pull in neighbouring vocabulary for context overlap.
const NEIGHBOURS = ['@', '@i', ';c', '#p', '#m', '%p'];

function richness(synset: Synset): number {
  return synset.pointers.filter((p) => RELATION_SYMBOLS.has(p.symbol)).length;
}

// Bags are asked for again and again (every topic word, every expansion); WordNet never changes.
const bags = new WeakMap<Synset, Set<string>>();

/** Words describing a sense: its lemmas, gloss, examples and those of its close neighbours. */
export function senseBag(wn: WordNet, synset: Synset): Set<string> {
  const cached = bags.get(synset);
  if (cached) return cached;
  const bag = new Set<string>();
  bags.set(synset, bag);
  const addSynset = (s: Synset) => {
    for (const w of contentWords(`${s.lemmas.join(' ')} ${s.definition} ${s.examples.join(' ')}`))
      bag.add(w);
  };
  addSynset(synset);
  for (const near of wn.related(synset, NEIGHBOURS)) {
    addSynset(near);
    // Two levels of hypernyms reach the field ("python" → programming language → language).
    for (const far of wn.related(near, ['@', ';c'])) addSynset(far);
  }
  return bag;
}

export function scoreSense(
  wn: WordNet,
  lemma: string,
  synset: Synset,
  rank: number,
  context: readonly string[],
): number {
  const frequency = Math.log2(1 + wn.tagCount(lemma, synset.pos, synset.offset));
  const knowledge = 0.5 * Math.log2(1 + richness(synset));
  // Filed under a field (';c') or being a field itself ('-c'): likely what a student studies.
  const academic = synset.pointers.some((p) => p.symbol === ';c' || p.symbol === '-c') ? 1 : 0;
  let overlap = 0;
  if (context.length) {
    const bag = senseBag(wn, synset);
    for (const word of new Set(context)) if (bag.has(word)) overlap++;
  }
  return frequency + knowledge + academic + 4 * overlap - 0.15 * rank;
}

/**
 * Best sense of `lemma` for `pos`, or undefined when WordNet has none. `context` holds content
 * words from around the term (already passed through `contentWords`).
 */
export function chooseSense(
  wn: WordNet,
  lemma: string,
  context: readonly string[] = [],
  pos: Pos = 'n',
): Sense | undefined {
  const own = new Set(contentWords(lemma));
  const ctx = context.filter((w) => !own.has(w));
  const synsets = wn.synsetsOf(lemma, pos);
  if (synsets.length === 1) return { lemma, synset: synsets[0]! };
  let best: Sense | undefined;
  let bestScore = -Infinity;
  synsets.forEach((synset, rank) => {
    const score = scoreSense(wn, lemma, synset, rank, ctx);
    if (score > bestScore) {
      bestScore = score;
      best = { lemma, synset };
    }
  });
  return best;
}
