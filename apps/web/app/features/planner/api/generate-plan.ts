import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GeneratePlanBody, GeneratePlanResponse } from '@quietdesk/core/api/planner';
import { apiFetch } from '~/lib/api-client';
import { planQuery } from './get-plan';
import { plannerKeys } from './query-keys';

/** Generation may take up to a minute (the server's AI time limit); allow a little more. */
const GENERATE_TIMEOUT_MS = 65_000;

/** What only the person knows, sent with the goal to schedule the plan on real dates. */
export interface PlanFollowUp {
  items: string[];
  hoursPerDay?: number;
}

/**
 * POST /api/ai/planner/generate with the trimmed goal (and the optional follow-up details).
 * `replacePlanId` reschedules that saved plan in place instead of saving a second one.
 */
export function generatePlan(
  goal: string,
  signal?: AbortSignal,
  followUp?: PlanFollowUp,
  replacePlanId?: string,
): Promise<GeneratePlanResponse> {
  const body: GeneratePlanBody = { goal_description: goal.trim() };
  if (followUp?.items.length) body.items = followUp.items;
  if (followUp?.hoursPerDay !== undefined) body.hours_per_day = followUp.hoursPerDay;
  if (replacePlanId) body.plan_id = replacePlanId;
  return apiFetch<GeneratePlanResponse>('/ai/planner/generate', {
    method: 'POST',
    body,
    signal,
    timeoutMs: GENERATE_TIMEOUT_MS,
  });
}

export function useGeneratePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      input: string | { goal: string; followUp: PlanFollowUp; replacePlanId?: string },
    ) => {
      const plan =
        typeof input === 'string'
          ? await generatePlan(input)
          : await generatePlan(input.goal, undefined, input.followUp, input.replacePlanId);
      // Load the saved copy (with its updated_at) before showing it, so no skeleton flashes; a
      // plan rescheduled in place replaces the copy already cached under the same id.
      await queryClient.fetchQuery({ ...planQuery(plan.plan_id), staleTime: 0 });
      return plan;
    },
    // The plan is saved on the server: the history list gains it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plannerKeys.plans() }),
  });
}
