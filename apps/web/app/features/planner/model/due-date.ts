// One formatter per locale: building one costs far more than formatting with it, and a plan
// labels every task.
const formatters = new Map<string | undefined, Intl.DateTimeFormat>();
function formatterFor(locale: string | undefined) {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** "Mon 30 Nov" for a task's YYYY-MM-DD date, read as a calendar day (no time zone shift). */
export function formatDueDate(isoDate: string, locale?: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return formatterFor(locale).format(new Date(Date.UTC(y, m - 1, d)));
}
