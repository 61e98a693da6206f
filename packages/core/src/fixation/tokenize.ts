import { FIXATION_RATIO } from './constants.ts';

/**
 * Fixation tokenizer: splits a text into words (whose first part is shown in bold) and everything
 * else, so that joining every token's text gives back the input exactly, code unit for code unit.
 *
 * What counts as a word (decisions, see the tests for examples):
 * - A word starts with a letter or a digit (\p{L}, \p{N}) and goes on with letters, digits,
 *   combining marks (\p{M}: accents, Indic vowel signs, variation selectors, keycaps) and the
 *   invisible joiners ZWNJ/ZWJ and the soft hyphen, which sit inside Persian, Indic and hyphenated
 *   words. A mark is never split from the letter it sits on.
 * - Apostrophes (' and ’) and hyphens (-, U+2010, U+2011) join two word parts when they have a
 *   letter or digit on BOTH sides: "don't", "l’homme", "well-known" and "state-of-the-art" are each
 *   one word (one word to read, one to count). A leading or trailing one ("'quoted'", "students'")
 *   stays punctuation.
 * - A dot or comma between two digits joins a number: "3.14" and "1,000" are one word.
 * - A run of Han, Hiragana, Katakana or Hangul letters is one word token as a whole (those
 *   scripts have no spaces between words to split on); its bold part is computed the same way.
 * - Everything else (spaces, newlines, punctuation, symbols, emoji) becomes "other" tokens, kept
 *   exactly as written.
 *
 * Why one global regex: `Intl.Segmenter` is quadratic on long strings in Node 20 (see
 * ARCHITECTURE.md), while a regex with no ambiguous nested quantifiers is linear. `match` with the
 * g flag finds every word in one native call (measured faster than `split` with a capture group,
 * and several times faster than an `exec` loop, which allocates a match object per token); the
 * separators are then recovered with `indexOf`, which finds each word right where it matched.
 */

export interface WordToken {
  readonly type: 'word';
  /** The word as written. */
  readonly original: string;
  /** The leading part shown in bold: ceil(length × ratio) user-perceived characters, at least 1. */
  readonly bold: string;
  /** The rest of the word (may be empty). */
  readonly normal: string;
}

export interface OtherToken {
  readonly type: 'other';
  /** Spaces, punctuation, symbols, emoji: anything that is not a word, exactly as written. */
  readonly content: string;
}

export type FixationToken = WordToken | OtherToken;

// The four East Asian scripts by Script_Extensions, so that marks such as the prolonged sound mark
// (ー, Script=Common) and the voicing marks stay inside a Japanese run.
const CJK = String.raw`[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]`;
const CJK_START = String.raw`[[\p{L}\p{N}]&&${CJK}]`;
const CJK_CONT = String.raw`[[[\p{L}\p{N}]&&${CJK}]\p{M}]`;
const WORD_START = String.raw`[[\p{L}\p{N}]--${CJK}]`;
const WORD_CONT = String.raw`[[[\p{L}\p{N}]--${CJK}]\p{M}\u200C\u200D\u00AD]`;
const PART = `${WORD_START}${WORD_CONT}*`;
const JOINER = String.raw`['\u2019\-\u2010\u2011]`;
// Each iteration must consume a joiner first, so the pattern has one way to match a given word
// and cannot backtrack exponentially.
const WORD = String.raw`${PART}(?:${JOINER}${PART}|(?<=\p{Nd})[.,](?=\p{Nd})${PART})*`;

// Built with `new RegExp` because the `v` flag (set subtraction and intersection, Node 20+) is
// ES2024 syntax and the package targets ES2023 for type checking.
// The two alternatives are disjoint; the common one goes first (measured ~30% faster).
// eslint-disable-next-line no-misleading-character-class -- ZWNJ/ZWJ are listed alone on purpose, as characters that continue a word
const WORDS = new RegExp(`${WORD}|${CJK_START}${CJK_CONT}*`, 'gv');
const CJK_TEST = new RegExp(`^${CJK_START}`, 'v');

