import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan } from '@quietdesk/core/api/planner';
import { apiFetch } from '~/lib/api-client';
import { plannerKeys } from './query-keys';

/** GET /api/planner/plans/:id with the done flags and the updated_at to send back. */
const getPlan = (id: string) => apiFetch<Plan>(`/planner/plans/${encodeURIComponent(id)}`);

export const planQuery = (id: string) =>
  queryOptions({ queryKey: plannerKeys.plan(id), queryFn: () => getPlan(id) });

export function usePlan(id: string | null) {
  return useQuery({ ...planQuery(id ?? ''), enabled: id !== null });
}
