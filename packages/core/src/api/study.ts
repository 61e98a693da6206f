import { z } from 'zod';
import { isoDate, isoTimestamp } from './dates.ts';
import { timeZoneSchema } from './pomodoro.ts';
import { hoursPerDay, PRIORITIES, planSchema } from './planner.ts';
import { DAILY_GOAL_MAX, DAILY_GOAL_MIN } from '../study/goal.ts';

// The study loop's contract (docs/decisions/047-study-loop.md): Today, a plan's time spent per
// task, the daily focus goal. Snake_case on the wire like the other tools.

/**
 * Hours a day a plan is counted with when the person has not said (plans do not store it): what
 * "3 days" of a task means in study minutes.
 */
export const DEFAULT_STUDY_HOURS_PER_DAY = 2;
/** Seconds one due card is expected to take, for Today's "expected minutes". */
export const SECONDS_PER_REVIEW = 10;

export const todayQuerySchema = z.object({ tz: timeZoneSchema });

const todayTaskSchema = z
  .object({
    plan_id: z.uuid(),
    plan_goal: z.string(),
    task_index: z.int().describe("The task's position in its plan, from 0."),
    title: z.string(),
    priority: z.enum(PRIORITIES),
    due_date: z.string().describe('YYYY-MM-DD.'),
    overdue: z.boolean().describe('Due before today.'),
    estimated_minutes: z.int(),
    actual_minutes: z.int().describe('Focus minutes of the sessions spent on the task.'),
    pomodoros: z.int().describe('Completed work phases of those sessions.'),
    cards_reviewed: z.int().describe('Cards rated during those sessions that were Reviews.'),
  })
  .meta({ id: 'TodayTask' });

const todayDeckSchema = z
  .object({
    deck_id: z.uuid(),
    title: z.string(),
    due_count: z.int(),
    expected_minutes: z.int(),
    exam_date: z.string().nullable(),
  })
  .meta({ id: 'TodayDeck' });

const examCountdownSchema = z
  .object({
    kind: z.enum(['plan', 'deck']),
    id: z.uuid(),
    title: z.string(),
    date: z
      .string()
      .describe(
        "YYYY-MM-DD: the exam (a deck, or a plan's exam date) or, for a plan without one, its last scheduled day.",
      ),
    days_left: z.int().describe('0 on the day itself.'),
  })
  .meta({ id: 'ExamCountdown' });

export const todaySchema = z
  .object({
    day: z.string().describe('Today, YYYY-MM-DD in tz, by the server clock.'),
    tasks: z.array(todayTaskSchema).describe('Undone plan tasks due today or earlier.'),
    decks: z.array(todayDeckSchema).describe('Decks with cards due now.'),
    focus: z.object({
      minutes: z.int(),
      goal_minutes: z.int(),
      cards_reviewed: z.int().describe('Cards rated today (tz), in a Review session or not.'),
    }),
    exams: z.array(examCountdownSchema).describe('Upcoming dates, soonest first.'),
  })
  .meta({ id: 'Today' });

export const studyGoalSchema = z
  .object({
    daily_focus_minutes: z
      .int({ error: 'daily_focus_minutes must be a whole number of minutes.' })
      .min(DAILY_GOAL_MIN, { error: `The daily goal must be at least ${DAILY_GOAL_MIN} minutes.` })
      .max(DAILY_GOAL_MAX, { error: `The daily goal must be at most ${DAILY_GOAL_MAX} minutes.` }),
  })
  .meta({ id: 'StudyGoal' });

const taskProgressSchema = z
  .object({
    task_index: z.int(),
    actual_minutes: z.int(),
    pomodoros: z.int(),
    cards_reviewed: z.int().describe('Cards rated during Review sessions spent on the task.'),
  })
  .meta({ id: 'TaskProgress' });

export const planProgressSchema = z
  .object({
    plan_id: z.uuid(),
    day: z.string().describe("Today, YYYY-MM-DD in tz, by the server clock: the plan's countdown."),
    tasks: z.array(taskProgressSchema).describe('Only tasks with time spent on them.'),
    minutes_today: z.int().describe('Focus minutes today (tz) on any task, for re-planning.'),
  })
  .meta({ id: 'PlanProgress' });

export const planProgressParamsSchema = z.object({ id: z.string() });

/**
 * POST /api/study/plans/:id/replan: lay the plan's undone work again from today. Saved only when
 * it fits; otherwise the answer says by how much and which choices would make it fit, and the
 * person re-plans with one of them.
 */
export const replanBodySchema = z
  .object({
    tz: timeZoneSchema,
    hours_per_day: hoursPerDay('hours_per_day')
      .default(DEFAULT_STUDY_HOURS_PER_DAY)
      .describe('Hours a day the plan was made for: what a task of "2 days" means.'),
    schedule_hours_per_day: hoursPerDay('schedule_hours_per_day')
      .optional()
      .describe('The "more hours a day" choice: the room of each day from now on.'),
    drop_low_priority: z
      .boolean({ error: 'drop_low_priority must be true or false.' })
      .default(false)
      .describe('The "drop low-priority tasks" choice: undone low-priority tasks lose their date.'),
    deadline: isoDate('deadline')
      .optional()
      .describe('The "move the deadline" choice: the new last day.'),
    expected_updated_at: isoTimestamp('expected_updated_at').describe(
      "The plan's updated_at as last read; a different current value answers 409.",
    ),
  })
  .meta({ id: 'ReplanRequest' });

export const replanResponseSchema = z
  .object({
    applied: z.boolean().describe('Whether the new dates were saved (only when the work fits).'),
    plan: planSchema.describe('The plan as saved now (unchanged when not applied).'),
    fits: z.boolean(),
    today: z.string().describe('YYYY-MM-DD in tz, by the server clock.'),
    deadline: z.string().describe('The last day work was laid on.'),
    days_left: z.int().describe('Days from today to the deadline, both counted.'),
    needed_minutes: z.int(),
    available_minutes: z.int(),
    short_by_hours: z.number().describe('Hours missing, to a tenth; 0 when it fits.'),
    moved: z.int().describe('Undone tasks whose due date changed.'),
    choices: z.object({
      hours_per_day: z.number().nullable().describe('The fewest hours a day that fit.'),
      fits_without_low_priority: z.boolean(),
      deadline: z.string().nullable().describe('The earliest deadline that fits.'),
    }),
  })
  .meta({ id: 'ReplanResult' });

export type TodayQuery = z.output<typeof todayQuerySchema>;
export type Today = z.infer<typeof todaySchema>;
export type TodayTask = z.infer<typeof todayTaskSchema>;
export type TodayDeck = z.infer<typeof todayDeckSchema>;
export type ExamCountdown = z.infer<typeof examCountdownSchema>;
export type StudyGoal = z.infer<typeof studyGoalSchema>;
export type PlanProgress = z.infer<typeof planProgressSchema>;
export type TaskProgress = z.infer<typeof taskProgressSchema>;
export type ReplanBody = z.input<typeof replanBodySchema>;
export type ReplanRequest = z.output<typeof replanBodySchema>;
export type ReplanResponse = z.infer<typeof replanResponseSchema>;
