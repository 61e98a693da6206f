import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GeneratePlanResponse } from '@quietdesk/core/api/planner';
import { PlannerApiError, parseRetryAfter } from '../model/errors';
import { planQuery } from './get-plan';
import { plannerKeys } from './query-keys';

async function readDetail(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { detail?: unknown };
    return typeof body?.detail === 'string' && body.detail.trim() ? body.detail : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/ai/planner/generate with the trimmed goal. Not `apiFetch`: a 429 needs its
 * Retry-After header, which ApiError does not carry.
 */
export async function generatePlan(
  goal: string,
  signal?: AbortSignal,
): Promise<GeneratePlanResponse> {
  const response = await fetch('/api/ai/planner/generate', {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ goal_description: goal.trim() }),
    signal,
  });
  if (!response.ok) {
    throw new PlannerApiError(
      response.status,
      await readDetail(response),
      parseRetryAfter(response.headers.get('Retry-After')),
    );
  }
  return (await response.json()) as GeneratePlanResponse;
}

export function useGeneratePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (goal: string) => {
      const plan = await generatePlan(goal);
      // Load the saved copy (with its updated_at) before showing it, so no skeleton flashes.
      await queryClient.prefetchQuery(planQuery(plan.plan_id));
      return plan;
    },
    // The plan is saved on the server: the history list gains it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plannerKeys.plans() }),
  });
}
