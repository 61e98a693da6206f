import { z } from 'zod';
import { requiredText, storableString } from './text.ts';
import { aiEngineSchema } from './ai.ts';
import { isoDate, isoTimestamp } from './dates.ts';

// The AI planner contract (docs/product.md §2 AI Planner, §3 Generated plan, §7 Planner). Snake_case on the
// wire as the spec shows. A generated plan is what any engine must produce; a saved plan adds the
// owner's progress (done flags), which the spec's screen shows as checkboxes.

const PLAN_GOAL_MIN = 3;
export const PLAN_GOAL_MAX = 500;
const PLAN_TASKS_MIN = 1;
export const PLAN_TASKS_MAX = 30;
export const PLAN_TITLE_MAX = 200;
export const PLAN_DESCRIPTION_MAX = 2000;
export const PLAN_DURATION_MAX = 60;
const PLAN_SUBTASKS_MAX = 12;
const PLAN_SUBTASK_MAX = 300;
export const PRIORITIES = ['high', 'medium', 'low'] as const;
export const PLAN_ITEMS_MAX = 30;
export const PLAN_ITEM_MAX = 120;
export const PLAN_HOURS_PER_DAY_MIN = 0.25;
export const PLAN_HOURS_PER_DAY_MAX = 16;

export type Priority = (typeof PRIORITIES)[number];

/** The answer to a new exam date that is already past (server and plan screen alike). */
export const EXAM_DATE_PAST = 'The exam date is in the past. Choose today or a later day.';

const goalText = storableString({ error: 'Describe your goal.' })
  .trim()
  .min(PLAN_GOAL_MIN, { error: `The goal must be at least ${PLAN_GOAL_MIN} characters.` })
  .max(PLAN_GOAL_MAX, { error: `The goal must be at most ${PLAN_GOAL_MAX} characters.` });

const durationText = requiredText(
  PLAN_DURATION_MAX,
  'A duration',
  'A duration such as "3 days" is required.',
);

const planItemText = requiredText(
  PLAN_ITEM_MAX,
  'An item',
  'An item cannot be empty.',
  'Each item must be text.',
);

/** Hours a day given to a plan; `name` names the field in the errors. */
export const hoursPerDay = (name: string) =>
  z
    .number({ error: `${name} must be a number.` })
    .min(PLAN_HOURS_PER_DAY_MIN, { error: `${name} must be at least ${PLAN_HOURS_PER_DAY_MIN}.` })
    .max(PLAN_HOURS_PER_DAY_MAX, { error: `${name} must be at most ${PLAN_HOURS_PER_DAY_MAX}.` });

/**
 * `goal_description` alone is the original request. The optional follow-up adds what only the
 * person knows, so the plan is scheduled across the real days to the deadline.
 */
export const generatePlanBodySchema = z
  .object({
    goal_description: goalText,
    items: z
      .array(planItemText, { error: 'items must be a list of texts.' })
      .max(PLAN_ITEMS_MAX, { error: `Give at most ${PLAN_ITEMS_MAX} items.` })
      .optional()
      .describe(
        'The topics or chapters (exams, courses), sections (writing) or milestones (projects), in order.',
      ),
    hours_per_day: hoursPerDay('hours_per_day')
      .optional()
      .describe('Hours a day the person can give the goal.'),
    plan_id: z
      .uuid({ error: 'plan_id must be the id of one of your plans.' })
      .optional()
      .describe(
        'Reschedule this saved plan in place (its id stays, its tasks are replaced) instead of saving a new one.',
      ),
  })
  .meta({ id: 'GeneratePlanRequest' });

export const planTaskSchema = z
  .object({
    title: requiredText(PLAN_TITLE_MAX, 'A task title', 'Each task needs a title.'),
    description: storableString()
      .trim()
      .max(PLAN_DESCRIPTION_MAX, {
        error: `A task description must be at most ${PLAN_DESCRIPTION_MAX} characters.`,
      }),
    estimated_duration: durationText.describe(
      'Human-readable, e.g. "3 days", "2 weeks", "90 minutes".',
    ),
    priority: z.enum(PRIORITIES, { error: 'Priority must be one of high, medium, low.' }),
    due_date: isoDate('due_date')
      .optional()
      .describe('The day the task is scheduled to be done by, when the plan has real dates.'),
    subtasks: z
      .array(
        storableString()
          .trim()
          .min(1, { error: 'A subtask cannot be empty.' })
          .max(PLAN_SUBTASK_MAX, {
            error: `A subtask must be at most ${PLAN_SUBTASK_MAX} characters.`,
          }),
      )
      .max(PLAN_SUBTASKS_MAX, { error: `A task can have at most ${PLAN_SUBTASKS_MAX} subtasks.` }),
  })
  .meta({ id: 'PlanTask' });

const taskList = <T extends z.ZodType>(task: T) =>
  z
    .array(task)
    .min(PLAN_TASKS_MIN, { error: 'A plan needs at least one task.' })
    .max(PLAN_TASKS_MAX, { error: `A plan can have at most ${PLAN_TASKS_MAX} tasks.` });

