import { PLAN_HOURS_PER_DAY_MAX, PLAN_HOURS_PER_DAY_MIN, type Priority } from '../api/planner.ts';
import { addDays, daysBetween, type Day } from './calendar.ts';
import { taskMinutes } from './task-minutes.ts';

// Re-planning (docs/decisions/047-study-loop.md): the work still to do is laid again, in the
// plan's order, over the days from today to the deadline, at most `hoursPerDay` a day. The order
// is what keeps spaced reviews after their chapter and the mock exam last, before the date. A pure
// function of its input: the caller says what day it is in the person's time zone.

/** An undone task that already took longer than estimated still needs this much to finish. */
const MIN_MINUTES_LEFT = 15;
/** How far ahead "move the deadline" looks for a day on which the work fits. */
const DEADLINE_SEARCH_DAYS = 366;
const HOURS_STEP = 0.25;

export interface ReplanTask {
  estimated_duration: string;
  priority: Priority;
  done: boolean;
  due_date?: string;
  /** Focus minutes already spent on the task (linked sessions). */
  actual_minutes?: number;
}

interface ReplanInput {
  tasks: readonly ReplanTask[];
  /** Today in the person's time zone. */
  today: Day;
  /** The last day work may be scheduled on (the exam or hand-in day). */
  deadline: Day;
  /**
   * Hours a day the person gives the plan: the room of each day, and how long a task counted in
   * days ("2 days") is.
   */
  hoursPerDay: number;
  /** Hours a day to lay the work with, when trying "more hours a day"; default hoursPerDay. */
  scheduleHoursPerDay?: number;
  /** Focus minutes already done today: today only has what is left of its hours. */
  minutesDoneToday?: number;
  /** Leave undone low-priority tasks unscheduled (their due_date is removed). */
  dropLowPriority?: boolean;
}

interface ReplanChoices {
  /** The fewest hours a day (in quarter hours) with which everything fits; null if none ≤ 16. */
  hoursPerDay: number | null;
  /** Whether leaving the low-priority tasks out makes the rest fit at the current hours. */
  fitsWithoutLowPriority: boolean;
  /** The earliest deadline on which everything fits at the current hours; null if none in a year. */
  deadline: Day | null;
}

export interface ReplanResult {
  fits: boolean;
  deadlinePassed: boolean;
  /** Days left including today and the deadline itself (0 once the deadline has passed). */
  daysLeft: number;
  neededMinutes: number;
  availableMinutes: number;
  /** Hours missing, rounded up to a tenth; 0 when it fits. */
  shortByHours: number;
  /**
   * The new due date of every task, by position. Done tasks keep theirs; dropped tasks get none;
   * when the work does not fit, what overflows is put on the last day (the caller should offer
   * the choices rather than save that).
   */
  dueDates: (Day | undefined)[];
  /** Per scheduled day, the minutes laid on it. */
  load: { day: Day; minutes: number }[];
  choices: ReplanChoices;
}

function minutesLeft(task: ReplanTask, hoursPerDay: number): number {
  const estimated = taskMinutes(task.estimated_duration, hoursPerDay);
  return Math.max(MIN_MINUTES_LEFT, estimated - Math.max(0, task.actual_minutes ?? 0));
}

const isPending = (task: ReplanTask, dropLow: boolean) =>
  !task.done && !(dropLow && task.priority === 'low');

interface Capacity {
  days: Day[];
  perDay: number[];
}

function capacity(today: Day, deadline: Day, hoursPerDay: number, doneToday: number): Capacity {
  const count = daysBetween(today, deadline) + 1;
  const days: Day[] = [];
  const perDay: number[] = [];
  for (let i = 0; i < count; i += 1) {
    days.push(addDays(today, i));
    const full = Math.round(hoursPerDay * 60);
    perDay.push(i === 0 ? Math.max(0, full - doneToday) : full);
  }
  return { days, perDay };
}

// Task sizes are always read at the plan's own hours per day: "2 days" of work does not grow
// when the person offers more hours a day.
function needed(input: ReplanInput, dropLow: boolean): number {
  let total = 0;
  for (const task of input.tasks) {
    if (isPending(task, dropLow)) total += minutesLeft(task, input.hoursPerDay);
  }
  return total;
}

