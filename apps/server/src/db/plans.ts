import type { Plan } from '@quietdesk/core/api/planner';
import type { plans } from './schema.ts';

// Plans are the planner's, but the study loop re-plans them and answers the plan too: the
// repositories of both hand their services this one mapping (services never import db/).

export type PlanRow = typeof plans.$inferSelect;

/** A stored plan as the API answers it. */
export function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    goal: row.goal,
    total_estimated_duration: row.totalEstimatedDuration,
    tasks: row.tasks,
    engine: row.engine,
    exam_date: row.examDate,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
