import { baseForms } from './morphology.ts';
import type { WordNet } from './wordnet.ts';

// "Did you mean": a word the dictionary doesn't know that is one edit (a letter dropped, added,
// swapped or changed) away from one it does. Only a suggestion in the refusal, never used silently:
// "photosyntesis" gets "Did you mean photosynthesis?", not a map of whatever was closest.

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const POSES = ['n', 'v', 'a', 'r'] as const;

function known(wn: WordNet, word: string): boolean {
  return POSES.some((pos) => baseForms(wn, word, pos).length > 0);
}

// Cheap test for the hundreds of edits of a word: the raw lemma list plus the commonest plural
// endings; the real morphology runs only on the few that pass.
function maybeKnown(lemmas: Set<string>, word: string): boolean {
  if (lemmas.has(word)) return true;
  for (const [suffix, base] of [
    ['s', ''],
    ['es', ''],
    ['ies', 'y'],
    ['a', 'um'],
    ['a', 'on'],
    ['i', 'us'],
  ] as const) {
    if (word.endsWith(suffix) && lemmas.has(word.slice(0, -suffix.length) + base)) return true;
  }
  return false;
}

function* edits(word: string): Generator<string> {
  for (let i = 0; i <= word.length; i++) {
    const [a, b] = [word.slice(0, i), word.slice(i)];
    if (b) yield a + b.slice(1);
    if (b.length > 1) yield a + b[1] + b[0] + b.slice(2);
    for (const c of LETTERS) {
      if (b) yield a + c + b.slice(1);
      yield a + c + b;
    }
  }
}

/** A corrected form of one word, preferring the one with most senses (the commonest word). */
function correctWord(wn: WordNet, word: string): string | undefined {
  if (word.length < 4 || known(wn, word)) return undefined;
  const lemmas = wn.allLemmas();
  let best: string | undefined;
  let bestSenses = 0;
  for (const candidate of new Set(edits(word))) {
    if (!maybeKnown(lemmas, candidate) || !known(wn, candidate)) continue;
    const senses =
      POSES.reduce((n, pos) => n + (baseForms(wn, candidate, pos).length ? 1 : 0), 0) || 1;
    if (senses > bestSenses) {
      best = candidate;
      bestSenses = senses;
    }
  }
  return best;
}

/** `text` with the misspelt word of `part` corrected, when exactly that fixes it. */
export function spellingSuggestion(wn: WordNet, text: string, part: string): string | undefined {
  const words = part.split(' ');
  const unknown = words.filter((w) => !known(wn, w));
  if (unknown.length !== 1) return undefined;
  const fixed = correctWord(wn, unknown[0]!);
  if (!fixed) return undefined;
  const fixedPart = words.map((w) => (w === unknown[0] ? fixed : w)).join(' ');
  return text.replace(part, fixedPart);
}
