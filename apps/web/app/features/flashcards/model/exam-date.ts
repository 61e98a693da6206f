import { dateFormat } from '~/lib/date-format';

// An exam date is a calendar day (YYYY-MM-DD), shown the way the person's browser writes dates:
// read as that day in UTC so no time zone moves it to the day before.

function utcDay(isoDate: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2030-13-45 over into 2031; that is not the day that was stored.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** "Saturday 15 June 2030" (en-GB), "Samstag, 15. Juni 2030" (de-DE); the text itself if not a date. */
export function formatExamDate(isoDate: string, locale?: string): string {
  const date = utcDay(isoDate);
  if (!date) return isoDate;
  return dateFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(date);
}

/** "15 Jun 2030" (en-GB), "15.06.2030" (de-DE), "Jun 15, 2030" (en-US): short, for lists. */
export function formatExamDateShort(isoDate: string, locale?: string): string {
  const date = utcDay(isoDate);
  if (!date) return isoDate;
  return dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
