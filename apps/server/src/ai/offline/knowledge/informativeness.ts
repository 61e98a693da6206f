import { baseForms } from './morphology.ts';
import { isStopword, words, type Lang, type Sentence } from './notes.ts';
import { wordnet, type Pos } from './wordnet.ts';

// How much a word tells: the term to blank in a cloze card is the most informative one of its
// sentence, not the most frequent. Two measures, both free of any download:
// - rarity within the notes (inverse sentence frequency), in every language: a word in every
//   sentence ("memory" in notes on memory) is the topic, not the fact being tested;
// - for English, how common the word is in general, read from WordNet's sense counts (a word
//   with many senses, such as "make", "take" or "happen", is everyday vocabulary; "thylakoid" or
//   "chloroplast" has one or none).
// Two-word terms ("standard deviation", "calvin cycle") count as one when WordNet knows them or
// the notes use them more than once.

export interface Informativeness {
  ofWord(word: string): number;
  ofPhrase(phrase: string): number;
  /** Two-word terms in `text`, with their positions. */
  phrasesIn(text: string): [string, number][];
}

const POSES: Pos[] = ['n', 'v', 'a', 'r'];
// WordNet never changes, so a word's commonness is kept across requests (bounded).
const COMMONNESS_CACHE_MAX = 50_000;
const commonnessCache = new Map<string, number>();

function generalCommonness(word: string): number {
  const cached = commonnessCache.get(word);
  if (cached !== undefined) return cached;
  if (commonnessCache.size >= COMMONNESS_CACHE_MAX) commonnessCache.clear();
  const value = lookUpCommonness(word);
  commonnessCache.set(word, value);
  return value;
}

function lookUpCommonness(word: string): number {
  const wn = wordnet();
  let senses = 0;
  for (const pos of POSES) {
    const [base] = baseForms(wn, word, pos);
    if (base) senses += wn.offsets(base, pos).length;
  }
  return Math.log2(1 + senses);
}

export function informativeness(sentences: readonly Sentence[], lang: Lang): Informativeness {
  const df = new Map<string, number>();
  const pairs = new Map<string, number>();
  for (const s of sentences) {
    const ws = words(s.text).map((w) => w.toLowerCase());
    for (const w of new Set(ws)) df.set(w, (df.get(w) ?? 0) + 1);
    for (let i = 0; i + 1 < ws.length; i++) {
      const pair = `${ws[i]} ${ws[i + 1]}`;
      pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
    }
  }
  const n = sentences.length;
  const commonness = (w: string) => (lang === 'en' ? generalCommonness(w) : 0);
  const ofWord = (word: string) => {
    const w = word.toLowerCase();
    if (isStopword(w) || w.length < 3) return 0;
    const idf = Math.log((n + 1) / (df.get(w) ?? 1));
    return idf * (0.6 + Math.min(w.length, 12) / 15) - 0.35 * commonness(w);
  };
  const known = (pair: string) => {
    if ((pairs.get(pair) ?? 0) >= 2) return true;
    if (lang !== 'en') return false;
    const wn = wordnet();
    return baseForms(wn, pair, 'n').length > 0;
  };
  return {
    ofWord,
    ofPhrase(phrase) {
      const content = words(phrase).filter((w) => !isStopword(w));
      if (!content.length) return 0;
      return content.reduce((sum, w) => sum + ofWord(w), 0) / content.length + 0.5;
    },
    phrasesIn(text) {
      const out: [string, number][] = [];
      const re = /[\p{L}][\p{L}\p{N}’'-]*\s+[\p{L}][\p{L}\p{N}’'-]*/gu;
      // Every adjacent pair, overlapping: "the calvin cycle" gives "the calvin", "calvin cycle".
      for (let at = 0; at < text.length;) {
        re.lastIndex = at;
        const m = re.exec(text);
        if (!m) break;
        const [first, second] = m[0].split(/\s+/) as [string, string];
        const pair = `${first} ${second}`.toLowerCase();
        if (!isStopword(first) && !isStopword(second) && known(pair)) out.push([m[0], m.index]);
        at = m.index + first.length + 1;
      }
      return out;
    },
  };
}
