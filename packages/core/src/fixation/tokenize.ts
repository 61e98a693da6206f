import { FIXATION_RATIO } from './constants.ts';
import { RENDER_HINTS } from './render-hints.ts';

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
 * - Chinese and Japanese have no spaces between words: a run of Han, Hiragana, Katakana or
 *   Hangul letters is split into words by `Intl.Segmenter` (ICU's dictionary), so fixation bolds
 *   the start of each word, not 40% of a whole clause. Korean puts spaces between words, so a
 *   Hangul run stays one word. See cjkWords() for how runs are cut to keep this linear.
 * - Everything else (spaces, newlines, punctuation, symbols, emoji) becomes "other" tokens, kept
 *   exactly as written.
 *
 * Why a character scan plus one regex: `Intl.Segmenter` is quadratic on long strings in Node 20
 * (200 KB took 13 s on the 2-core VM of docs/benchmarks.md), while a regex with no ambiguous
 * nested quantifiers is linear. The rules
 * live in the regex (WORDS below); tokenize() scans the text once with charCodeAt and handles the
 * common case itself (words and separators made of plain ASCII), and hands every word that touches
 * a non-ASCII character to the same regex, anchored where the word starts. Scanning also lets each
 * word and separator be looked up by its slice of the text (hash + compare) without creating a
 * string for it: only the first occurrence of each distinct token is sliced. Measured ~2x faster
 * than matching WORDS globally and following each match with a Map lookup per matched string and `indexOf` to recover
 * the separators. The property test and the rules tests cover both paths.
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

interface OtherToken {
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

// The `v`-flag patterns are built with `new RegExp` because the flag (set subtraction and
// intersection, Node 20+) is ES2024 syntax and the package targets ES2023 for type checking, and
// on first use because building one costs 5-20 ms (the browser works the Unicode sets out with
// its ICU data): a screen that imports this module should not pay that before it tokenises.
function lazyRegExp(source: string, flags: string): () => RegExp {
  let regex: RegExp | undefined;
  return () => (regex ??= new RegExp(source, flags));
}

// A word: the two alternatives are disjoint; the common one goes first (measured ~30% faster).
// ZWNJ/ZWJ are listed alone in WORD_CONT on purpose, as characters that continue a word.
const WORDS = `${WORD}|${CJK_START}${CJK_CONT}*`;

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

/** How many of `length` characters are bold: ceil(length × ratio), at least 1 (docs/product.md §5). */
export function boldLength(length: number, ratio: number): number {
  return Math.max(1, Math.ceil(length * ratio - EPSILON));
}

/** Number of user-perceived characters in a word (see CLUSTER for the approximation). */
export function perceivedLength(word: string): number {
  if (!NEEDS_CLUSTERING.test(word)) return word.length;
  return word.match(CLUSTER)?.length ?? 0;
}

/** Splits one word into its bold and normal parts. `ratio` must already be clamped. */
function splitWord(word: string, ratio: number): WordToken {
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
  // Natural text repeats itself (Zipf): ~290k tokens in 1 MB but ~20k distinct ones, so equal
  // words and separators share one frozen token object. That saves allocation and GC, the
  // dominant cost, and lets renderHtml escape each distinct token once. Caches live for one call.
  const table = new TokenTable(r);
  const cjkState = newCjkState();
  const tokens: FixationToken[] = [];
  const ids: number[] = [];
  const n = text.length;
  let gapStart = 0;
  let gapHash = FNV_OFFSET;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c < 128 ? ASCII[c]! < LETTER : !startsWord(text, i, c)) {
      gapHash = Math.imul(gapHash ^ c, FNV_PRIME);
      i++;
      continue;
    }
    if (gapStart < i) {
      const id = table.id(text, gapStart, i, gapHash, false);
      ids.push(id);
      tokens.push(table.tokens[id]!);
    }
    // A word starts at i. Plain ASCII words are scanned here; anything else goes to the regex.
    let end = -1;
    let hash = FNV_OFFSET;
    if (c < 128) {
      let j = i;
      for (;;) {
        const d = text.charCodeAt(j);
        const kind = d < 128 ? ASCII[d]! : NON_ASCII;
        if (kind >= LETTER) {
          hash = Math.imul(hash ^ d, FNV_PRIME);
          if (++j === n) {
            end = j;
            break;
          }
          continue;
        }
        if (kind === OTHER) {
          end = j;
          break;
        }
        if (kind === NON_ASCII) break;
        // An apostrophe, hyphen, dot or comma: part of the word only if a word part follows (and,
        // for a dot or comma, a digit on both sides).
        const next = j + 1 < n ? text.charCodeAt(j + 1) : 0;
        const joins = kind === JOINS || ASCII[text.charCodeAt(j - 1)] === DIGIT;
        if (next >= 128 && joins) break;
        if (joins && (kind === JOINS ? ASCII[next]! >= LETTER : ASCII[next] === DIGIT)) {
          hash = Math.imul(Math.imul(hash ^ d, FNV_PRIME) ^ next, FNV_PRIME);
          j += 2;
          if (j === n) {
            end = j;
            break;
          }
          continue;
        }
        end = j;
        break;
      }
    }
    if (end < 0) {
      // Always matches: a letter or digit starts a word (startsWord / the ASCII table said so).
      const wordAt = WORD_AT();
      wordAt.lastIndex = i;
      wordAt.test(text);
      end = wordAt.lastIndex;
      hash = hashRange(text, i, end);
    }
    if (c >= CJK_MIN && CJK_AT_TEST(text, i)) {
      for (const [start, stop] of cjkWords(text, i, end, cjkState)) {
        const id = table.id(text, start, stop, hashRange(text, start, stop), true);
        ids.push(id);
        tokens.push(table.tokens[id]!);
      }
    } else {
      const id = table.id(text, i, end, hash, true);
      ids.push(id);
      tokens.push(table.tokens[id]!);
    }
    i = gapStart = end;
    gapHash = FNV_OFFSET;
  }
  if (gapStart < n) {
    const id = table.id(text, gapStart, n, gapHash, false);
    ids.push(id);
    tokens.push(table.tokens[id]!);
  }
  RENDER_HINTS.set(tokens, { ids, distinct: table.tokens, pieces: [] });
  return tokens;
}

