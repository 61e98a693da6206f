import { sql } from 'drizzle-orm';
import type { AiEngine } from '@quietdesk/core/api/ai';
import type { SavedPlanTask } from '@quietdesk/core/api/planner';
import type { TimerSettings } from '@quietdesk/core/timer/settings';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// An owner is whoever data belongs to. A guest starts with kind 'guest' and a cookie token;
// becoming an account later means attaching credentials to the SAME owner id and flipping the
// kind, so no feature row ever has to move.
export const owners = pgTable(
  'owners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['guest', 'account'] })
      .notNull()
      .default('guest'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('owners_kind_check', sql`${table.kind} in ('guest', 'account')`)],
);

// Only the SHA-256 of the cookie token is stored: a leaked database cannot be replayed as cookies.
export const guestTokens = pgTable(
  'guest_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('guest_tokens_owner_id_idx').on(table.ownerId)],
);

// One row per owner; missing row means "defaults" so reads never need to write.
export const preferences = pgTable(
  'preferences',
  {
    ownerId: uuid('owner_id')
      .primaryKey()
      .references(() => owners.id, { onDelete: 'cascade' }),
    theme: text('theme', { enum: ['light', 'dark', 'system'] }).notNull(),
    colorMode: text('color_mode', { enum: ['default', 'calm', 'focus'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('preferences_theme_check', sql`${table.theme} in ('light', 'dark', 'system')`),
    check('preferences_color_mode_check', sql`${table.colorMode} in ('default', 'calm', 'focus')`),
  ],
);

// A focus session. The client's timer is the authority on time; the server keeps just enough to
// measure phases itself when a client reports none (running_since + phase_focused_ms) and to let
// another tab or device pick the session up.
export const pomodoroSessions = pgTable(
  'pomodoro_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    taskName: text('task_name').notNull(),
    description: text('description').notNull().default(''),
    settings: jsonb('settings').$type<TimerSettings>().notNull(),
    status: text('status', { enum: ['created', 'running', 'paused', 'stopped'] }).notNull(),
    currentPhase: text('current_phase', { enum: ['work', 'break', 'long_break'] }).notNull(),
    phaseNumber: integer('phase_number').notNull().default(1),
    completedPomodoros: integer('completed_pomodoros').notNull().default(0),
    /** When the current phase first ran; null while it waits to be started. */
    phaseStartedAt: timestamp('phase_started_at', { withTimezone: true, precision: 3 }),
    /** Since when the current phase runs; null while paused or waiting. */
    runningSince: timestamp('running_since', { withTimezone: true, precision: 3 }),
    /** Time the current phase ran before `running_since` (pauses excluded). */
    phaseFocusedMs: integer('phase_focused_ms').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }).notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true, precision: 3 }),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    index('pomodoro_sessions_owner_started_idx').on(table.ownerId, table.startedAt),
    check(
      'pomodoro_sessions_status_check',
      sql`${table.status} in ('created', 'running', 'paused', 'stopped')`,
    ),
    check(
      'pomodoro_sessions_current_phase_check',
      sql`${table.currentPhase} in ('work', 'break', 'long_break')`,
    ),
  ],
);

// The log of closed phases with their real durations; statistics are computed from it. One phase
// is identified by (session, kind, started_at), so a client re-sending it after a lost answer
// stores it once.
export const pomodoroPhases = pgTable(
  'pomodoro_phases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => pomodoroSessions.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['work', 'break', 'long_break'] }).notNull(),
    outcome: text('outcome', { enum: ['completed', 'skipped', 'stopped'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, precision: 3 }).notNull(),
    plannedMs: integer('planned_ms').notNull(),
    focusedMs: integer('focused_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pomodoro_phases_session_kind_started_idx').on(
      table.sessionId,
      table.kind,
      table.startedAt,
    ),
    index('pomodoro_phases_owner_ended_idx').on(table.ownerId, table.endedAt),
    check('pomodoro_phases_kind_check', sql`${table.kind} in ('work', 'break', 'long_break')`),
    check(
      'pomodoro_phases_outcome_check',
      sql`${table.outcome} in ('completed', 'skipped', 'stopped')`,
    ),
    check(
      'pomodoro_phases_durations_check',
      sql`${table.endedAt} >= ${table.startedAt} and ${table.focusedMs} >= 0 and ${table.plannedMs} >= 0`,
    ),
  ],
);

// A plan made by the AI planner, with the owner's progress. Tasks and the engine that made the
// plan are stored as JSON documents: they are always read and written whole, never queried into.
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    goal: text('goal').notNull(),
    totalEstimatedDuration: text('total_estimated_duration').notNull(),
    tasks: jsonb('tasks').$type<SavedPlanTask[]>().notNull(),
    engine: jsonb('engine').$type<AiEngine>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [index('plans_owner_created_idx').on(table.ownerId, table.createdAt)],
);
