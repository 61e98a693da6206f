import type { PersonalReadingSpeed } from '@quietdesk/core/fixation/analysis';
import { countWords } from '@quietdesk/core/fixation/analysis';
import { tokenize } from '@quietdesk/core/fixation/tokenize';
import { dateFormat } from '~/lib/date-format';
import { PERSONAL_KEYS } from '~/lib/storage';

/**
 * Personal reading-speed check: one passage read plainly, a different passage of similar length
 * and difficulty read with fixation bolding, each timed, each followed by one comprehension
 * question. The two passages are neutral, factual explanations of a natural phenomenon, written
 * for this check.
 */
interface SpeedPassage {
  id: 'tides' | 'rainbows';
  title: string;
  text: string;
  question: string;
  options: readonly string[];
  answer: number;
}

export const PASSAGES: readonly [SpeedPassage, SpeedPassage] = [
  {
    id: 'tides',
    title: 'Why the sea has tides',
    text:
      'Tides are the regular rise and fall of the sea along the coast. Most shores see two high ' +
      'tides and two low tides in a little more than a day, about twenty-four hours and fifty ' +
      'minutes. The main cause is the gravity of the Moon. The Moon pulls on the whole Earth, but ' +
      'it pulls a little harder on the side facing it and a little less on the far side. This ' +
      'difference stretches the oceans into two bulges: one under the Moon and one on the opposite ' +
      'side of the planet. As the Earth turns, each coastline passes through both bulges, and the ' +
      'water level rises and falls.\n\nThe Sun has a similar effect, a little less than half as ' +
      'strong. When the Sun, the Moon and the Earth line up, at new moon and full moon, their pulls ' +
      'add together and the tides are larger. These are called spring tides, although they have ' +
      'nothing to do with the season. When the Sun and the Moon pull at right angles, around the ' +
      'quarter moons, the tides are smaller; these are called neap tides. The shape of the coast ' +
      'matters as well. In a long, narrow bay the water can pile up, so the difference between ' +
      'high and low tide can be many times greater than on an open shore.',
    question: 'What are spring tides?',
    options: [
      'Tides that only happen in spring',
      'Larger tides when the Sun, the Moon and the Earth line up',
      'Smaller tides around the quarter moons',
      'Tides caused by strong winds',
    ],
    answer: 1,
  },
  {
    id: 'rainbows',
    title: 'How a rainbow forms',
    text:
      'A rainbow appears when sunlight shines on drops of water in the air, usually just after ' +
      'rain. To see one, you need the Sun behind you and the rain in front of you. When a ray of ' +
      'sunlight enters a raindrop, it slows down and bends. This bending is called refraction. ' +
      'Sunlight is a mixture of colours, and each colour bends by a slightly different amount, so ' +
      'the light begins to spread out. The light then reflects off the back of the drop and bends ' +
      'again as it leaves.\n\nBy the time it comes out, the colours have separated, with red on the ' +
      'outside of the arc and violet on the inside. Each drop sends only one colour toward your ' +
      'eye, so the rainbow you see is made by a great many drops at once, each at just the right ' +
      'angle. That angle is about forty-two degrees from the point directly opposite the Sun, which ' +
      'is why a rainbow is part of a circle around that point. From the ground, the horizon hides ' +
      'the lower part, so we usually see an arc. Sometimes a fainter second rainbow appears outside ' +
      'the first. Its light reflects twice inside each drop, so its colours are in the reverse order.',
    question: 'In the main rainbow, which colour is on the outside of the arc?',
    options: ['Violet', 'Green', 'Red', 'Blue'],
    answer: 2,
  },
];

/** Words in a passage, counted the way the analysis counts them. */
export const passageWords = (passage: SpeedPassage) => countWords(tokenize(passage.text));

/** Shortest and longest plausible timings: faster than 1,500 wpm is skimming, not reading. */
const MIN_WPM = 40;
const MAX_WPM = 1500;

/** Words per minute, rounded to a whole number; NaN for a non-positive duration. */
export function wordsPerMinute(words: number, elapsedMs: number): number {
  if (!(elapsedMs > 0) || !(words >= 0)) return Number.NaN;
  return Math.round((words * 60_000) / elapsedMs);
}

/** A reading that counts: a finite speed between MIN_WPM and MAX_WPM. */
export function isPlausibleWpm(wpm: number): boolean {
  return Number.isFinite(wpm) && wpm >= MIN_WPM && wpm <= MAX_WPM;
}

/** Relative difference of the fixation speed against the plain speed, in whole percent. */
export function speedDifferencePercent(plainWpm: number, fixationWpm: number): number {
  return Math.round(((fixationWpm - plainWpm) / plainWpm) * 100);
}

export interface SpeedCheckResult extends PersonalReadingSpeed {
  plainCorrect: boolean;
  fixationCorrect: boolean;
  /** ISO date-time of the check. */
  measuredAt: string;
}

export const SPEED_CHECK_STORAGE_KEY = PERSONAL_KEYS.readingSpeed;

/** Reads a stored result; anything malformed is treated as no result. */
export function parseSpeedCheck(raw: string | null): SpeedCheckResult | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<SpeedCheckResult> | null;
    if (
      !v ||
      typeof v !== 'object' ||
      typeof v.plainWpm !== 'number' ||
      typeof v.fixationWpm !== 'number' ||
      !isPlausibleWpm(v.plainWpm) ||
      !isPlausibleWpm(v.fixationWpm) ||
      typeof v.measuredAt !== 'string' ||
      Number.isNaN(Date.parse(v.measuredAt))
    ) {
      return null;
    }
    return {
      plainWpm: v.plainWpm,
      fixationWpm: v.fixationWpm,
      plainCorrect: v.plainCorrect === true,
      fixationCorrect: v.fixationCorrect === true,
      measuredAt: v.measuredAt,
    };
  } catch {
    return null;
  }
}

/** "12 March 2026": the date shown next to figures from a check. */
export function formatCheckDate(iso: string): string {
  return dateFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );
}
