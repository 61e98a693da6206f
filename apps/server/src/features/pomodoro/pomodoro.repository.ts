import { and, desc, eq, gte, lte, ne, or, sql } from 'drizzle-orm';
import type { PhaseRecord } from '@quietdesk/core/timer/types';
import type { StatsRecord } from '@quietdesk/core/timer/stats';
import { transactionOf, type Db } from '../../db/database.ts';
import * as owned from '../../db/owned-rows.ts';
import { NO_READ_CACHE, type ReadCache } from '../../db/read-cache.ts';
import {
  flashcardCards,
  flashcardDecks,
  flashcardReviews,
  focusSessionDecks,
  focusSessionTasks,
  plans,
  pomodoroPhases,
  pomodoroSessions,
} from '../../db/schema.ts';

export type SessionRow = typeof pomodoroSessions.$inferSelect;
type NewSession = Omit<typeof pomodoroSessions.$inferInsert, 'id'>;
/** The columns an action may change. */
export type SessionChanges = Partial<
  Pick<
    SessionRow,
    | 'status'
    | 'currentPhase'
    | 'phaseNumber'
    | 'completedPomodoros'
    | 'phaseStartedAt'
    | 'runningSince'
    | 'phaseFocusedMs'
    | 'stoppedAt'
    | 'updatedAt'
  >
>;

function createQueries(db: Db) {
  return {
    insertSession: (values: NewSession): Promise<SessionRow> =>
      owned.insert(db, pomodoroSessions, values, 'a pomodoro session'),

    /** How many tasks the owner's plan has; undefined when it is not the owner's plan. */
    async countPlanTasks(ownerId: string, planId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ count: sql<number>`jsonb_array_length(${plans.tasks})::int` })
        .from(plans)
        .where(owned.row(plans, ownerId, planId))
        .for('share');
      return row?.count;
    },

    async linkTask(link: typeof focusSessionTasks.$inferInsert): Promise<void> {
      await db.insert(focusSessionTasks).values(link);
    },

    /** Whether the deck is the owner's; read FOR SHARE so it stays until the link is stored. */
    ownsDeck: (ownerId: string, deckId: string): Promise<boolean> =>
      owned.exists(db, flashcardDecks, ownerId, deckId, 'share'),

    async linkDeck(link: typeof focusSessionDecks.$inferInsert): Promise<void> {
      await db.insert(focusSessionDecks).values(link);
    },

    /**
     * The deck of a Review session and the cards of it rated between the session's start and its
     * stop (docs/decisions/056-review-sessions.md); undefined when it is not one (any more).
     */
    async findDeckLink(session: SessionRow) {
      const [link] = await db
        .select({ deckId: focusSessionDecks.deckId })
        .from(focusSessionDecks)
        .where(eq(focusSessionDecks.sessionId, session.id));
      if (!link) return undefined;
      const [counted] = await db
        .select({ cards: sql<number>`count(*)::int` })
        .from(flashcardReviews)
        .innerJoin(flashcardCards, eq(flashcardCards.id, flashcardReviews.cardId))
        .where(
          and(
            eq(flashcardCards.deckId, link.deckId),
            eq(flashcardReviews.ownerId, session.ownerId),
            gte(flashcardReviews.reviewedAt, session.startedAt),
            session.stoppedAt ? lte(flashcardReviews.reviewedAt, session.stoppedAt) : undefined,
          ),
        );
      return { deckId: link.deckId, cards: counted?.cards ?? 0 };
    },

    async findTaskLink(sessionId: string) {
      const [row] = await db
        .select({ planId: focusSessionTasks.planId, taskIndex: focusSessionTasks.taskIndex })
        .from(focusSessionTasks)
        .where(eq(focusSessionTasks.sessionId, sessionId));
      return row;
    },

    /** The owner's session, or undefined when it does not exist or is someone else's. */
    findSession: (
      ownerId: string,
      id: string,
      options: { forUpdate?: boolean } = {},
    ): Promise<SessionRow | undefined> => owned.find(db, pomodoroSessions, ownerId, id, options),

    updateSession: (ownerId: string, id: string, changes: SessionChanges): Promise<SessionRow> =>
      owned.updateRow(db, pomodoroSessions, ownerId, id, changes, 'a pomodoro session'),

    /** Stores a closed phase; false when the same phase (session, kind, start) was stored before. */
    async insertPhase(ownerId: string, record: PhaseRecord): Promise<boolean> {
      const rows = await db
        .insert(pomodoroPhases)
        .values({
          sessionId: record.sessionId,
          ownerId,
          kind: record.kind,
          outcome: record.outcome,
          startedAt: new Date(record.startedAt),
          endedAt: new Date(record.endedAt),
          plannedMs: record.plannedMs,
          focusedMs: record.focusedMs,
        })
        .onConflictDoNothing({
          target: [pomodoroPhases.sessionId, pomodoroPhases.kind, pomodoroPhases.startedAt],
        })
        .returning({ id: pomodoroPhases.id });
      return rows.length > 0;
    },
  };
}

