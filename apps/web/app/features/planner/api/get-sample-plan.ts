import { useMutation } from '@tanstack/react-query';
import type { SamplePlanResponse } from '@quietdesk/core/api/planner';
import { apiFetch } from '~/lib/api-client';

/** GET /api/ai/planner/sample: a fixed plan, not saved. A mutation because a click asks for it. */
const getSamplePlan = () => apiFetch<SamplePlanResponse>('/ai/planner/sample');

export function useSamplePlan() {
  return useMutation({ mutationFn: getSamplePlan });
}
