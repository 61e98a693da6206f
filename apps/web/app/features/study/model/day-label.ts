import { dateFormat } from '~/lib/date-format';

const COUNT = new Intl.NumberFormat('en-GB');

/** Noon UTC of a YYYY-MM-DD day: the calendar day it names, whatever the zone. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** "Mon 3 Nov" for a YYYY-MM-DD day (read as the calendar day it names, whatever the zone). */
export function dayLabel(day: string, withYear = false): string {
  return dateFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(noonOf(day));
}

/** "Nov" for a YYYY-MM-DD day. */
export function monthLabel(day: string): string {
  return dateFormat('en-GB', { timeZone: 'UTC', month: 'short' }).format(noonOf(day));
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${COUNT.format(count)} ${count === 1 ? one : many}`;
}
