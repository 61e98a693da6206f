import { z } from 'zod';
import { requiredText, storableString } from './text.ts';
import { DEFAULT_TIMER_SETTINGS, toCamelCaseSettings } from '../timer/settings.ts';
import { timerSettingsSchema } from '../timer/settings-schema.ts';
import { isTimeZone } from '../timer/stats.ts';
import { isoTimestamp } from './dates.ts';

// The focus-timer contract (docs/product.md §3, §7). Snake_case on the wire as the spec shows; settings are
// answered in camelCase (the timer's own spelling) and read in either spelling.

const PHASE_KINDS = ['work', 'break', 'long_break'] as const;
const PHASE_OUTCOMES = ['completed', 'skipped', 'stopped'] as const;
const SESSION_STATUSES = ['created', 'running', 'paused', 'stopped'] as const;
const SESSION_ACTIONS = ['start', 'pause', 'resume', 'skip', 'stop'] as const;

const TASK_NAME_MAX = 200;
const DESCRIPTION_MAX = 2000;
/** Longest phase length or focused time we believe (the longest setting is 90 minutes). */
const PHASE_MAX_MS = 4 * 60 * 60_000;
/** Timers on two machines never agree exactly; this much disagreement is not an error. */
const CLOCK_TOLERANCE_MS = 2_000;
/**
 * How far a client's clock may run ahead of the server's (or behind a session's start). Clients
 * send their own timestamps so offline sessions sync with real times; laptop and VM clocks are
 * often minutes off, and refusing them would break the timer for those people. Times inside the
 * tolerance are clamped to the server's clock; only absurd ones are refused.
 */
export const CLOCK_SKEW_MS = 15 * 60_000;

/**
 * The device's clock when it sent the request. A device whose clock is wrong (months behind, a
 * dead CMOS battery, a hand-set date) still runs the timer: the server shifts every time in the
 * request by (server now − sent_at) and clamps what is still impossible, instead of refusing.
 */
const sentAtField = () =>
  isoTimestamp('sent_at')
    .optional()
    .describe(
      "The device's clock when it sent this request; the server shifts the request's times by its difference to the server clock.",
    );

export type SessionAction = (typeof SESSION_ACTIONS)[number];

const settingKeys = Object.keys(timerSettingsSchema.shape) as (keyof z.infer<
  typeof timerSettingsSchema
>)[];
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Settings as a client may send them: camelCase or snake_case keys (camelCase wins when both are
 * present), each value held to the strict slider ranges, missing keys taking the defaults.
 */
const timerSettingsInputSchema = z
  .object(
    Object.fromEntries(
      settingKeys.flatMap((key) => {
        const value = timerSettingsSchema.shape[key].optional();
        return [
          [key, value],
          [snake(key), value],
        ];
      }),
    ),
  )
  .transform((input) => ({ ...DEFAULT_TIMER_SETTINGS, ...toCamelCaseSettings(input) }))
  .pipe(timerSettingsSchema);

/** The plan task a focus session is spent on (docs/decisions/047-study-loop.md). */
const planTaskLinkSchema = z
  .object({
    plan_id: z.uuid({ error: 'plan_task.plan_id must be the id of one of your plans.' }),
    task_index: z
      .int({ error: 'plan_task.task_index must be a whole number.' })
      .min(0, { error: 'plan_task.task_index cannot be negative.' })
      .describe("The task's position in the plan's task list, from 0."),
  })
  .meta({ id: 'PlanTaskLink' });

export const createSessionBodySchema = z
  .object({
    task_name: requiredText(TASK_NAME_MAX, 'Task name', 'Task name is required.'),
    description: storableString()
      .max(DESCRIPTION_MAX, {
        error: `Description must be at most ${DESCRIPTION_MAX} characters.`,
      })
      .nullish()
      .transform((value) => value ?? ''),
    settings: timerSettingsInputSchema.optional(),
    start_time: isoTimestamp('start_time')
      .optional()
      .describe(
        'When the session really began, for a client that started it offline; defaults to now.',
      ),
    sent_at: sentAtField(),
    plan_task: planTaskLinkSchema
      .optional()
      .describe('Spend this session on a task of one of your plans: its focus time counts there.'),
    deck_id: z
      .uuid({ error: 'deck_id must be the id of one of your decks.' })
      .optional()
      .describe(
        "A Review session on one of your decks: the deck's cards rated while it runs count for it.",
      ),
  })
  .meta({ id: 'CreatePomodoroSession' });

const durationMs = (label: string) =>
  z
    .number({ error: `${label} must be a number of milliseconds.` })
    .int({ error: `${label} must be a whole number of milliseconds.` })
    .min(0, { error: `${label} cannot be negative.` })
    .max(PHASE_MAX_MS, { error: `${label} cannot exceed 4 hours.` });

