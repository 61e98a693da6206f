import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanSummary } from '@quietdesk/core/api/planner';
import { apiDelete } from '~/lib/api-client';
import { plannerKeys } from './query-keys';

/** DELETE /api/planner/plans/:id. */
const deletePlan = (id: string) => apiDelete(`/planner/plans/${encodeURIComponent(id)}`);

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    onSuccess: (_, id) => {
      queryClient.setQueryData<PlanSummary[]>(plannerKeys.plans(), (list) =>
        list?.filter((plan) => plan.id !== id),
      );
      queryClient.removeQueries({ queryKey: plannerKeys.plan(id) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: plannerKeys.plans() }),
  });
}
