/** Good Morning before 12:00, Good Afternoon before 18:00, otherwise Good Evening. */
export function greetingFor(date: Date): 'Good Morning' | 'Good Afternoon' | 'Good Evening' {
  const hour = date.getHours();
  if (hour < 12) return 'Good Morning';
  if (hour < 18) return 'Good Afternoon';
  return 'Good Evening';
}

export const CLOCK_REFRESH_MS = 60_000;

/** The clock's formats (the prerendered shell's script uses them too). */
export const CLOCK_FORMATS = {
  time: { hour: 'numeric', minute: '2-digit' },
  date: { dateStyle: 'full' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

// Creating a DateTimeFormat is the costly part (the first one loads the locale's calendar data:
// ~15 ms on a laptop, several times that on a phone), so each locale's pair is made once.
const clockFormats = new Map<string, { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>();

export function formatClock(date: Date, locale?: string): { time: string; date: string } {
  const key = locale ?? '';
  let formats = clockFormats.get(key);
  if (!formats) {
    formats = {
      time: new Intl.DateTimeFormat(locale, CLOCK_FORMATS.time),
      date: new Intl.DateTimeFormat(locale, CLOCK_FORMATS.date),
    };
    clockFormats.set(key, formats);
  }
  return { time: formats.time.format(date), date: formats.date.format(date) };
}
