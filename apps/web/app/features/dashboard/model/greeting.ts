/** Good Morning before 12:00, Good Afternoon before 18:00, otherwise Good Evening. */
export function greetingFor(date: Date): 'Good Morning' | 'Good Afternoon' | 'Good Evening' {
  const hour = date.getHours();
  if (hour < 12) return 'Good Morning';
  if (hour < 18) return 'Good Afternoon';
  return 'Good Evening';
}

export const CLOCK_REFRESH_MS = 60_000;

// Creating a DateTimeFormat is the costly part (the first one loads the locale's calendar data:
// ~15 ms on a laptop, several times that on a phone), so each locale's pair is made once.
const clockFormats = new Map<string, { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>();

export function formatClock(date: Date, locale?: string): { time: string; date: string } {
  const key = locale ?? '';
  let formats = clockFormats.get(key);
  if (!formats) {
    formats = {
      time: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }),
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'full' }),
    };
    clockFormats.set(key, formats);
  }
  return { time: formats.time.format(date), date: formats.date.format(date) };
}
