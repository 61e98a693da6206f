import type { PhaseKind, PhaseOutcome } from './types.ts';

/**
 * Focus statistics over finished phases. Pure: the caller passes `now` and the user's notion of a
 * day, because "today" depends on where the user is, and the server runs in UTC.
 *
 * Rules chosen here:
 * - A phase belongs to the local day on which it ENDED (a pomodoro is done when it ends).
 * - Focus time counts every work phase's `focusedMs`, including skipped or stopped ones: that time
 *   was really spent focusing. A "completed pomodoro" is a work phase that ran out by itself;
 *   records without an `outcome` (older data) are treated as completed.
 * - Breaks count for neither.
 */

/** The minimum a record needs; `PhaseRecord` from the machine fits. */
export interface StatsRecord {
  kind: PhaseKind;
  startedAt: number;
  endedAt: number;
  focusedMs: number;
  outcome?: PhaseOutcome;
}

/** Maps an epoch-ms instant to the user's local calendar day as `YYYY-MM-DD`. */
type DayKeyFn = (epochMs: number) => string;

interface DayTotal {
  day: string;
  focusMs: number;
  /** Whole minutes, rounded down so a display never claims time not yet spent. */
  focusMinutes: number;
  completedPomodoros: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const utcDayKey = (d: Date) =>
  `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/**
 * Day keys for a fixed offset from UTC, in minutes EAST of UTC (UTC+2 → 120). Note that
 * `Date#getTimezoneOffset()` has the opposite sign: pass `-new Date().getTimezoneOffset()`.
 * A fixed offset ignores daylight-saving changes; prefer `dayKeyForTimeZone` when the zone is known.
 */
export function dayKeyForOffset(utcOffsetMinutes: number): DayKeyFn {
  return (epochMs) => utcDayKey(new Date(epochMs + utcOffsetMinutes * 60_000));
}

// Building an Intl.DateTimeFormat costs far more than using one (a profile of the statistics
// route put it above the route's own query), so each zone's is built once. Only zones that exist
// are kept, and at most this many: names are case-insensitive, so spellings are not few.
const DAY_FORMATS_MAX = 1000;
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // Throws RangeError for an unknown zone here, at setup, rather than on every call.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    if (dayFormats.size < DAY_FORMATS_MAX) dayFormats.set(timeZone, format);
  }
  return format;
}

/** Whether `name` is an IANA time zone this runtime knows (checked once per zone, as above). */
export function isTimeZone(name: string): boolean {
  try {
    dayFormat(name);
    return true;
  } catch {
    return false;
  }
}

/** Day keys in an IANA time zone (e.g. 'Europe/Berlin'), daylight saving included. */
export function dayKeyForTimeZone(timeZone: string): DayKeyFn {
  const format = dayFormat(timeZone);
  return (epochMs) => {
    const parts: Record<string, string> = {};
    for (const part of format.formatToParts(epochMs)) parts[part.type] = part.value;
    return `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}`;
  };
}

/**
 * Moves a `YYYY-MM-DD` key by whole calendar days. Done on the date itself, not by subtracting
 * 24 h from an instant, so days of 23 or 25 hours (daylight saving) are never skipped or repeated.
 */
export function shiftDayKey(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined) {
    throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  }
  return utcDayKey(new Date(Date.UTC(y, m - 1, d + days)));
}

export function isCompletedPomodoro(record: StatsRecord): boolean {
  return record.kind === 'work' && (record.outcome ?? 'completed') === 'completed';
}

function emptyDay(day: string): DayTotal {
  return { day, focusMs: 0, focusMinutes: 0, completedPomodoros: 0 };
}

/**
 * Totals for the `days` local days ending today, oldest first, with zero-filled days included so
 * a chart gets one bar per day (7 for a week, 30 for a month).
 */
export function dailyTotals(
  records: readonly StatsRecord[],
  now: number,
  days: number,
  dayKey: DayKeyFn,
): DayTotal[] {
  const today = dayKey(now);
  const byDay = new Map<string, DayTotal>();
  const series: DayTotal[] = [];
  for (let i = days - 1; i >= 0; i--) {
    const total = emptyDay(shiftDayKey(today, -i));
    byDay.set(total.day, total);
    series.push(total);
  }
  for (const record of records) {
    if (record.kind !== 'work') continue;
    const total = byDay.get(dayKey(record.endedAt));
    if (!total) continue;
    total.focusMs += Math.max(0, record.focusedMs);
    if (isCompletedPomodoro(record)) total.completedPomodoros += 1;
  }
  for (const total of series) total.focusMinutes = Math.floor(total.focusMs / 60_000);
  return series;
}

/** Today's focus time and completed pomodoros. */
export function todayTotals(
  records: readonly StatsRecord[],
  now: number,
  dayKey: DayKeyFn,
): DayTotal {
  return dailyTotals(records, now, 1, dayKey)[0] ?? emptyDay(dayKey(now));
}

/**
 * Consecutive local days, ending today, with at least one completed pomodoro. A day not yet
 * "earned" today does not break the streak: it then counts up to yesterday.
 */
export function currentStreak(
  records: readonly StatsRecord[],
  now: number,
  dayKey: DayKeyFn,
): number {
  const activeDays = new Set<string>();
  for (const record of records) {
    if (isCompletedPomodoro(record)) activeDays.add(dayKey(record.endedAt));
  }
  const today = dayKey(now);
  let day = activeDays.has(today) ? today : shiftDayKey(today, -1);
  let streak = 0;
  while (activeDays.has(day)) {
    streak += 1;
    day = shiftDayKey(day, -1);
  }
  return streak;
}
