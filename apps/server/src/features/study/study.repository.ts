import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Bucket } from '@quietdesk/core/study/progress-buckets';
import type { DueBucket } from '@quietdesk/core/study/forecast';
import * as owned from '../../db/owned-rows.ts';
import type { PlanRow } from '../../db/plans.ts';
import { transactionOf, type Db } from '../../db/database.ts';
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
  studyGoals,
} from '../../db/schema.ts';

export interface TaskActual {
  planId: string;
  taskIndex: number;
  focusedMs: number;
  pomodoros: number;
}

export interface TaskCards {
  planId: string;
  taskIndex: number;
  cards: number;
}

interface DeckDue {
  id: string;
  title: string;
  examDate: string | null;
  dueCount: number;
}

export { toPlan } from '../../db/plans.ts';

/** Due counts as of `countedAt`; they stay true until `nextDue`, when the next card falls due. */
interface DueCounts {
  decks: DeckDue[];
  countedAt: number;
  nextDue: number | null;
}

function planWrites(db: Db) {
  return {
    /** The owner's plan, locked until the transaction ends. */
    findPlanForUpdate: (ownerId: string, planId: string) =>
      owned.find(db, plans, ownerId, planId, { forUpdate: true }),

    savePlanTasks: (
      ownerId: string,
      planId: string,
      tasks: PlanRow['tasks'],
      updatedAt: Date,
    ): Promise<PlanRow> =>
      owned.updateRow(db, plans, ownerId, planId, { tasks, updatedAt }, 'a plan'),
  };
}

/** The owner's work phases that ended since `since`. */
const workEndedSince = (ownerId: string, since: Date) =>
  and(
    eq(pomodoroPhases.ownerId, ownerId),
    eq(pomodoroPhases.kind, 'work'),
    gte(pomodoroPhases.endedAt, since),
  );

