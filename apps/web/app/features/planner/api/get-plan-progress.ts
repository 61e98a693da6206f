import { useQuery } from '@tanstack/react-query';
import type { PlanProgress } from '@quietdesk/core/api/study';
import { apiFetch } from '~/lib/api-client';

/** The browser's IANA zone: the plan's day is the person's day, counted on the server's clock. */
export function timeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** GET /api/study/plans/:id/progress: focus minutes and pomodoros spent on each task. */
const getPlanProgress = (id: string) =>
  apiFetch<PlanProgress>(
    `/study/plans/${encodeURIComponent(id)}/progress?tz=${encodeURIComponent(timeZone())}`,
  );

export function usePlanProgress(id: string) {
  return useQuery({
    queryKey: ['planner', 'plans', id, 'progress'],
    queryFn: () => getPlanProgress(id),
  });
}
