import { z } from 'zod';
import { isTimeZone } from './pomodoro.ts';
import { PRIORITIES } from './planner.ts';

// The study loop's contract (docs/decisions/047-study-loop.md): Today, a plan's time spent per
// task, the daily focus goal. Snake_case on the wire like the other tools.

export const DAILY_GOAL_MIN = 5;
export const DAILY_GOAL_MAX = 960;
export const DEFAULT_DAILY_GOAL_MINUTES = 120;
/**
 * Hours a day a plan is counted with when the person has not said (plans do not store it): what
 * "3 days" of a task means in study minutes.
 */
export const DEFAULT_STUDY_HOURS_PER_DAY = 2;
/** Seconds one due card is expected to take, for Today's "expected minutes". */
export const SECONDS_PER_REVIEW = 10;

const timeZone = z
  .string()
  .default('UTC')
  .refine(isTimeZone, { error: 'tz must be an IANA time zone such as Europe/Berlin.' });

export const todayQuerySchema = z.object({ tz: timeZone });

export const todayTaskSchema = z
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
  })
  .meta({ id: 'TodayTask' });

export const todayDeckSchema = z
  .object({
    deck_id: z.uuid(),
    title: z.string(),
    due_count: z.int(),
    expected_minutes: z.int(),
    exam_date: z.string().nullable(),
  })
  .meta({ id: 'TodayDeck' });

export const examCountdownSchema = z
  .object({
    kind: z.enum(['plan', 'deck']),
    id: z.uuid(),
    title: z.string(),
    date: z.string().describe('YYYY-MM-DD: the exam (a deck) or the last scheduled day (a plan).'),
    days_left: z.int().describe('0 on the day itself.'),
  })
  .meta({ id: 'ExamCountdown' });

export const todaySchema = z
  .object({
    day: z.string().describe('Today, YYYY-MM-DD in tz, by the server clock.'),
    tasks: z.array(todayTaskSchema).describe('Undone plan tasks due today or earlier.'),
    decks: z.array(todayDeckSchema).describe('Decks with cards due now.'),
    focus: z.object({ minutes: z.int(), goal_minutes: z.int() }),
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

export const taskProgressSchema = z
  .object({
    task_index: z.int(),
    actual_minutes: z.int(),
    pomodoros: z.int(),
  })
  .meta({ id: 'TaskProgress' });

export const planProgressSchema = z
  .object({
    plan_id: z.uuid(),
    tasks: z.array(taskProgressSchema).describe('Only tasks with time spent on them.'),
    minutes_today: z.int().describe('Focus minutes today (tz) on any task, for re-planning.'),
  })
  .meta({ id: 'PlanProgress' });

export const planProgressParamsSchema = z.object({ id: z.string() });

export type TodayQuery = z.output<typeof todayQuerySchema>;
export type Today = z.infer<typeof todaySchema>;
export type TodayTask = z.infer<typeof todayTaskSchema>;
export type TodayDeck = z.infer<typeof todayDeckSchema>;
export type ExamCountdown = z.infer<typeof examCountdownSchema>;
export type StudyGoal = z.infer<typeof studyGoalSchema>;
export type PlanProgress = z.infer<typeof planProgressSchema>;
export type TaskProgress = z.infer<typeof taskProgressSchema>;
