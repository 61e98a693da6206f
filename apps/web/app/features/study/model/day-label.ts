/** "Mon 3 Nov" for a YYYY-MM-DD day (read as the calendar day it names, whatever the zone). */
export function dayLabel(day: string, withYear = false): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(new Date(`${day}T12:00:00Z`));
}

/** "Nov" for a YYYY-MM-DD day. */
export function monthLabel(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'short' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;
}
