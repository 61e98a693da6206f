// Formatters are made once: building an Intl.DateTimeFormat costs far more than formatting with
// one, and the heatmap labels a year of days (about 370 cells) in one render, which made
// a new formatter per cell one long task on a phone.
const DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const DAY_WITH_YEAR = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const MONTH = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'short' });
const COUNT = new Intl.NumberFormat('en-GB');

/** Noon UTC of a YYYY-MM-DD day: the calendar day it names, whatever the zone. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** "Mon 3 Nov" for a YYYY-MM-DD day (read as the calendar day it names, whatever the zone). */
export function dayLabel(day: string, withYear = false): string {
  return (withYear ? DAY_WITH_YEAR : DAY).format(noonOf(day));
}

/** "Nov" for a YYYY-MM-DD day. */
export function monthLabel(day: string): string {
  return MONTH.format(noonOf(day));
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${COUNT.format(count)} ${count === 1 ? one : many}`;
}