/** Minutes from today to `deadline` at `hoursPerDay` (arithmetic, no day list: choices try many). */
function availableUntil(input: ReplanInput, hoursPerDay: number, deadline: Day): number {
  const count = daysBetween(input.today, deadline) + 1;
  if (count <= 0) return 0;
  const full = Math.round(hoursPerDay * 60);
  return Math.max(0, full - (input.minutesDoneToday ?? 0)) + (count - 1) * full;
}

function choices(input: ReplanInput): ReplanChoices {
  // The work to lay is the same for every choice: counted once.
  const all = needed(input, false);
  const withoutLow = needed(input, true);
  const scheduleHours = input.scheduleHoursPerDay ?? input.hoursPerDay;
  const fitsWith = (hours: number, deadline: Day, work: number) =>
    work <= availableUntil(input, hours, deadline);
  let hoursPerDay: number | null = null;
  for (let h = PLAN_HOURS_PER_DAY_MIN; h <= PLAN_HOURS_PER_DAY_MAX; h += HOURS_STEP) {
    if (fitsWith(h, input.deadline, all)) {
      hoursPerDay = h;
      break;
    }
  }
  let deadline: Day | null = null;
  const from = daysBetween(input.today, input.deadline) < 0 ? input.today : input.deadline;
  for (let i = 0; i <= DEADLINE_SEARCH_DAYS; i += 1) {
    const day = addDays(from, i);
    if (fitsWith(scheduleHours, day, all)) {
      deadline = day;
      break;
    }
  }
  return {
    hoursPerDay,
    fitsWithoutLowPriority: fitsWith(scheduleHours, input.deadline, withoutLow),
    deadline,
  };
}

export function replan(input: ReplanInput): ReplanResult {
  const dropLow = input.dropLowPriority === true;
  const daysLeft = Math.max(0, daysBetween(input.today, input.deadline) + 1);
  const deadlinePassed = daysLeft === 0;
  const { days, perDay } = deadlinePassed
    ? { days: [] as Day[], perDay: [] as number[] }
    : capacity(
        input.today,
        input.deadline,
        input.scheduleHoursPerDay ?? input.hoursPerDay,
        input.minutesDoneToday ?? 0,
      );
  const availableMinutes = perDay.reduce((sum, minutes) => sum + minutes, 0);
  const load = days.map((day) => ({ day, minutes: 0 }));

  const dueDates: (Day | undefined)[] = [];
  let dayIndex = 0;
  let neededMinutes = 0;
  for (const task of input.tasks) {
    if (task.done) {
      dueDates.push(task.due_date);
      continue;
    }
    if (!isPending(task, dropLow)) {
      dueDates.push(undefined);
      continue;
    }
    let left = minutesLeft(task, input.hoursPerDay);
    neededMinutes += left;
    if (deadlinePassed) {
      dueDates.push(input.today);
      continue;
    }
    // Fill day by day; a task ends on the day its last minute lands.
    while (left > 0 && dayIndex < days.length) {
      const room = perDay[dayIndex]! - load[dayIndex]!.minutes;
      if (room <= 0) {
        dayIndex += 1;
        continue;
      }
      const used = Math.min(room, left);
      load[dayIndex]!.minutes += used;
      left -= used;
      if (left > 0) dayIndex += 1;
    }
    if (left > 0) load[days.length - 1]!.minutes += left; // overflow: on the last day
    dueDates.push(days[Math.min(dayIndex, days.length - 1)]);
  }

  const fits = neededMinutes <= availableMinutes;
  return {
    fits,
    deadlinePassed,
    daysLeft,
    neededMinutes,
    availableMinutes,
    shortByHours: fits ? 0 : Math.ceil((neededMinutes - availableMinutes) / 6) / 10,
    dueDates,
    load: load.filter((entry) => entry.minutes > 0),
    choices: choices(input),
  };
}

/** The plan's deadline: its last scheduled day (the exam or hand-in), if any task has a date. */
export function planDeadline(tasks: readonly { due_date?: string }[]): Day | undefined {
  let last: Day | undefined;
  for (const task of tasks) {
    if (task.due_date && (last === undefined || task.due_date > last)) last = task.due_date;
  }
  return last;
}