const STATS_REMEMBERED_BEFORE_MS = 30 * 24 * 60 * 60 * 1000;

/** `reads`: PGlite's remembered owner reads (db/read-cache.ts); transactions never use them. */
export function createPomodoroRepository(db: Db, reads: ReadCache = NO_READ_CACHE) {
  const queries = createQueries(db);
  // The hot reads are prepared once (docs/decisions/041-pglite-read-cache.md). Work phases for
  // statistics: every one that ended since `since` (for the day series), plus every earlier
  // completed one (a streak may reach back further than the series).
  const findActiveSession = db
    .select()
    .from(pomodoroSessions)
    .where(
      and(
        eq(pomodoroSessions.ownerId, sql.placeholder('ownerId')),
        ne(pomodoroSessions.status, 'stopped'),
      ),
    )
    .orderBy(desc(pomodoroSessions.startedAt), desc(pomodoroSessions.updatedAt))
    .limit(1)
    .prepare('pomodoro_find_active_session');
  const listWorkPhasesForStats = db
    .select({
      kind: pomodoroPhases.kind,
      outcome: pomodoroPhases.outcome,
      startedAt: pomodoroPhases.startedAt,
      endedAt: pomodoroPhases.endedAt,
      focusedMs: pomodoroPhases.focusedMs,
    })
    .from(pomodoroPhases)
    .where(
      and(
        eq(pomodoroPhases.ownerId, sql.placeholder('ownerId')),
        eq(pomodoroPhases.kind, 'work'),
        or(
          gte(pomodoroPhases.endedAt, sql.placeholder('since')),
          eq(pomodoroPhases.outcome, 'completed'),
        ),
      ),
    )
    .prepare('pomodoro_work_phases_for_stats');
  return {
    ...queries,
    /**
     * Remembered per owner (on PGlite) from a month before `since`, so a later request, whose
     * `since` is later or at most a month earlier (7 or 30 days), narrows the same rows instead of
     * asking PGlite again; the narrowing is the query's own condition, so the rows are the same.
     */
    async listWorkPhasesForStats(ownerId: string, since: Date): Promise<StatsRecord[]> {
      const sinceMs = since.getTime();
      const remembered = await reads.read(
        `pomodoro-stats:${ownerId}`,
        ['pomodoro_phases'],
        async () => {
          const from = sinceMs - STATS_REMEMBERED_BEFORE_MS;
          const rows = await listWorkPhasesForStats.execute({
            ownerId,
            since: new Date(from).toISOString(),
          });
          return {
            from,
            records: rows.map((row) => ({
              ...row,
              startedAt: row.startedAt.getTime(),
              endedAt: row.endedAt.getTime(),
            })),
          };
        },
        (value) => value.from <= sinceMs,
        ownerId,
      );
      return remembered.records.filter(
        (record) => record.endedAt >= sinceMs || record.outcome === 'completed',
      );
    },
    findActiveSession: async (ownerId: string): Promise<SessionRow | undefined> =>
      (
        await reads.read(
          `pomodoro-active:${ownerId}`,
          ['pomodoro_sessions'],
          () => findActiveSession.execute({ ownerId }),
          undefined,
          ownerId,
        )
      )[0],
    /** Runs `work` in one transaction, with the queries bound to it. */
    transaction: transactionOf(db, createQueries),
    /**
     * Runs `work`, whose writes change only `ownerId`'s sessions, phases and their links: the read
     * cache then forgets that owner's remembered answers only, not every owner's.
     */
    ownerWrites: <T>(ownerId: string, work: () => Promise<T>): Promise<T> =>
      reads.ownerWrites(ownerId, work),
  };
}

export type PomodoroRepository = ReturnType<typeof createPomodoroRepository>;