// Reads across the tools' tables for the study loop; it writes the daily goal, and a plan's due
// dates when it is re-planned. `reads`: PGlite's remembered owner reads (db/read-cache.ts).
export function createStudyRepository(db: Db, reads: ReadCache = NO_READ_CACHE) {
  const actuals = (where: ReturnType<typeof and>) =>
    db
      .select({
        planId: focusSessionTasks.planId,
        taskIndex: focusSessionTasks.taskIndex,
        focusedMs: sql<number>`coalesce(sum(${pomodoroPhases.focusedMs}), 0)::int`,
        pomodoros: sql<number>`(count(*) filter (where ${pomodoroPhases.outcome} = 'completed'))::int`,
      })
      .from(focusSessionTasks)
      .innerJoin(pomodoroPhases, eq(pomodoroPhases.sessionId, focusSessionTasks.sessionId))
      .where(and(where, eq(pomodoroPhases.kind, 'work')))
      .groupBy(focusSessionTasks.planId, focusSessionTasks.taskIndex);

  // Cards rated from a Review session's deck between the session's start and its stop, per linked
  // task (docs/decisions/056-review-sessions.md).
  const taskCards = (where: ReturnType<typeof and>) =>
    db
      .select({
        planId: focusSessionTasks.planId,
        taskIndex: focusSessionTasks.taskIndex,
        cards: sql<number>`count(*)::int`,
      })
      .from(focusSessionTasks)
      .innerJoin(focusSessionDecks, eq(focusSessionDecks.sessionId, focusSessionTasks.sessionId))
      .innerJoin(pomodoroSessions, eq(pomodoroSessions.id, focusSessionTasks.sessionId))
      .innerJoin(flashcardCards, eq(flashcardCards.deckId, focusSessionDecks.deckId))
      .innerJoin(
        flashcardReviews,
        and(
          eq(flashcardReviews.cardId, flashcardCards.id),
          gte(flashcardReviews.reviewedAt, pomodoroSessions.startedAt),
          sql`(${pomodoroSessions.stoppedAt} is null or ${flashcardReviews.reviewedAt} <= ${pomodoroSessions.stoppedAt})`,
        ),
      )
      .where(where)
      .groupBy(focusSessionTasks.planId, focusSessionTasks.taskIndex);

  return {
    /** Cards reviewed in Review sessions per linked task, every plan of the owner. */
    async taskCards(ownerId: string): Promise<TaskCards[]> {
      return taskCards(eq(focusSessionTasks.ownerId, ownerId));
    },

    async planCards(ownerId: string, planId: string): Promise<TaskCards[]> {
      return taskCards(
        and(eq(focusSessionTasks.ownerId, ownerId), eq(focusSessionTasks.planId, planId)),
      );
    },

    /** Re-planning reads the plan and writes its new dates in one transaction, the plan locked. */
    transaction: transactionOf(db, planWrites),

    async listPlans(ownerId: string) {
      return reads.read(`study-plans:${ownerId}`, ['plans'], () =>
        db
          .select({ id: plans.id, goal: plans.goal, tasks: plans.tasks, examDate: plans.examDate })
          .from(plans)
          .where(eq(plans.ownerId, ownerId))
          .orderBy(asc(plans.createdAt)),
      );
    },

    ownsPlan: (ownerId: string, planId: string) => owned.exists(db, plans, ownerId, planId),

    /** Focus time and completed pomodoros per linked task, every plan of the owner. */
    async taskActuals(ownerId: string): Promise<TaskActual[]> {
      return actuals(eq(focusSessionTasks.ownerId, ownerId));
    },

    async planActuals(ownerId: string, planId: string): Promise<TaskActual[]> {
      return actuals(
        and(eq(focusSessionTasks.ownerId, ownerId), eq(focusSessionTasks.planId, planId)),
      );
    },

    /**
     * Every deck with its number of cards due by `now`, counted in one pass over the owner's
     * cards (one grouped query, nothing but the counts comes back). The counts are remembered
     * until a deck or card is written or the next card falls due, whichever comes first, so a
     * repeated Today does not count the same cards again.
     */
    async decksDue(ownerId: string, now: Date): Promise<DeckDue[]> {
      const at = now.getTime();
      const count = async (): Promise<DueCounts> => {
        const iso = now.toISOString();
        const rows = await db
          .select({
            id: flashcardDecks.id,
            title: flashcardDecks.title,
            examDate: flashcardDecks.examDate,
            dueCount: sql<number>`(count(${flashcardCards.id}) filter (where ${flashcardCards.due} <= ${iso}))::int`,
            // Epoch milliseconds: the drivers return timestamps in different shapes.
            nextDue: sql<
              number | null
            >`(extract(epoch from min(${flashcardCards.due}) filter (where ${flashcardCards.due} > ${iso})) * 1000)::float8`,
          })
          .from(flashcardDecks)
          .leftJoin(flashcardCards, eq(flashcardCards.deckId, flashcardDecks.id))
          .where(eq(flashcardDecks.ownerId, ownerId))
          .groupBy(flashcardDecks.id)
          .orderBy(asc(flashcardDecks.createdAt));
        let nextDue: number | null = null;
        for (const row of rows) {
          const next = row.nextDue;
          if (next !== null && (nextDue === null || next < nextDue)) nextDue = next;
        }
        return {
          decks: rows.map(({ nextDue: _next, ...deck }) => deck),
          countedAt: at,
          nextDue,
        };
      };
      const counts = await reads.read(
        `study-decks-due:${ownerId}`,
        ['flashcard_decks', 'flashcard_cards'],
        count,
        (remembered) =>
          remembered.countedAt <= at && (remembered.nextDue === null || at < remembered.nextDue),
        ownerId,
      );
      return counts.decks;
    },

    /** Work phases that ended since `since`: enough to total any zone's today. */
    async workPhasesSince(ownerId: string, since: Date) {
      return db
        .select({ endedAt: pomodoroPhases.endedAt, focusedMs: pomodoroPhases.focusedMs })
        .from(pomodoroPhases)
        .where(workEndedSince(ownerId, since));
    },

    /** Focus milliseconds of work phases ended since `since`, per quarter hour (UTC). */
    async focusBuckets(ownerId: string, since: Date): Promise<Bucket[]> {
      const bucket = sql<number>`floor(extract(epoch from ${pomodoroPhases.endedAt}) / 900)::int`;
      return db
        .select({ bucket, value: sql<number>`sum(${pomodoroPhases.focusedMs})::int` })
        .from(pomodoroPhases)
        .where(workEndedSince(ownerId, since))
        .groupBy(bucket);
    },

    /** Card ratings given since `since`, per quarter hour (UTC). */
    async reviewBuckets(ownerId: string, since: Date): Promise<Bucket[]> {
      const bucket = sql<number>`floor(extract(epoch from ${flashcardReviews.reviewedAt}) / 900)::int`;
      return db
        .select({ bucket, value: sql<number>`count(*)::int` })
        .from(flashcardReviews)
        .where(and(eq(flashcardReviews.ownerId, ownerId), gte(flashcardReviews.reviewedAt, since)))
        .groupBy(bucket);
    },

    /** Cards due before `until` per deck and quarter hour; cards already due count at `now`. */
    async dueBuckets(ownerId: string, now: Date, until: Date): Promise<DueBucket[]> {
      const bucket = sql<number>`floor(extract(epoch from greatest(${flashcardCards.due}, ${now.toISOString()}::timestamptz)) / 900)::int`;
      return (
        db
          .select({ deckId: flashcardCards.deckId, bucket, count: sql<number>`count(*)::int` })
          .from(flashcardCards)
          .where(and(eq(flashcardCards.ownerId, ownerId), lt(flashcardCards.due, until)))
          // By position: the bucket holds a parameter, and a repeated one would be another.
          .groupBy(sql`1, 2`)
      );
    },

    async listDecks(ownerId: string) {
      return db
        .select({
          id: flashcardDecks.id,
          title: flashcardDecks.title,
          planId: flashcardDecks.planId,
          examDate: flashcardDecks.examDate,
        })
        .from(flashcardDecks)
        .where(eq(flashcardDecks.ownerId, ownerId))
        .orderBy(asc(flashcardDecks.createdAt));
    },

    async dailyGoal(ownerId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ minutes: studyGoals.dailyFocusMinutes })
        .from(studyGoals)
        .where(eq(studyGoals.ownerId, ownerId));
      return row?.minutes;
    },

    async saveDailyGoal(ownerId: string, minutes: number, now: Date): Promise<void> {
      await db
        .insert(studyGoals)
        .values({ ownerId, dailyFocusMinutes: minutes, updatedAt: now })
        .onConflictDoUpdate({
          target: studyGoals.ownerId,
          set: { dailyFocusMinutes: minutes, updatedAt: now },
        });
    },
  };
}

export type StudyRepository = ReturnType<typeof createStudyRepository>;
