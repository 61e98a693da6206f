import { durationInDays } from '../api/planner.ts';

/** What a task whose duration cannot be read is counted as. */
const UNREADABLE_TASK_MINUTES = 60;

/**
 * The study minutes a task's human duration stands for. "90 minutes" or "2 hours" is clock time;
 * "3 days" or "1 week" means that many days of study at the plan's hours per day, not 72 hours.
 */
export function taskMinutes(estimatedDuration: string, hoursPerDay: number): number {
  const days = durationInDays(estimatedDuration);
  if (days === undefined || days <= 0) return UNREADABLE_TASK_MINUTES;
  if (days < 1) return Math.round(days * 24 * 60);
  return Math.round(days * hoursPerDay * 60);
}
