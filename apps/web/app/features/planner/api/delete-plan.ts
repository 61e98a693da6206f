import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanSummary } from '@quietdesk/core/api/planner';
import { apiFetch, ApiError } from '~/lib/api-client';
import { plannerKeys } from './query-keys';

/** DELETE /api/planner/plans/:id. */
export const deletePlan = (id: string) =>
  apiFetch<void>(`/planner/plans/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        await deletePlan(id);
      } catch (error) {
        // Already gone (deleted in another tab): the wish is fulfilled.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    },
    onSuccess: (_, id) => {
      queryClient.setQueryData<PlanSummary[]>(plannerKeys.plans(), (list) =>
        list?.filter((plan) => plan.id !== id),
      );
      queryClient.removeQueries({ queryKey: plannerKeys.plan(id) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: plannerKeys.plans() }),
  });
}
