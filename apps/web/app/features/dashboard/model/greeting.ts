/** Good Morning before 12:00, Good Afternoon before 18:00, otherwise Good Evening. */
export function greetingFor(date: Date): 'Good Morning' | 'Good Afternoon' | 'Good Evening' {
  const hour = date.getHours();
  if (hour < 12) return 'Good Morning';
  if (hour < 18) return 'Good Afternoon';
  return 'Good Evening';
}

export const CLOCK_REFRESH_MS = 60_000;

export function formatClock(date: Date, locale?: string): { time: string; date: string } {
  return {
    time: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date),
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(date),
  };
}
