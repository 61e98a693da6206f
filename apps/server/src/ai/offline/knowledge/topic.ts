import { baseForms } from './morphology.ts';
import { chooseSense, contentWords, type Sense } from './sense.ts';
import type { Pos, WordNet } from './wordnet.ts';

// Turns what a student types ("the basics of photosynthesis", "Python programming", "supply and
// demand") into WordNet senses. The whole phrase is tried first (WordNet has "French Revolution",
// "plate tectonics", "World War II"); otherwise every word run that WordNet knows becomes a
// concept and the most specific one leads: multi-word terms first, then words with fewer senses
// ("photosynthesis" over "plants", "programming" over "python"). The others stay as concepts of
// their own and as context for choosing each other's sense.

export interface ResolvedTopic {
  /** The topic as typed, tidied for display ("the French Revolution"). */
  display: string;
  primary: Sense;
  others: Sense[];
  /** Content words of the whole topic plus any outside context, for sense choice. */
  context: string[];
}

const LEAD_IN =
  /^(?:(?:an?|the)\s+)?(?:(?:basic|basics|fundamentals|principles|introduction|intro|overview|essentials|summary|history|study|notes|lesson|lessons|unit)\s+(?:on|of|to|about|in)\s+|(?:what|who|how)\s+(?:is|are|was|were|does|do)\s+|learn(?:ing)?\s+about\s+|about\s+)/;
const ARTICLE = /^(?:the|a|an)\s+/;
const SEPARATORS = new Set(
  'and or in of for on with vs versus to from by during between at into about within under over the a an its their how why what when where who is are was were does do'.split(
    ' ',
  ),
);
// Words that say what kind of study this is rather than what it is about.
const GENERIC = new Set(
  'basics basic introduction intro overview history causes cause effects effect types type role importance process structure function functions theory concept concepts study notes lesson unit chapter part'.split(
    ' ',
  ),
);

export function tidyTopic(topic: string): string {
  return topic
    .normalize('NFKC')
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/^[\s"'“”‘’([{]+|[\s"'“”‘’)\]}.?!:;,]+$/g, '')
    .trim();
}

function lookupPhrase(wn: WordNet, phrase: string): { lemma: string; pos: Pos } | undefined {
  for (const pos of ['n', 'v', 'a'] as const) {
    for (const variant of new Set([phrase, phrase.replace(/-/g, ' '), phrase.replace(/ /g, '-')])) {
      const [base] = baseForms(wn, variant, pos);
      if (base) return { lemma: base, pos };
    }
  }
  return undefined;
}

interface Candidate {
  lemma: string;
  pos: Pos;
  words: number;
  order: number;
}

function findConcepts(wn: WordNet, text: string): Candidate[] {
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu) ?? [];
  const segments: string[][] = [[]];
  for (const word of words) {
    const w = word.replace(/[.]+$/, '').toLowerCase();
    if (SEPARATORS.has(w)) segments.push([]);
    else segments[segments.length - 1]!.push(w);
  }
  const found: Candidate[] = [];
  for (const segment of segments) {
    const used = new Array<boolean>(segment.length).fill(false);
    // Longest word runs first, so "black hole" wins over "black" and "hole".
    for (let n = segment.length; n >= 1; n--) {
      for (let i = 0; i + n <= segment.length; i++) {
        if (used.slice(i, i + n).some(Boolean)) continue;
        const phrase = segment.slice(i, i + n).join(' ');
        if (n === 1 && (phrase.length < 3 || /^\d+$/.test(phrase))) continue;
        const hit = lookupPhrase(wn, phrase);
        if (!hit) continue;
        for (let k = i; k < i + n; k++) used[k] = true;
        found.push({ ...hit, words: n, order: found.length });
      }
    }
  }
  return found;
}

function specificity(wn: WordNet, c: Candidate): number {
  const senses = wn.offsets(c.lemma, c.pos).length;
  return (
    c.words * 10 -
    senses -
    (GENERIC.has(c.lemma) ? 20 : 0) -
    (c.pos === 'n' ? 0 : 5) -
    c.order * 0.1
  );
}

/** The senses a topic is about, or undefined when WordNet knows none of its words. */
export function resolveTopic(
  wn: WordNet,
  topic: string,
  outsideContext: readonly string[] = [],
): ResolvedTopic | undefined {
  const display = tidyTopic(topic);
  let text = display.toLowerCase().replace(ARTICLE, '');
  const context = [...contentWords(text), ...outsideContext];
  const whole = lookupPhrase(wn, text);
  let candidates: Candidate[];
  if (whole && whole.lemma.includes(' ')) {
    candidates = [{ ...whole, words: 9, order: 0 }];
  } else {
    for (let i = 0; i < 3 && LEAD_IN.test(text); i++) text = text.replace(LEAD_IN, '');
    const direct = lookupPhrase(wn, text);
    candidates = direct ? [{ ...direct, words: 9, order: 0 }] : findConcepts(wn, text);
  }
  const ranked = [...candidates].sort((a, b) => specificity(wn, b) - specificity(wn, a));
  // A generic word ("causes of ...") may lead only when nothing else was found.
  if (ranked.length > 1)
    ranked.splice(1, ranked.length, ...ranked.slice(1).filter((c) => !GENERIC.has(c.lemma)));
  const senses = ranked
    .map((c) => chooseSense(wn, c.lemma, context, c.pos))
    .filter((s): s is Sense => s !== undefined);
  const [primary, ...others] = senses;
  if (!primary) return undefined;
  return { display, primary, others, context };
}

/** A lemma as a label: WordNet's own capitalisation for proper names, otherwise as written. */
export function lemmaLabel(sense: Sense): string {
  const wanted = sense.lemma.toLowerCase();
  return sense.synset.lemmas.find((l) => l.toLowerCase() === wanted) ?? sense.lemma;
}