// Classes of ASCII code units for the fast path. Order matters: >= LETTER means "letter or digit".
const OTHER = 0;
const NON_ASCII = 1;
const JOINS = 2; // ' and -
const NUMBER_SEPARATOR = 3; // . and ,
const LETTER = 4;
const DIGIT = 5;
const ASCII = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  ASCII[c] = /[0-9]/.test(ch)
    ? DIGIT
    : /[A-Za-z]/.test(ch)
      ? LETTER
      : ch === "'" || ch === '-'
        ? JOINS
        : ch === '.' || ch === ','
          ? NUMBER_SEPARATOR
          : OTHER;
}

// The word regex anchored at lastIndex: used for every word that is not plain ASCII, so the rules
// above stay defined in one place. Every letter or digit starts a match, so a word found by the
// character scan starts exactly where the global match would have found it.
const WORD_AT = lazyRegExp(WORDS, 'yv');
const WORD_START_AT = /[\p{L}\p{N}]/uy;
// Non-ASCII BMP code units seen so far: 0 unknown, 1 starts a word, 2 does not.
const BMP_STARTS = new Uint8Array(65536);

/** True when a word starts at `i` (whose code unit `c` is not ASCII). */
function startsWord(text: string, i: number, c: number): boolean {
  if (c >= 0xd800 && c <= 0xdfff) {
    // A trail surrogate never starts a match; a lead one only as part of a letter or digit pair.
    if (c >= 0xdc00) return false;
    WORD_START_AT.lastIndex = i;
    return WORD_START_AT.test(text);
  }
  let known = BMP_STARTS[c]!;
  if (known === 0) {
    WORD_START_AT.lastIndex = 0;
    known = BMP_STARTS[c] = WORD_START_AT.test(String.fromCharCode(c)) ? 1 : 2;
  }
  return known === 1;
}