// Code points that make "one code unit = one character" false: combining marks, joiners, astral
// characters (surrogate pairs).
const NEEDS_CLUSTERING = /[\p{M}\u{10000}-\u{10FFFF}]|\u200C|\u200D/u;
// One user-perceived character, approximated: a code point and the marks/joiners after it. Good
// enough inside words; full UAX #29 rules (Indic conjuncts, Hangul jamo) are not needed to avoid
// splitting a base letter from its accent or a surrogate pair.
const CLUSTER = /[^](?:\p{M}|\u200C|\u200D)*/gu;

// Floating-point products such as 10 × 0.7 = 7.000000000000001 must not round up a whole letter.
const EPSILON = 1e-9;

/**
 * Clamps a ratio into FIXATION_RATIO (0.1..0.8), so a slider or a stored preference slightly out of
 * range still renders; the API rejects out-of-range values earlier with a 422. NaN and infinities
 * are programming errors and throw.
 */
export function clampRatio(ratio: number): number {
  if (!Number.isFinite(ratio)) {
    throw new RangeError(`The fixation ratio must be a finite number, got ${String(ratio)}.`);
  }
  return Math.min(FIXATION_RATIO.max, Math.max(FIXATION_RATIO.min, ratio));
}

/** How many of `length` characters are bold: ceil(length × ratio), at least 1 (spec §5). */
export function boldLength(length: number, ratio: number): number {
  return Math.max(1, Math.ceil(length * ratio - EPSILON));
}

/** True when a word token is a Han/Kana/Hangul run rather than a space-separated word. */
export function isCjkWord(word: string): boolean {
  return CJK_TEST.test(word);
}

/** Number of user-perceived characters in a word (see CLUSTER for the approximation). */
export function perceivedLength(word: string): number {
  if (!NEEDS_CLUSTERING.test(word)) return word.length;
  return word.match(CLUSTER)?.length ?? 0;
}

/** Splits one word into its bold and normal parts. `ratio` must already be clamped. */
export function splitWord(word: string, ratio: number): WordToken {
  let cut: number;
  if (!NEEDS_CLUSTERING.test(word)) {
    cut = boldLength(word.length, ratio);
  } else {
    const clusters = word.match(CLUSTER) ?? [];
    const count = boldLength(clusters.length, ratio);
    cut = 0;
    for (let i = 0; i < count; i++) cut += clusters[i]!.length;
  }
  return { type: 'word', original: word, bold: word.slice(0, cut), normal: word.slice(cut) };
}

/**
 * Tokenizes `text` for fixation reading. `ratio` is clamped into 0.1..0.8 (see clampRatio).
 * Invariant: `tokens.map(tokenText).join('') === text`. Tokens are frozen, and equal words share
 * one token object: treat them as values (copy before changing one).
 */
export function tokenize(text: string, ratio: number = FIXATION_RATIO.default): FixationToken[] {
  const r = clampRatio(ratio);
  const found = text.match(WORDS) ?? [];
  const tokens: FixationToken[] = [];
  // Natural text repeats itself (Zipf): ~290k tokens in 1 MB but ~20k distinct ones, so equal
  // words and separators share one frozen token object. That saves allocation and GC, the
  // dominant cost, and lets renderHtml escape each distinct token once. Caches live for one call.
  const words = new Map<string, WordToken>();
  const others = new Map<string, OtherToken>();
  let pos = 0;
  for (let i = 0; i < found.length; i++) {
    const word = found[i]!;
    // Every letter or digit starts a match, so the gap before this word holds none and the first
    // occurrence of the word from `pos` is exactly where the regex matched it.
    const at = text.indexOf(word, pos);
    if (at > pos) tokens.push(other(others, text.slice(pos, at)));
    let token = words.get(word);
    if (token === undefined) {
      token = Object.freeze(splitWord(word, r));
      words.set(word, token);
    }
    tokens.push(token);
    pos = at + word.length;
  }
  if (pos < text.length) tokens.push(other(others, text.slice(pos)));
  return tokens;
}

function other(cache: Map<string, OtherToken>, content: string): OtherToken {
  let token = cache.get(content);
  if (token === undefined) {
    token = Object.freeze<OtherToken>({ type: 'other', content });
    cache.set(content, token);
  }
  return token;
}

/** The exact text a token stands for. */
export function tokenText(token: FixationToken): string {
  return token.type === 'word' ? token.original : token.content;
}
