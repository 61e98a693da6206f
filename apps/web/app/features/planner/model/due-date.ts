import { dateFormat } from '~/lib/date-format';

/** "Mon 30 Nov" for a task's YYYY-MM-DD date, read as a calendar day (no time zone shift). */
export function formatDueDate(isoDate: string, locale?: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return dateFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
