import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DueForecast, StudyHeatmap } from '@quietdesk/core/api/study-progress';
import { apiFetch } from '~/lib/api-client';

// Under ['study'] like Today, so a review, a re-plan or a new goal refreshes them all at once.
const progressKeys = {
  heatmap: (tz: string) => ['study', 'heatmap', tz] as const,
  forecast: (tz: string) => ['study', 'forecast', tz] as const,
};

/** GET /api/study/heatmap: study days of the year to today in the person's zone. */
const getHeatmap = (tz: string) =>
  apiFetch<StudyHeatmap>(`/study/heatmap?tz=${encodeURIComponent(tz)}`);

/** GET /api/study/forecast: cards due per deck on each of the next 30 days. */
const getForecast = (tz: string) =>
  apiFetch<DueForecast>(`/study/forecast?tz=${encodeURIComponent(tz)}`);

export function useHeatmap(tz: string) {
  return useQuery(
    queryOptions({ queryKey: progressKeys.heatmap(tz), queryFn: () => getHeatmap(tz) }),
  );
}

export function useForecast(tz: string) {
  return useQuery(
    queryOptions({ queryKey: progressKeys.forecast(tz), queryFn: () => getForecast(tz) }),
  );
}