/** What an engine produces (also the schema a model's JSON answer is validated against). */
export const generatedPlanSchema = z
  .object({
    goal: goalText,
    total_estimated_duration: durationText,
    tasks: taskList(planTaskSchema),
  })
  .meta({ id: 'GeneratedPlan' });

const examDate = z
  .string()
  .nullable()
  .describe(
    'YYYY-MM-DD: the exam the plan leads to, apart from its last scheduled day; null when none.',
  );

/** POST /api/ai/planner/generate answer: the plan as generated, already saved under plan_id. */
export const generatePlanResponseSchema = generatedPlanSchema
  .extend({ plan_id: z.uuid(), engine: aiEngineSchema, exam_date: examDate })
  .meta({ id: 'GeneratePlanResponse' });

/** GET /api/ai/planner/sample answer: a fixed plan, not saved. */
export const samplePlanResponseSchema = generatedPlanSchema
  .extend({ engine: aiEngineSchema })
  .meta({ id: 'SamplePlanResponse' });

const savedPlanTaskSchema = planTaskSchema
  .extend({
    done: z.boolean(),
    subtasks_done: z.array(z.boolean()).describe('One flag per subtask, in the same order.'),
  })
  .meta({ id: 'SavedPlanTask' });

/** A task as a client sends it back: done flags default to "not done". */
const savedPlanTaskInputSchema = planTaskSchema
  .extend({
    done: z.boolean({ error: 'done must be true or false.' }).default(false),
    subtasks_done: z
      .array(z.boolean({ error: 'subtasks_done holds true or false flags.' }))
      .optional(),
  })
  .superRefine((task, ctx) => {
    if (task.subtasks_done && task.subtasks_done.length !== task.subtasks.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['subtasks_done'],
        message: `subtasks_done must have one flag per subtask (${task.subtasks.length}).`,
      });
    }
  })
  .transform((task) => ({
    ...task,
    subtasks_done: task.subtasks_done ?? task.subtasks.map(() => false),
  }));

export const planSchema = z
  .object({
    id: z.uuid(),
    goal: z.string(),
    total_estimated_duration: z.string(),
    tasks: z.array(savedPlanTaskSchema),
    engine: aiEngineSchema,
    exam_date: examDate,
    created_at: z.string().describe('ISO 8601.'),
    updated_at: z.string().describe('ISO 8601; send it back as expected_updated_at.'),
  })
  .meta({ id: 'Plan' });

const planSummarySchema = z
  .object({
    id: z.uuid(),
    goal: z.string(),
    total_estimated_duration: z.string(),
    task_count: z.int(),
    done_count: z.int(),
    engine: aiEngineSchema,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'PlanSummary' });

export const planListSchema = z.array(planSummarySchema);

export const updatePlanBodySchema = z
  .object({
    goal: goalText.optional(),
    total_estimated_duration: durationText.optional(),
    tasks: taskList(savedPlanTaskInputSchema),
    exam_date: isoDate('exam_date')
      .nullable()
      .optional()
      .describe(
        'The exam day; null removes it, absent keeps it. A day already past is refused unless it is the saved one.',
      ),
    expected_updated_at: isoTimestamp('expected_updated_at')
      .optional()
      .describe("The plan's updated_at as last read; a different current value answers 409."),
  })
  .meta({ id: 'UpdatePlan' });

export const planParamsSchema = z.object({ id: z.string() });

export type GeneratePlanBody = z.infer<typeof generatePlanBodySchema>;
/** The follow-up details of a generate request, as engines receive them. */
export interface PlanDetails {
  items?: string[];
  hoursPerDay?: number;
}
export type PlanTask = z.infer<typeof planTaskSchema>;
export type GeneratedPlan = z.infer<typeof generatedPlanSchema>;
export type GeneratePlanResponse = z.infer<typeof generatePlanResponseSchema>;
export type SamplePlanResponse = z.infer<typeof samplePlanResponseSchema>;
export type SavedPlanTask = z.infer<typeof savedPlanTaskSchema>;
export type Plan = z.infer<typeof planSchema>;
export type PlanSummary = z.infer<typeof planSummarySchema>;
export type UpdatePlanBody = z.infer<typeof updatePlanBodySchema>;

const UNIT_DAYS: Record<string, number> = {
  minute: 1 / (24 * 60),
  min: 1 / (24 * 60),
  hour: 1 / 24,
  hr: 1 / 24,
  h: 1 / 24,
  day: 1,
  d: 1,
  week: 7,
  wk: 7,
  w: 7,
  month: 30,
  mo: 30,
};

/**
 * Reads a human duration ("3 days", "2 weeks", "1.5 hours", "45 min", "2-3 days" → the upper
 * bound) as a number of days; undefined when it is not one. Used to check that task durations fit
 * the plan's total.
 */
export function durationInDays(text: string): number | undefined {
  const match =
    /^\s*(?:~|about\s+)?(\d+(?:\.\d+)?)(?:\s*[-–]\s*(\d+(?:\.\d+)?))?\s*([a-z]+?)s?\s*$/i.exec(
      text,
    );
  if (!match) return undefined;
  const unit = UNIT_DAYS[match[3]!.toLowerCase()];
  if (unit === undefined) return undefined;
  return Number(match[2] ?? match[1]) * unit;
}
