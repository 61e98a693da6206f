import { durationInDays } from '@quietdesk/core/api/planner';

const MINUTES_PER_DAY = 24 * 60;

const UNIT_MINUTES: Record<string, number> = {
  m: 1,
  min: 1,
  mins: 1,
  minute: 1,
  minutes: 1,
  h: 60,
  hr: 60,
  hrs: 60,
  hour: 60,
  hours: 60,
  d: MINUTES_PER_DAY,
  day: MINUTES_PER_DAY,
  days: MINUTES_PER_DAY,
  w: 7 * MINUTES_PER_DAY,
  wk: 7 * MINUTES_PER_DAY,
  wks: 7 * MINUTES_PER_DAY,
  week: 7 * MINUTES_PER_DAY,
  weeks: 7 * MINUTES_PER_DAY,
};

/**
 * Reads a task's human duration as minutes: everything the server's `durationInDays` accepts
 * ("3 days", "2-3 weeks" → upper bound, "45 min") plus compound forms a model may write
 * ("1 hour 30 minutes", "1h 30m", "2 days and 4 hours"). Undefined when it is not a duration.
 */
export function durationInMinutes(text: string): number | undefined {
  const days = durationInDays(text);
  if (days !== undefined) return days > 0 ? Math.round(days * MINUTES_PER_DAY) : undefined;

  const parts = text
    .toLowerCase()
    .replace(/\band\b|,/g, ' ')
    .trim();
  const pattern = /(\d+(?:\.\d+)?)\s*([a-z]+)\s*/gy;
  let total = 0;
  let consumed = 0;
  for (const match of parts.matchAll(pattern)) {
    const unit = UNIT_MINUTES[match[2]!];
    if (unit === undefined) return undefined;
    total += Number(match[1]) * unit;
    consumed += match[0].length;
  }
  if (consumed === 0 || consumed !== parts.length || total <= 0) return undefined;
  return Math.round(total);
}

/** A working day in the calendar layout: timed tasks fill 09:00-17:00. */
export const WORKDAY_START_MINUTES = 9 * 60;
export const WORKDAY_MINUTES = 8 * 60;

type CalendarSpan = { kind: 'timed'; minutes: number } | { kind: 'days'; days: number };

/**
 * How a task occupies the calendar: shorter than a working day → a timed block; a working day or
 * more → whole days (rounded up); unreadable → one day, so the task still shows up.
 */
export function calendarSpan(estimatedDuration: string): CalendarSpan {
  const minutes = durationInMinutes(estimatedDuration);
  if (minutes === undefined) return { kind: 'days', days: 1 };
  if (minutes < WORKDAY_MINUTES) return { kind: 'timed', minutes };
  return { kind: 'days', days: Math.max(1, Math.ceil(minutes / MINUTES_PER_DAY - 1e-9)) };
}