/** Below U+1100 (Hangul Jamo) no code unit starts a CJK word: skips the check for most text. */
const CJK_MIN = 0x1100;
const CJK_AT = lazyRegExp(CJK_START, 'yv');
function CJK_AT_TEST(text: string, i: number): boolean {
  const cjkAt = CJK_AT();
  cjkAt.lastIndex = i;
  return cjkAt.test(text);
}

/**
 * Longest piece of text handed to Intl.Segmenter at once. Its cost grows faster than the length
 * of what it is given in Node 20 (quadratic on long strings), so the text is segmented in windows
 * of at most this many characters, each ending at punctuation or a space when there is one (CJK
 * runs never cross those); only a run with no break for this long is cut mid-word.
 */
export const CJK_SEGMENT_MAX = 2_000;
const HANGUL_ONLY = /^[\p{scx=Hangul}\p{M}]+$/u;
const LETTER_AT = /[\p{L}\p{N}]/uy;
const RUN_CHAR_AT = lazyRegExp(CJK_CONT, 'yv');
let wordSegmenter: Intl.Segmenter | null | undefined;

/** One segmented window of the text, shared by the CJK runs inside it (one Segmenter call). */
interface SegmentWindow {
  start: number;
  end: number;
  /** Segment starts inside the window, ascending, then `end`. */
  cuts: number[];
  /** Index into cuts where the last lookup stopped (runs are visited in text order). */
  next: number;
}

// Code units by what a segment window may contain: 0 unknown, 1 part of a CJK run, 2 a letter or
// digit of another script (ends the window: those words are the character scan's), 3 anything
// else (punctuation, spaces, symbols: a window may cross them and end after them).
const IN_RUN = 1;
const OTHER_LETTER = 2;
const BREAK = 3;
const WINDOW_CLASS = new Uint8Array(65536);

function windowClass(text: string, k: number): number {
  const c = text.charCodeAt(k);
  if (c >= 0xd800 && c <= 0xdfff) {
    const runCharAt = RUN_CHAR_AT();
    runCharAt.lastIndex = k;
    if (runCharAt.test(text)) return IN_RUN;
    LETTER_AT.lastIndex = k;
    return LETTER_AT.test(text) ? OTHER_LETTER : BREAK;
  }
  let known = WINDOW_CLASS[c]!;
  if (known === 0) {
    const ch = String.fromCharCode(c);
    const runCharAt = RUN_CHAR_AT();
    runCharAt.lastIndex = 0;
    LETTER_AT.lastIndex = 0;
    known = WINDOW_CLASS[c] = runCharAt.test(ch)
      ? IN_RUN
      : LETTER_AT.test(ch)
        ? OTHER_LETTER
        : BREAK;
  }
  return known;
}

/**
 * Segments the CJK text from `from`: up to the first letter of another script, at most
 * CJK_SEGMENT_MAX characters, and when cut by that length, back to the last punctuation or space.
 */
function segmentWindow(text: string, from: number, segmenter: Intl.Segmenter): SegmentWindow {
  const cap = Math.min(text.length, from + CJK_SEGMENT_MAX);
  let to = from;
  let lastBreak = -1;
  while (to < cap) {
    const kind = windowClass(text, to);
    if (kind === OTHER_LETTER) break;
    if (kind === BREAK) lastBreak = to;
    to++;
  }
  if (to === cap && cap < text.length && windowClass(text, cap) === IN_RUN && lastBreak > from) {
    to = lastBreak + 1;
  }
  const last = text.charCodeAt(to - 1);
  if (to < text.length && last >= 0xd800 && last <= 0xdbff) to++; // keep surrogate pairs whole
  const cuts: number[] = [];
  for (const segment of segmenter.segment(text.slice(from, to))) cuts.push(from + segment.index);
  cuts.push(to);
  return { start: from, end: to, cuts, next: 0 };
}

