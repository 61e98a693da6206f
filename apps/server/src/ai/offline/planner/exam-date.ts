import { addDays } from '@quietdesk/core/planner/calendar';
import { analyseGoal } from './goal-analysis.ts';

/**
 * The exam day an exam goal names ("Pass the biology exam in 10 days": ten days from now; "by
 * 9 June": that day), whatever engine writes the plan. The scheduled plan ends the day before it
 * (schedule.ts). Undefined when the goal is not an exam or names no time frame of its own: a
 * default horizon is not a date the person gave.
 */
export function examDateOf(goal: string, now: Date): string | undefined {
  const { kind, horizon } = analyseGoal(goal, now);
  if (kind !== 'exam' || !horizon.explicit || horizon.days < 1) return undefined;
  return horizon.due ?? addDays(now.toISOString().slice(0, 10), Math.floor(horizon.days));
}
