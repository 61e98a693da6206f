import { sql } from 'drizzle-orm';
import type { AiEngine } from '@quietdesk/core/api/ai';
import type { ContentSource } from '@quietdesk/core/api/source';
import type { SavedPlanTask } from '@quietdesk/core/api/planner';
import type { ReaderSection } from '@quietdesk/core/api/reader';
import type { TimerSettings } from '@quietdesk/core/timer/settings';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A row's own id, drawn by the database. */
const id = () => uuid('id').primaryKey().defaultRandom();
/** A time to the millisecond with its zone: what the server's clock writes. */
const stamp = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
/** A reference whose row is deleted with the row it names. */
const cascadeRef = (name: string, to: () => AnyPgColumn) =>
  uuid(name).references(to, { onDelete: 'cascade' });
/** The owner a row belongs to: deleting the owner deletes the row. */
const ownerRef = () => cascadeRef('owner_id', () => owners.id);

// An owner is whoever data belongs to. A guest starts with kind 'guest' and a cookie token;
// becoming an account later means attaching credentials to the SAME owner id and flipping the
// kind, so no feature row ever has to move.
export const owners = pgTable(
  'owners',
  {
    id: id(),
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
    ownerId: ownerRef().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('guest_tokens_owner_id_idx').on(table.ownerId)],
);

