import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Plan } from '@quietdesk/core/api/planner';
import type { ReplanBody, ReplanResponse } from '@quietdesk/core/api/study';
import { apiFetch } from '~/lib/api-client';
import { plannerKeys } from './query-keys';

/** POST /api/study/plans/:id/replan: saved only when it fits; a stale version answers 409. */
const postReplan = (id: string, body: ReplanBody) =>
  apiFetch<ReplanResponse>(`/study/plans/${encodeURIComponent(id)}/replan`, {
    method: 'POST',
    body,
  });

export type ReplanOptions = Omit<ReplanBody, 'expected_updated_at'>;

/**
 * Re-plans the cached version of the plan. A saved re-plan replaces the cache and refreshes what
 * depends on the dates (the list, the time spent, Today); a 409 reloads the plan.
 */
export function useReplanPlan(id: string) {
  const queryClient = useQueryClient();
  const key = plannerKeys.plan(id);
  return useMutation({
    mutationKey: ['planner', 'replan', id],
    mutationFn: async (options: ReplanOptions) => {
      const current = queryClient.getQueryData<Plan>(key);
      return postReplan(id, { ...options, expected_updated_at: current?.updated_at ?? '' });
    },
    onSuccess: (result) => {
      if (!result.applied) return;
      queryClient.setQueryData<Plan>(key, result.plan);
      void queryClient.invalidateQueries({ queryKey: plannerKeys.plans() });
      // Today's list reads the same dates (its key lives with the dashboard's Today card).
      void queryClient.invalidateQueries({ queryKey: ['study'] });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