/**
 * How many CJK characters one tokenize call segments with Intl.Segmenter. Node 20's Segmenter
 * costs a few microseconds per word, so 2,000,000 characters of Chinese would take seconds more
 * than the rest of the work; past this budget (about 25 pages of Chinese, more than most articles)
 * runs are cut by script and length instead (scriptWords). Repeated short runs are segmented once.
 */
export const CJK_SEGMENT_BUDGET = 50_000;
/** Runs up to this long are segmented on their own and remembered (natural text repeats them). */
const SHORT_RUN = 24;

interface CjkState {
  window: SegmentWindow | null;
  /** Word lengths of short runs already segmented in this call. */
  cache: Map<string, number[]>;
  /** Characters the Segmenter may still be given in this call. */
  budget: number;
}

const newCjkState = (): CjkState => ({
  window: null,
  cache: new Map(),
  budget: CJK_SEGMENT_BUDGET,
});

function segmenterFor(): Intl.Segmenter | null {
  wordSegmenter ??=
    typeof Intl !== 'undefined' && 'Segmenter' in Intl
      ? new Intl.Segmenter(undefined, { granularity: 'word' })
      : null;
  return wordSegmenter;
}

/**
 * Word boundaries [start, end) inside the CJK run text[start..end), in order, covering it. Pass
 * the same `state` for the runs of one text, in order, so windows and short runs are reused.
 */
export function cjkWords(
  text: string,
  start: number,
  end: number,
  state: CjkState = newCjkState(),
): [number, number][] {
  const segmenter = segmenterFor();
  const length = end - start;
  if (length <= SHORT_RUN) {
    const run = text.slice(start, end);
    // Korean separates words with spaces: a Hangul run already is one word.
    if (HANGUL_ONLY.test(run)) return [[start, end]];
    let lengths = state.cache.get(run);
    if (!lengths) {
      if (!segmenter || state.budget <= 0) return scriptWords(text, start, end);
      state.budget -= length;
      lengths = [];
      for (const segment of segmenter.segment(run)) {
        // A segment that starts with a mark (not a letter) stays with the word before it.
        LETTER_AT.lastIndex = segment.index;
        if (lengths.length && !LETTER_AT.test(run))
          lengths[lengths.length - 1]! += segment.segment.length;
        else lengths.push(segment.segment.length);
      }
      state.cache.set(run, lengths);
    }
    const words: [number, number][] = [];
    let s = start;
    for (const n of lengths) {
      words.push([s, s + n]);
      s += n;
    }
    return words;
  }
  if (!segmenter || state.budget <= 0) return scriptWords(text, start, end);
  const words: [number, number][] = [];
  let s = start;
  while (s < end) {
    let w = state.window;
    if (!w || s < w.start || s >= w.end) {
      if (state.budget <= 0) {
        for (const word of scriptWords(text, s, end)) words.push(word);
        break;
      }
      w = state.window = segmentWindow(text, s, segmenter);
      state.budget -= w.end - w.start;
    }
    while (w.cuts[w.next]! <= s) w.next++;
    let e = Math.min(w.cuts[w.next]!, end);
    // A segment that starts with a mark (not a letter) stays with the word before it.
    for (;;) {
      if (e >= end) break;
      LETTER_AT.lastIndex = e;
      if (LETTER_AT.test(text)) break;
      while (w.cuts[w.next]! <= e) w.next++;
      e = Math.min(w.cuts[w.next]!, end);
    }
    words.push([s, e]);
    s = e;
  }
  return words;
}

/** Combining marks that occur inside CJK runs (kana voicing marks, variation selectors, accents). */
const isMarkUnit = (c: number) =>
  (c >= 0x0300 && c <= 0x036f) ||
  (c >= 0x3099 && c <= 0x309a) ||
  (c >= 0xfe00 && c <= 0xfe0f) ||
  (c >= 0x302a && c <= 0x302f) ||
  (c >= 0x20d0 && c <= 0x20ff);

