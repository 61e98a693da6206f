import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Today } from '@quietdesk/core/api/study';
import { apiFetch } from '~/lib/api-client';

const studyKeys = {
  today: (tz: string) => ['study', 'today', tz] as const,
};

/** The browser's IANA zone: Today's day is the person's day, counted on the server's clock. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** GET /api/study/today: tasks due or overdue, decks due, focus against the goal, countdowns. */
const getToday = (tz: string) => apiFetch<Today>(`/study/today?tz=${encodeURIComponent(tz)}`);

const todayQuery = (tz: string) =>
  queryOptions({ queryKey: studyKeys.today(tz), queryFn: () => getToday(tz) });

export function useToday(tz: string) {
  return useQuery(todayQuery(tz));
}