// One row per owner; missing row means "defaults" so reads never need to write.
export const preferences = pgTable(
  'preferences',
  {
    ownerId: ownerRef().primaryKey(),
    theme: text('theme', { enum: ['light', 'dark', 'system'] }).notNull(),
    colorMode: text('color_mode', { enum: ['default', 'calm', 'focus'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    // The person's own timer lengths and when they last changed them (server time).
    timerSettings: jsonb('timer_settings').$type<TimerSettings>(),
    timerSettingsChangedAt: stamp('timer_settings_changed_at'),
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
    id: id(),
    ownerId: ownerRef().notNull(),
    taskName: text('task_name').notNull(),
    description: text('description').notNull().default(''),
    settings: jsonb('settings').$type<TimerSettings>().notNull(),
    status: text('status', { enum: ['created', 'running', 'paused', 'stopped'] }).notNull(),
    currentPhase: text('current_phase', { enum: ['work', 'break', 'long_break'] }).notNull(),
    phaseNumber: integer('phase_number').notNull().default(1),
    completedPomodoros: integer('completed_pomodoros').notNull().default(0),
    /** When the current phase first ran; null while it waits to be started. */
    phaseStartedAt: stamp('phase_started_at'),
    /** Since when the current phase runs; null while paused or waiting. */
    runningSince: stamp('running_since'),
    /** Time the current phase ran before `running_since` (pauses excluded). */
    phaseFocusedMs: integer('phase_focused_ms').notNull().default(0),
    startedAt: stamp('started_at').notNull(),
    stoppedAt: stamp('stopped_at'),
    updatedAt: stamp('updated_at').notNull(),
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
    id: id(),
    sessionId: cascadeRef('session_id', () => pomodoroSessions.id).notNull(),
    ownerId: ownerRef().notNull(),
    kind: text('kind', { enum: ['work', 'break', 'long_break'] }).notNull(),
    outcome: text('outcome', { enum: ['completed', 'skipped', 'stopped'] }).notNull(),
    startedAt: stamp('started_at').notNull(),
    endedAt: stamp('ended_at').notNull(),
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
    id: id(),
    ownerId: ownerRef().notNull(),
    goal: text('goal').notNull(),
    totalEstimatedDuration: text('total_estimated_duration').notNull(),
    tasks: jsonb('tasks').$type<SavedPlanTask[]>().notNull(),
    engine: jsonb('engine').$type<AiEngine>().notNull(),
    /** The exam the plan leads to (migration 0020), apart from its last scheduled day; optional. */
    examDate: date('exam_date', { mode: 'string' }),
    createdAt: stamp('created_at').notNull(),
    updatedAt: stamp('updated_at').notNull(),
  },
  (table) => [index('plans_owner_created_idx').on(table.ownerId, table.createdAt)],
);

// A mind map. The graph is one JSON document (always read and written whole); node_count is kept
// beside it so the list never has to read the graphs. `version` rises by one on every save of
// map_data, which is what conflict detection compares.
export const mindMaps = pgTable(
  'mind_maps',
  {
    id: id(),
    ownerId: ownerRef().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull(),
    isFavorite: boolean('is_favorite').notNull().default(false),
    // The graph (StoredMapData) as the JSON text the server wrote: saved and sent on without
    // parsing it (migration 0007; nothing queries inside it).
    mapJson: text('map_data').notNull(),
    nodeCount: integer('node_count').notNull(),
    version: integer('version').notNull().default(1),
    engine: jsonb('engine').$type<AiEngine>(),
    /** The plan this map belongs to (migration 0010); unlinked when the plan is deleted. */
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at').notNull(),
    updatedAt: stamp('updated_at').notNull(),
  },
  (table) => [index('mind_maps_owner_updated_idx').on(table.ownerId, table.updatedAt)],
);

// Flashcard decks (docs/decisions/014-fsrs-scheduling.md). A card carries its FSRS schedule as
// columns so the "due" list is one indexed range scan; every rating is kept in flashcard_reviews.
export const flashcardDecks = pgTable(
  'flashcard_decks',
  {
    id: id(),
    ownerId: ownerRef().notNull(),
    title: text('title').notNull(),
    source: text('source', { enum: ['topic', 'notes', 'mind-map', 'import', 'manual'] }).notNull(),
    examDate: date('exam_date', { mode: 'string' }),
    /** The plan this deck is studied for (migration 0010); unlinked when the plan is deleted. */
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at').notNull(),
    updatedAt: stamp('updated_at').notNull(),
  },
  (table) => [index('flashcard_decks_owner_created_idx').on(table.ownerId, table.createdAt)],
);

export const flashcardCards = pgTable(
  'flashcard_cards',
  {
    id: id(),
    deckId: cascadeRef('deck_id', () => flashcardDecks.id).notNull(),
    ownerId: ownerRef().notNull(),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    // Where the card came from (migration 0009); null for cards made before sources existed.
    source: jsonb('source').$type<ContentSource>(),
    // Anki-style tags (migration 0013); empty when the card has none.
    tags: text('tags').array().notNull().default([]),
    state: text('state', { enum: ['new', 'learning', 'review', 'relearning'] }).notNull(),
    due: stamp('due').notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    lastReview: stamp('last_review'),
    createdAt: stamp('created_at').notNull(),
  },
  (table) => [
    // (deck, due, position): the due list reads its first rows in order from the index alone.
    index('flashcard_cards_deck_due_idx').on(table.deckId, table.due, table.position),
    index('flashcard_cards_deck_position_idx').on(table.deckId, table.position),
    index('flashcard_cards_owner_idx').on(table.ownerId),
  ],
);

export const flashcardReviews = pgTable(
  'flashcard_reviews',
  {
    id: id(),
    cardId: cascadeRef('card_id', () => flashcardCards.id).notNull(),
    ownerId: ownerRef().notNull(),
    rating: text('rating', { enum: ['again', 'hard', 'good', 'easy'] }).notNull(),
    source: text('source', { enum: ['review', 'quiz'] }).notNull(),
    stateBefore: text('state_before', {
      enum: ['new', 'learning', 'review', 'relearning'],
    }).notNull(),
    dueAfter: stamp('due_after').notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    reviewedAt: stamp('reviewed_at').notNull(),
  },
  (table) => [
    index('flashcard_reviews_owner_reviewed_idx').on(table.ownerId, table.reviewedAt),
    index('flashcard_reviews_card_reviewed_idx').on(table.cardId, table.reviewedAt),
  ],
);

// The reader's library (docs/decisions/048-reader-files-and-library.md): the extracted text of what
// a person opened (never the file), its pages or chapters as offsets, and where they stopped.
export const readerItems = pgTable(
  'reader_items',
  {
    id: id(),
    ownerId: ownerRef().notNull(),
    title: text('title').notNull(),
    kind: text('kind', { enum: ['pdf', 'epub', 'text', 'markdown', 'paste', 'url'] }).notNull(),
    source: text('source').notNull(),
    text: text('text').notNull(),
    sections: jsonb('sections').$type<ReaderSection[]>().notNull(),
    charCount: integer('char_count').notNull(),
    position: integer('position').notNull(),
    createdAt: stamp('created_at').notNull(),
    openedAt: stamp('opened_at').notNull(),
    // SHA-256 (hex) of the file's bytes, or of a pasted text or page with its address: opening
    // the same thing again reopens this item instead of keeping a copy. Not unique: a guest's
    // library merged into an account may hold the same book twice, each with its highlights.
    contentHash: text('content_hash'),
  },
  (table) => [
    index('reader_items_owner_opened_idx').on(table.ownerId, table.openedAt),
    index('reader_items_owner_hash_idx').on(table.ownerId, table.contentHash),
  ],
);

// A highlighted passage of an item, anchored by offsets plus its quote and the text around it so
// it can be found again when the file is extracted anew; card_id is the card made from it.
export const readerHighlights = pgTable(
  'reader_highlights',
  {
    id: id(),
    ownerId: ownerRef().notNull(),
    itemId: cascadeRef('item_id', () => readerItems.id).notNull(),
    start: integer('start').notNull(),
    end: integer('end').notNull(),
    quote: text('quote').notNull(),
    prefix: text('prefix').notNull(),
    suffix: text('suffix').notNull(),
    section: text('section'),
    cardId: uuid('card_id').references(() => flashcardCards.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at').notNull(),
  },
  (table) => [
    index('reader_highlights_item_start_idx').on(table.itemId, table.start),
    index('reader_highlights_card_idx').on(table.cardId),
    index('reader_highlights_owner_idx').on(table.ownerId),
  ],
);

// Credentials attached to an owner: registering flips the guest's owner to kind 'account' and adds
// this row, so the guest's data never moves (docs/decisions/022-accounts-and-sessions.md). The
// email is the sign-in name, stored lower-case, and the only mail it ever gets is a reset link
// when the server has mail settings (docs/decisions/049-account-recovery.md); the password is an
// scrypt hash with its parameters and salt.
export const accounts = pgTable(
  'accounts',
  {
    ownerId: ownerRef().primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: stamp('created_at').notNull(),
    passwordChangedAt: stamp('password_changed_at').notNull(),
  },
  (table) => [uniqueIndex('accounts_email_idx').on(table.email)],
);

// Signed-in sessions. Only the SHA-256 of the cookie token is stored, like guest tokens.
export const authSessions = pgTable(
  'auth_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    ownerId: ownerRef().notNull(),
    createdAt: stamp('created_at').notNull(),
    lastSeenAt: stamp('last_seen_at').notNull(),
  },
  (table) => [index('auth_sessions_owner_id_idx').on(table.ownerId)],
);

// Browsers that signed in to an account before (the device cookie's token, as SHA-256): they are
// exempt from the per-account sign-in limit, so a remote guesser cannot lock the owner out. An
// identity table (never exported or merged); withdrawn on password change, sign out everywhere and
// deletion (docs/decisions/043-sign-in-limits-under-concurrency.md).
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    ownerId: ownerRef().notNull(),
    lastSignInAt: stamp('last_sign_in_at').notNull(),
  },
  (table) => [index('known_devices_owner_id_idx').on(table.ownerId, table.lastSignInAt)],
);

// A focus session spent on one task of a plan (docs/decisions/047-study-loop.md). Tasks live in
// the plan's JSON list, so a task is named by its position; a row of its own (rather than two
// nullable columns on the session) means deleting the session OR the plan removes the link whole.
export const focusSessionTasks = pgTable(
  'focus_session_tasks',
  {
    sessionId: cascadeRef('session_id', () => pomodoroSessions.id).primaryKey(),
    ownerId: ownerRef().notNull(),
    planId: cascadeRef('plan_id', () => plans.id).notNull(),
    taskIndex: integer('task_index').notNull(),
  },
  (table) => [
    index('focus_session_tasks_plan_idx').on(table.planId, table.taskIndex),
    index('focus_session_tasks_owner_idx').on(table.ownerId),
    check('focus_session_tasks_index_check', sql`${table.taskIndex} >= 0`),
  ],
);

// A "Review" focus session on a deck (docs/decisions/056-review-sessions.md). Its own row, like
// the plan task above: deleting the deck removes the link whole and the session keeps its time.
export const focusSessionDecks = pgTable(
  'focus_session_decks',
  {
    sessionId: cascadeRef('session_id', () => pomodoroSessions.id).primaryKey(),
    ownerId: ownerRef().notNull(),
    deckId: cascadeRef('deck_id', () => flashcardDecks.id).notNull(),
  },
  (table) => [
    index('focus_session_decks_deck_idx').on(table.deckId),
    index('focus_session_decks_owner_idx').on(table.ownerId),
  ],
);

// The mind-map node a card was made from; removed with the card or the map.
export const flashcardCardNodes = pgTable(
  'flashcard_card_nodes',
  {
    cardId: cascadeRef('card_id', () => flashcardCards.id).primaryKey(),
    ownerId: ownerRef().notNull(),
    mindMapId: cascadeRef('mind_map_id', () => mindMaps.id).notNull(),
    nodeId: text('node_id').notNull(),
  },
  (table) => [
    index('flashcard_card_nodes_map_idx').on(table.mindMapId),
    index('flashcard_card_nodes_owner_idx').on(table.ownerId),
  ],
);

// Recall mode's marks per mind-map node (migration 0017): how often the person knew a node's
// text before revealing it, and how often not. Node ids live inside the map's graph, so a row
// for a node since deleted is simply never read; the map's deletion removes them all.
export const mindMapRecall = pgTable(
  'mind_map_recall',
  {
    mindMapId: cascadeRef('mind_map_id', () => mindMaps.id).notNull(),
    nodeId: text('node_id').notNull(),
    ownerId: ownerRef().notNull(),
    knew: integer('knew').notNull().default(0),
    missed: integer('missed').notNull().default(0),
    lastResult: text('last_result', { enum: ['knew', 'missed'] }).notNull(),
    updatedAt: stamp('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.mindMapId, table.nodeId] }),
    index('mind_map_recall_owner_idx').on(table.ownerId),
  ],
);

// The daily focus goal Today measures against; no row means the default goal.
export const studyGoals = pgTable(
  'study_goals',
  {
    ownerId: ownerRef().primaryKey(),
    dailyFocusMinutes: integer('daily_focus_minutes').notNull(),
    updatedAt: stamp('updated_at').notNull(),
  },
  (table) => [
    check('study_goals_minutes_check', sql`${table.dailyFocusMinutes} between 5 and 960`),
  ],
);

// Password-reset links sent by mail (docs/decisions/049-account-recovery.md): only the SHA-256 of
// the token is kept; a token is deleted when used, and at most 3 live per account.
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    ownerId: ownerRef().notNull(),
    createdAt: stamp('created_at').notNull(),
    expiresAt: stamp('expires_at').notNull(),
  },
  (table) => [index('password_reset_tokens_owner_id_idx').on(table.ownerId)],
);

// Single-use recovery codes (SHA-256 of each); a used code's row is deleted, so the count of rows
// is the count of codes left.
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    ownerId: ownerRef().notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: stamp('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.codeHash] })],
);