/** Script of a CJK code unit for scriptWords: 1 Hiragana, 2 Katakana, 3 Hangul, 4 Han/other. */
function scriptOf(c: number): number {
  if (c >= 0x3040 && c <= 0x309f) return 1;
  if ((c >= 0x30a0 && c <= 0x30ff) || (c >= 0x31f0 && c <= 0x31ff) || (c >= 0xff66 && c <= 0xff9f))
    return 2;
  if ((c >= 0xac00 && c <= 0xd7af) || (c >= 0x1100 && c <= 0x11ff) || (c >= 0x3130 && c <= 0x318f))
    return 3;
  return 4;
}

/**
 * The fallback without a dictionary: a new word where the script changes (kanji → kana) and
 * every two Han characters (the most common length of a Chinese word). Marks and the second
 * half of a surrogate pair stay with the character before them.
 */
export function scriptWords(text: string, start: number, end: number): [number, number][] {
  const words: [number, number][] = [];
  let s = start;
  let script = scriptOf(text.charCodeAt(start));
  let letters = 0;
  for (let k = start; k < end; k++) {
    const c = text.charCodeAt(k);
    if (c >= 0xdc00 && c <= 0xdfff) continue;
    if (k > start && isMarkUnit(c)) continue;
    const next = scriptOf(c);
    if (k > s && (next !== script || (script === 4 && letters === 2))) {
      words.push([s, k]);
      s = k;
      letters = 0;
    }
    script = next;
    letters++;
  }
  words.push([s, end]);
  return words;
}

const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

function hashRange(text: string, start: number, end: number): number {
  let hash = FNV_OFFSET;
  for (let k = start; k < end; k++) hash = Math.imul(hash ^ text.charCodeAt(k), FNV_PRIME);
  return hash;
}

/**
 * Distinct tokens of one call, found by a slice of the text without creating a string for it:
 * open addressing on the FNV-1a hash, confirmed by comparing the text. A word and a separator can
 * never be equal strings (a word starts with a letter or digit, a separator has none).
 */
class TokenTable {
  readonly tokens: FixationToken[] = [];
  private readonly keys: string[] = [];
  private readonly hashes: number[] = [];
  private slots = new Int32Array(1024);
  private mask = 1023;

  constructor(private readonly ratio: number) {}

  id(text: string, start: number, end: number, hash: number, word: boolean): number {
    const length = end - start;
    const mixed = hash ^ (hash >>> 15);
    let slot = mixed & this.mask;
    for (;;) {
      const stored = this.slots[slot]!;
      if (stored === 0) break;
      const id = stored - 1;
      if (this.hashes[id] === hash) {
        const key = this.keys[id]!;
        if (key.length === length && text.startsWith(key, start)) return id;
      }
      slot = (slot + 1) & this.mask;
    }
    const key = text.slice(start, end);
    const id = this.tokens.length;
    this.tokens.push(
      word
        ? Object.freeze(splitWord(key, this.ratio))
        : Object.freeze<OtherToken>({ type: 'other', content: key }),
    );
    this.keys.push(key);
    this.hashes.push(hash);
    this.slots[slot] = id + 1;
    if (this.tokens.length * 2 > this.mask) this.grow();
    return id;
  }

  private grow(): void {
    const size = this.slots.length * 2;
    this.slots = new Int32Array(size);
    this.mask = size - 1;
    for (let id = 0; id < this.hashes.length; id++) {
      const hash = this.hashes[id]!;
      let slot = (hash ^ (hash >>> 15)) & this.mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & this.mask;
      this.slots[slot] = id + 1;
    }
  }
}

/** The exact text a token stands for. */
export function tokenText(token: FixationToken): string {
  return token.type === 'word' ? token.original : token.content;
}
