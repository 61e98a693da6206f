import { dayKeyForTimeZone } from '../timer/stats.ts';

// Calendar days as YYYY-MM-DD strings, counted on the proleptic Gregorian calendar with UTC
// arithmetic. A plan's days are days in the person's own time zone; doing the arithmetic on the
// day labels (never on "midnight + 24 h") keeps a 23- or 25-hour daylight-saving day one day.

export type Day = string;

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtcMs(day: Day): number {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

export function addDays(day: Day, count: number): Day {
  return new Date(toUtcMs(day) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** The calendar day of `instant` in `timeZone` (an IANA name such as "Europe/Berlin"). */
export function dayIn(instant: Date, timeZone: string): Day {
  return dayKeyForTimeZone(timeZone)(instant.getTime());
}