/** A phase that just closed, as the timer's `phase-ended` / `session-stopped` record reports it. */
const phaseReportSchema = z
  .object({
    kind: z.enum(PHASE_KINDS, { error: 'Phase kind must be one of work, break, long_break.' }),
    started_at: isoTimestamp('started_at'),
    ended_at: isoTimestamp('ended_at'),
    planned_ms: durationMs('planned_ms'),
    focused_ms: durationMs('focused_ms'),
    outcome: z.enum(PHASE_OUTCOMES, {
      error: 'Phase outcome must be one of completed, skipped, stopped.',
    }),
  })
  .superRefine((phase, ctx) => {
    const span = Date.parse(phase.ended_at) - Date.parse(phase.started_at);
    if (span < 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['ended_at'],
        message: 'ended_at is before started_at.',
      });
    } else if (phase.focused_ms > span + CLOCK_TOLERANCE_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['focused_ms'],
        message: 'focused_ms is longer than the time between started_at and ended_at.',
      });
    }
    if (phase.focused_ms > phase.planned_ms + CLOCK_TOLERANCE_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['focused_ms'],
        message: 'focused_ms is longer than planned_ms.',
      });
    }
  })
  .meta({ id: 'PomodoroPhaseReport' });

export const updateSessionBodySchema = z
  .object({
    action: z.enum(SESSION_ACTIONS, {
      error: `Action must be one of ${SESSION_ACTIONS.join(', ')}.`,
    }),
    at: isoTimestamp('at')
      .optional()
      .describe('Client time of the action, so an offline client can sync later; default now.'),
    phase: phaseReportSchema
      .optional()
      .describe(
        'The phase that just closed (with skip or stop); the server measures it if absent.',
      ),
    sent_at: sentAtField(),
  })
  .meta({ id: 'UpdatePomodoroSession' });

export const sessionParamsSchema = z.object({ id: z.string() });

export const pomodoroSessionSchema = z
  .object({
    session_id: z.uuid(),
    task_name: z.string(),
    description: z.string(),
    start_time: z.string().describe('ISO 8601.'),
    status: z.enum(SESSION_STATUSES),
    settings: timerSettingsSchema,
    current_phase: z.enum(PHASE_KINDS),
    phase_number: z.int().describe('1 for the first work phase, +1 on every phase change.'),
    completed_pomodoros: z
      .int()
      .describe('Work phases ended in this session, skipped ones included (drives long breaks).'),
    phase_started_at: z.string().nullable().describe('When the current phase first ran.'),
    time_left_ms: z.int().describe("Time left in the current phase at the response's time."),
    stopped_at: z.string().nullable(),
    updated_at: z.string(),
    plan_task: planTaskLinkSchema
      .nullable()
      .optional()
      .describe(
        'The plan task the session is spent on (null: none), in the answers to create and to GET of one session.',
      ),
    deck_id: z
      .uuid()
      .nullable()
      .optional()
      .describe(
        'The deck of a Review session (null: none, or the deck was deleted), in the answers to create and to GET of one session.',
      ),
    cards_reviewed: z
      .int()
      .optional()
      .describe(
        "Ratings of the deck's cards between the session's start and its stop (GET of one session).",
      ),
  })
  .meta({ id: 'PomodoroSession' });

/** The `tz` of a query: the IANA time zone that decides where the person's days begin. */
export const timeZoneSchema = z
  .string()
  .default('UTC')
  .refine(isTimeZone, { error: 'tz must be an IANA time zone such as Europe/Berlin.' });

export const statsQuerySchema = z.object({
  days: z
    .enum(['7', '30'], { error: 'days must be 7 or 30.' })
    .default('7')
    .transform((value) => Number(value) as 7 | 30),
  tz: timeZoneSchema,
});

const dayTotalsSchema = z.object({ focus_minutes: z.int(), completed_pomodoros: z.int() });

export const pomodoroStatsSchema = z
  .object({
    today: dayTotalsSchema,
    days: z
      .array(dayTotalsSchema.extend({ day: z.string().describe('YYYY-MM-DD in tz.') }))
      .describe('Oldest first, one entry per day, today last.'),
    streak_days: z.int(),
  })
  .meta({ id: 'PomodoroStats' });

export type CreateSessionBody = z.output<typeof createSessionBodySchema>;
export type UpdateSessionBody = z.output<typeof updateSessionBodySchema>;
export type PhaseReport = z.output<typeof phaseReportSchema>;
export type PomodoroSession = z.infer<typeof pomodoroSessionSchema>;
export type PlanTaskLink = z.infer<typeof planTaskLinkSchema>;
export type StatsQuery = z.output<typeof statsQuerySchema>;
export type PomodoroStats = z.infer<typeof pomodoroStatsSchema>;
