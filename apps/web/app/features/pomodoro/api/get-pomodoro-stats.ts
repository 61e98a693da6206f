import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import type { PomodoroStats } from '@quietdesk/core/api/pomodoro';
import { apiFetch, ApiError } from '~/lib/api-client';
import { browserStorage } from '~/lib/storage';
import { loadRecords } from '../model/timer-persistence';
import { fromServerStats, localStats, type StatsView } from '../model/stats-view';

export type StatsDays = 7 | 30;

/**
 * GET /api/pomodoro/stats in the browser's time zone. When the server cannot be reached (network
 * error or 5xx), the same figures come from the local phase log, so the chart works offline.
 */
async function getPomodoroStats(days: StatsDays, timeZone: string): Promise<StatsView> {
  try {
    const query = new URLSearchParams({ days: String(days), tz: timeZone });
    return fromServerStats(await apiFetch<PomodoroStats>(`/pomodoro/stats?${query}`));
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) throw error;
    return localStats(loadRecords(browserStorage()), Date.now(), days, timeZone);
  }
}

/** `version` changes when a phase ends or the outbox drains, so the figures refresh then. */
const pomodoroStatsQuery = (days: StatsDays, timeZone: string, version: string) =>
  queryOptions({
    queryKey: ['pomodoro', 'stats', days, timeZone, version],
    queryFn: () => getPomodoroStats(days, timeZone),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function usePomodoroStats(days: StatsDays, timeZone: string, version: string) {
  return useQuery(pomodoroStatsQuery(days, timeZone, version));
}
