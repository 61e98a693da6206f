import type { SavedPlanTask } from '@quietdesk/core/api/planner';
import type { ReplanResponse } from '@quietdesk/core/api/study';
import { planDeadline } from '@quietdesk/core/planner/replan';
import { formatDueDate } from './due-date';

interface ReplanState {
  /** The plan's last scheduled day (the exam or hand-in), if it has dates. */
  deadline: string | undefined;
  /** Undone tasks dated before today. */
  overdue: number;
  /** Whether to offer "Re-plan": work is overdue, or a task was ticked done, and work is left. */
  offer: boolean;
}

/** What the plan says about re-planning on `today` (YYYY-MM-DD in the person's zone). */
export function replanState(tasks: readonly SavedPlanTask[], today: string): ReplanState {
  const deadline = planDeadline(tasks);
  const undone = tasks.filter((task) => !task.done);
  const overdue = undone.filter((task) => task.due_date !== undefined && task.due_date < today);
  const anyDone = undone.length < tasks.length;
  return {
    deadline,
    overdue: overdue.length,
    offer: deadline !== undefined && undone.length > 0 && (overdue.length > 0 || anyDone),
  };
}

const hours = (value: number) => `${value} h`;
const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/**
 * The "does not fit" sentence: how many hours of work the days left cannot hold.
 * "Doesn't fit: 6 h more than the 8 days left allow."
 */
export function doesNotFitText(result: ReplanResponse): string {
  if (result.days_left === 0) {
    return `Doesn't fit: the last day has passed and ${hours(result.short_by_hours)} of work are left.`;
  }
  const allow =
    result.days_left === 1 ? 'the 1 day left allows' : `the ${result.days_left} days left allow`;
  return `Doesn't fit: ${hours(result.short_by_hours)} more than ${allow}.`;
}

/** The sentence after a saved re-plan laid at `hoursPerDay` a day. */
export function replannedText(
  result: ReplanResponse,
  hoursPerDay: number,
  locale?: string,
): string {
  const moved =
    result.moved === 0
      ? 'Nothing needed to move'
      : `Re-planned: ${result.moved} ${result.moved === 1 ? 'task' : 'tasks'} moved`;
  return `${moved}; the work left fits in the ${dayCount(result.days_left)} to ${formatDueDate(result.deadline, locale)} at ${hours(hoursPerDay)} a day.`;
}

interface ReplanChoice {
  key: 'hours' | 'drop-low' | 'deadline';
  label: string;
  /** What the re-plan is sent with. */
  options: { schedule_hours_per_day?: number; drop_low_priority?: boolean; deadline?: string };
}

/** The choices that make the work fit, as buttons: each re-plans with it. */
export function replanChoices(result: ReplanResponse, locale?: string): ReplanChoice[] {
  const choices: ReplanChoice[] = [];
  if (result.choices.hours_per_day !== null) {
    choices.push({
      key: 'hours',
      label: `Study ${hours(result.choices.hours_per_day)} a day`,
      options: { schedule_hours_per_day: result.choices.hours_per_day },
    });
  }
  if (result.choices.fits_without_low_priority) {
    choices.push({
      key: 'drop-low',
      label: 'Drop the low-priority tasks',
      options: { drop_low_priority: true },
    });
  }
  if (result.choices.deadline !== null) {
    choices.push({
      key: 'deadline',
      label: `Move the deadline to ${formatDueDate(result.choices.deadline, locale)}`,
      options: { deadline: result.choices.deadline },
    });
  }
  return choices;
}
