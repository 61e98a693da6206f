import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanSummary } from '@quietdesk/core/api/planner';
import { apiFetch } from '~/lib/api-client';
import { plannerKeys } from './query-keys';

/** GET /api/planner/plans: the guest's saved plans, newest first. */
const getPlans = () => apiFetch<PlanSummary[]>('/planner/plans');

const plansQuery = () => queryOptions({ queryKey: plannerKeys.plans(), queryFn: getPlans });

export function usePlans() {
  return useQuery(plansQuery());
}
