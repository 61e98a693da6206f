import type { FixationToken } from './tokenize.ts';

/**
 * Word count, character count and reading-time estimates for a processed text.
 *
 * Honesty rule: we do not claim fixation bolding makes anyone read faster. Studies of "bionic
 * reading" have not shown a reliable speed-up, so without a personal measurement the fixation
 * estimate equals the normal one and time_saved is 0. Only a reader's own measured speeds
 * ({ plainWpm, fixationWpm }) can show a difference, and then it is shown as measured, even when
 * negative (fixation slower).
 */

/** Average adult silent reading speed for English non-fiction, in words per minute. */
export const AVERAGE_READING_WPM = 238;

/** Where AVERAGE_READING_WPM comes from; shown next to the estimate. */
export const READING_SPEED_SOURCE =
  'Brysbaert, M. (2019). How many words do we read per minute? A review and meta-analysis of ' +
  'reading rate. Journal of Memory and Language, 109, 104047. ' +
  'https://doi.org/10.1016/j.jml.2019.104047 (238 words per minute, silent reading, non-fiction).';

/** A reader's own measured speeds, in words per minute, without and with fixation bolding. */
export interface PersonalReadingSpeed {
  plainWpm: number;
  fixationWpm: number;
}

export interface Minutes {
  minutes: number;
}

export interface FixationAnalysis {
  word_count: number;
  char_count: number;
  estimated_reading_time: {
    normal: Minutes;
    fixation: Minutes;
    time_saved: Minutes;
  };
}

const SURROGATE_PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;

/**
 * Words to read: one per word token. A space-separated word (including "don't", "well-known",
 * "3.14") is one; Chinese and Japanese are counted by the same word segmentation that fixation
 * marks (see tokenize), so the analysis and the bolding agree; a Korean word between spaces is one.
 */
export function countWords(tokens: readonly FixationToken[]): number {
  let count = 0;
  for (const token of tokens) if (token.type === 'word') count += 1;
  return count;
}

/**
 * Characters in the text, spaces and punctuation included, counted as Unicode code points (an
 * emoji is 1, not the 2 UTF-16 units of `length`); what `len()` returns in Python, which the
 * original service used.
 */
export function countChars(text: string): number {
  return text.length - (text.match(SURROGATE_PAIR)?.length ?? 0);
}

/** Minutes are rounded to one decimal (6 s): finer precision would be false accuracy. */
export function roundMinutes(minutes: number): number {
  const rounded = Math.round(minutes * 10) / 10;
  return rounded === 0 ? 0 : rounded; // never -0
}

function checkSpeed(name: string, wpm: number): void {
  if (!Number.isFinite(wpm) || wpm <= 0) {
    throw new RangeError(`${name} must be a positive number of words per minute.`);
  }
}

/**
 * Analyses a processed text. `readingSpeed` is the reader's own measurement, if any; without it
 * both estimates use AVERAGE_READING_WPM and time_saved is 0 (see the honesty rule above).
 */
export function analyse(
  text: string,
  tokens: readonly FixationToken[],
  readingSpeed?: PersonalReadingSpeed,
): FixationAnalysis {
  const words = countWords(tokens);
  let plainWpm = AVERAGE_READING_WPM;
  let fixationWpm = AVERAGE_READING_WPM;
  if (readingSpeed) {
    checkSpeed('The plain reading speed', readingSpeed.plainWpm);
    checkSpeed('The fixation reading speed', readingSpeed.fixationWpm);
    plainWpm = readingSpeed.plainWpm;
    fixationWpm = readingSpeed.fixationWpm;
  }
  const normal = roundMinutes(words / plainWpm);
  const fixation = roundMinutes(words / fixationWpm);
  return {
    word_count: words,
    char_count: countChars(text),
    estimated_reading_time: {
      normal: { minutes: normal },
      fixation: { minutes: fixation },
      // From the rounded figures, so the three numbers shown always add up.
      time_saved: { minutes: roundMinutes(normal - fixation) },
    },
  };
}
