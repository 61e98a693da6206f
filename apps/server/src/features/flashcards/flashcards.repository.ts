import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import * as owned from '../../db/owned-rows.ts';
import { cardScheduleColumns } from '../../db/card-schedule.ts';
import { transactionOf, type Db } from '../../db/database.ts';
import { NO_READ_CACHE, type ReadCache } from '../../db/read-cache.ts';
import {
  flashcardCardNodes,
  flashcardCards,
  flashcardDecks,
  flashcardReviews,
  mindMaps,
  plans,
} from '../../db/schema.ts';

type DeckRow = typeof flashcardDecks.$inferSelect;
export type CardRow = typeof flashcardCards.$inferSelect;
type NewDeck = Omit<typeof flashcardDecks.$inferInsert, 'id'>;
type NewCard = Omit<typeof flashcardCards.$inferInsert, 'id' | 'deckId' | 'ownerId'>;
type NewCardAtEnd = Omit<NewCard, 'position'>;
type NewReview = Omit<typeof flashcardReviews.$inferInsert, 'id'>;
export type ScheduleColumns = Pick<
  CardRow,
  | 'state'
  | 'due'
  | 'stability'
  | 'difficulty'
  | 'scheduledDays'
  | 'learningSteps'
  | 'reps'
  | 'lapses'
  | 'lastReview'
>;
/** What a client sees of a card (SavedCard): no scheduler internals, no bookkeeping. */
export type CardView = Pick<
  CardRow,
  'id' | 'deckId' | 'question' | 'answer' | 'state' | 'due' | 'reps' | 'lapses' | 'lastReview'
>;
/** A card as a deck shows it (and exports it): with its source and tags. */
type DeckCardView = CardView & Pick<CardRow, 'source' | 'tags'>;
/** What the due list and a rating need of a card: its text and schedule, not its bookkeeping. */
export type StudyCard = ScheduleColumns & Pick<CardRow, 'id' | 'deckId' | 'question' | 'answer'>;
interface DueBatch {
  examDate: string | null;
  totalDue: number;
  cards: StudyCard[];
}
export interface DeckWithCounts extends DeckRow {
  cardCount: number;
  dueCount: number;
}

// Stays well under PostgreSQL's 65,535 bind parameters per statement (16 columns a card).
const INSERT_CHUNK = 1000;

/** The card `cardId` when it is in the owner's deck `deckId` (join flashcardDecks first). */
const cardInOwnersDeck = (ownerId: string, deckId: string, cardId: string) =>
  and(
    eq(flashcardCards.id, cardId),
    eq(flashcardCards.deckId, deckId),
    eq(flashcardDecks.ownerId, ownerId),
  );

function createQueries(db: Db) {
  const counts = (now: Date) => ({
    cardCount: sql<number>`count(${flashcardCards.id})::int`,
    dueCount: sql<number>`(count(${flashcardCards.id}) filter (where ${flashcardCards.due} <= ${now.toISOString()}))::int`,
  });

  /** `columns` of the card when it is in the owner's deck `deckId`, with the deck's exam date. */
  const ownersCard = async <S extends SelectedFields>(
    columns: S,
    ownerId: string,
    deckId: string,
    cardId: string,
  ) => {
    const [row] = await db
      .select({ ...columns, examDate: flashcardDecks.examDate })
      .from(flashcardCards)
      .innerJoin(flashcardDecks, eq(flashcardDecks.id, flashcardCards.deckId))
      .where(cardInOwnersDeck(ownerId, deckId, cardId))
      .limit(1);
    return row;
  };

  return {
    insertDeck: (values: NewDeck): Promise<DeckRow> =>
      owned.insert(db, flashcardDecks, values, 'a deck'),

    async insertCards(deckId: string, ownerId: string, cards: NewCard[]): Promise<CardRow[]> {
      const rows: CardRow[] = [];
      for (let i = 0; i < cards.length; i += INSERT_CHUNK) {
        const chunk = cards.slice(i, i + INSERT_CHUNK).map((c) => ({ ...c, deckId, ownerId }));
        rows.push(...(await db.insert(flashcardCards).values(chunk).returning()));
      }
      return rows;
    },

    async listDecks(ownerId: string, now: Date): Promise<DeckWithCounts[]> {
      return db
        .select({ ...getDeckColumns(), ...counts(now) })
        .from(flashcardDecks)
        .leftJoin(flashcardCards, eq(flashcardCards.deckId, flashcardDecks.id))
        .where(eq(flashcardDecks.ownerId, ownerId))
        .groupBy(flashcardDecks.id)
        .orderBy(desc(flashcardDecks.createdAt), desc(flashcardDecks.id));
    },

    /** The owner's deck with its counts, or undefined when missing or someone else's. */
    async findDeck(ownerId: string, id: string, now: Date): Promise<DeckWithCounts | undefined> {
      const rows = await db
        .select({ ...getDeckColumns(), ...counts(now) })
        .from(flashcardDecks)
        .leftJoin(flashcardCards, eq(flashcardCards.deckId, flashcardDecks.id))
        .where(owned.row(flashcardDecks, ownerId, id))
        .groupBy(flashcardDecks.id);
      return rows[0];
    },

    /**
     * The deck's cards in order, only the columns a client sees: on PGlite, decoding each column
     * of 10,000 rows is most of the cost.
     */
    async listCards(deckId: string): Promise<DeckCardView[]> {
      return db
        .select({
          id: flashcardCards.id,
          deckId: flashcardCards.deckId,
          question: flashcardCards.question,
          answer: flashcardCards.answer,
          source: flashcardCards.source,
          tags: flashcardCards.tags,
          state: flashcardCards.state,
          due: flashcardCards.due,
          reps: flashcardCards.reps,
          lapses: flashcardCards.lapses,
          lastReview: flashcardCards.lastReview,
        })
        .from(flashcardCards)
        .where(eq(flashcardCards.deckId, deckId))
        .orderBy(asc(flashcardCards.position), asc(flashcardCards.createdAt));
    },

    /**
     * The owner's deck `deckId` in one round trip: its exam date, how many cards are due by `now`
     * and the first `limit` of them, most overdue first. Both read the (deck, due, position)
     * index; the batch stops after `limit` rows. Undefined when the deck is missing or not theirs.
     */
    async dueBatch(
      ownerId: string,
      deckId: string,
      now: Date,
      limit: number,
    ): Promise<DueBatch | undefined> {
      const at = now.toISOString();
      const result = await db.execute<Record<string, unknown>>(sql`
        select d.exam_date::text as exam_date, t.total_due,
          c.id, c.deck_id, c.question, c.answer, ${SCHEDULE_SQL}
        from ${flashcardDecks} d
        cross join lateral (
          select count(*)::int as total_due from ${flashcardCards} n
          where n.deck_id = d.id and n.due <= ${at}
        ) t
        left join lateral (
          select * from ${flashcardCards} f
          where f.deck_id = d.id and f.due <= ${at}
          order by f.due, f.position
          limit ${limit}
        ) c on true
        where d.id = ${deckId} and d.owner_id = ${ownerId}`);
      const rows = rowsOf(result);
      const first = rows[0];
      if (!first) return undefined;
      return {
        examDate: first.exam_date == null ? null : String(first.exam_date),
        totalDue: Number(first.total_due),
        cards: first.id == null ? [] : rows.map(studyCardFromSql),
      };
    },

    updateDeck: (
      ownerId: string,
      id: string,
      changes: Partial<Pick<DeckRow, 'title' | 'examDate' | 'planId' | 'updatedAt'>>,
    ): Promise<boolean> => owned.update(db, flashcardDecks, ownerId, id, changes),

    ownsPlan: (ownerId: string, planId: string) => owned.exists(db, plans, ownerId, planId),

    /** The node ids of each of the owner's maps among `mapIds` (someone else's are left out). */
    async mapNodeIds(ownerId: string, mapIds: string[]): Promise<Map<string, Set<string>>> {
      const rows = mapIds.length
        ? await db
            .select({ id: mindMaps.id, mapJson: mindMaps.mapJson })
            .from(mindMaps)
            .where(and(eq(mindMaps.ownerId, ownerId), inArray(mindMaps.id, mapIds)))
        : [];
      return new Map(
        rows.map((row) => {
          const graph = JSON.parse(row.mapJson) as { nodes: { id: string }[] };
          return [row.id, new Set(graph.nodes.map((n) => n.id))];
        }),
      );
    },

    /** Which map node each card was made from (docs/decisions/059-cards-remember-their-node.md). */
    async insertCardNodes(rows: (typeof flashcardCardNodes.$inferInsert)[]): Promise<void> {
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await db.insert(flashcardCardNodes).values(rows.slice(i, i + INSERT_CHUNK));
      }
    },

    deleteDeck: (ownerId: string, id: string): Promise<boolean> =>
      owned.remove(db, flashcardDecks, ownerId, id),

    /** The card when it is in the owner's deck `deckId`, with that deck's exam date. */
    findCard: (
      ownerId: string,
      deckId: string,
      cardId: string,
    ): Promise<(CardRow & { examDate: string | null }) | undefined> =>
      ownersCard(getTableColumns(flashcardCards), ownerId, deckId, cardId),

    /** A rating's input: the card's schedule and its deck's exam date, when the card is theirs. */
    findStudyCard: (
      ownerId: string,
      deckId: string,
      cardId: string,
    ): Promise<(ScheduleColumns & { examDate: string | null }) | undefined> =>
      ownersCard(cardScheduleColumns(), ownerId, deckId, cardId),

    async updateCard(
      cardId: string,
      changes: Partial<Pick<CardRow, 'question' | 'answer' | 'tags'> & ScheduleColumns>,
    ): Promise<CardRow> {
      const [row] = await db
        .update(flashcardCards)
        .set(changes)
        .where(eq(flashcardCards.id, cardId))
        .returning();
      if (!row) throw new Error('Updating a card returned no row.');
      return row;
    },

    async deleteCard(cardId: string): Promise<void> {
      await db.delete(flashcardCards).where(eq(flashcardCards.id, cardId));
    },

    /**
     * Saves a rating in one statement: the card's new schedule and its log line, only if the card
     * has not been rated since it was read (same `reps`). Undefined when it had been: the caller
     * answers 409 rather than overwrite a schedule it did not see.
     */
    async applyReview(
      cardId: string,
      expectedReps: number,
      schedule: ScheduleColumns,
      log: Omit<NewReview, 'cardId'>,
    ): Promise<StudyCard | undefined> {
      const result = await db.execute<Record<string, unknown>>(sql`
        with updated as (
          update ${flashcardCards} set
            state = ${schedule.state}, due = ${schedule.due.toISOString()},
            stability = ${schedule.stability}, difficulty = ${schedule.difficulty},
            scheduled_days = ${schedule.scheduledDays}, learning_steps = ${schedule.learningSteps},
            reps = ${schedule.reps}, lapses = ${schedule.lapses},
            last_review = ${schedule.lastReview?.toISOString() ?? null}
          where id = ${cardId} and reps = ${expectedReps}
          returning id, deck_id, question, answer, ${SCHEDULE_SQL}
        ), logged as (
          insert into ${flashcardReviews} (card_id, owner_id, rating, source, state_before,
            due_after, stability, difficulty, scheduled_days, reviewed_at)
          select id, ${log.ownerId}, ${log.rating}, ${log.source}, ${log.stateBefore},
            ${log.dueAfter.toISOString()}, ${log.stability}, ${log.difficulty},
            ${log.scheduledDays}, ${log.reviewedAt.toISOString()}
          from updated
        )
        select * from updated`);
      const row = rowsOf(result)[0];
      return row ? studyCardFromSql(row) : undefined;
    },

    async insertReview(values: NewReview): Promise<void> {
      await db.insert(flashcardReviews).values(values);
    },

    countReviews: (cardId: string): Promise<number> =>
      db.$count(flashcardReviews, eq(flashcardReviews.cardId, cardId)),

    /** Every card of the owner (id, created) and every review, oldest first: the streak's input. */
    async studyHistory(ownerId: string) {
      const [cards, reviews] = await Promise.all([
        db
          .select({ id: flashcardCards.id, createdAt: flashcardCards.createdAt })
          .from(flashcardCards)
          .where(eq(flashcardCards.ownerId, ownerId)),
        db
          .select({
            cardId: flashcardReviews.cardId,
            reviewedAt: flashcardReviews.reviewedAt,
            dueAfter: flashcardReviews.dueAfter,
          })
          .from(flashcardReviews)
          .where(eq(flashcardReviews.ownerId, ownerId))
          .orderBy(asc(flashcardReviews.reviewedAt)),
      ]);
      return { cards, reviews };
    },

    /**
     * Refreshes the planner's statistics of the cards table. PGlite runs no autovacuum, so without
     * this a table that grew by thousands of cards still looks nearly empty to the planner, which
     * then sorts every due card instead of reading the first ones from the (deck, due) index.
     */
    async refreshStatistics(): Promise<void> {
      await db.execute(sql`analyze ${flashcardCards}`);
    },
  };
}

/** What the driver is given for a nullable column's value: null as it is, else the column's own encoding. */
const driverValueOrNull = <T>(
  column: { mapToDriverValue(value: T): unknown },
  value: T | null | undefined,
): unknown => (value === null || value === undefined ? null : column.mapToDriverValue(value));

/** Each of a card's values as its column's encoder gives it to the driver. */
const encodedCard = (card: NewCardAtEnd): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(card).map(([key, value]) => [
      key,
      driverValueOrNull(flashcardCards[key as keyof NewCardAtEnd], value),
    ]),
  );

const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

const SCHEDULE_SQL = sql.raw(
  'state, due, stability, difficulty, scheduled_days, learning_steps, reps, lapses, last_review',
);

/** Raw `db.execute` answers `{ rows }` on both drivers (PGlite and node-postgres). */
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** A card as raw SQL returns it (snake_case, SCHEDULE_SQL and the text) in drizzle's shape. */
function studyCardFromSql(row: Record<string, unknown>): StudyCard {
  return {
    id: String(row.id),
    deckId: String(row.deck_id),
    question: String(row.question),
    answer: String(row.answer),
    state: row.state as CardRow['state'],
    due: asDate(row.due),
    stability: Number(row.stability),
    difficulty: Number(row.difficulty),
    scheduledDays: Number(row.scheduled_days),
    learningSteps: Number(row.learning_steps),
    reps: Number(row.reps),
    lapses: Number(row.lapses),
    lastReview: row.last_review == null ? null : asDate(row.last_review),
  };
}

function getDeckColumns() {
  return {
    id: flashcardDecks.id,
    ownerId: flashcardDecks.ownerId,
    title: flashcardDecks.title,
    source: flashcardDecks.source,
    examDate: flashcardDecks.examDate,
    planId: flashcardDecks.planId,
    createdAt: flashcardDecks.createdAt,
    updatedAt: flashcardDecks.updatedAt,
  };
}

/** An owner's decks with their counts, and until when the counts hold. */
interface CountedDecks {
  decks: DeckWithCounts[];
  countedAt: number;
  /** The first card to fall due after `countedAt` (epoch ms), or null. */
  nextDue: number | null;
}

// `reads`: PGlite's remembered owner reads (db/read-cache.ts).
export function createFlashcardsRepository(db: Db, reads: ReadCache = NO_READ_CACHE) {
  // The hot reads are prepared once (docs/decisions/041-pglite-read-cache.md): the same SQL as
  // listDecks and findDeck above, with the time as a parameter.
  const now = sql.placeholder('now');
  const preparedCounts = {
    cardCount: sql<number>`count(${flashcardCards.id})::int`,
    dueCount: sql<number>`(count(${flashcardCards.id}) filter (where ${flashcardCards.due} <= ${now}))::int`,
  };
  const listDecks = db
    .select({
      ...getDeckColumns(),
      ...preparedCounts,
      // Epoch milliseconds: the drivers return timestamps in different shapes.
      nextDue: sql<
        number | null
      >`(extract(epoch from min(${flashcardCards.due}) filter (where ${flashcardCards.due} > ${now})) * 1000)::float8`,
    })
    .from(flashcardDecks)
    .leftJoin(flashcardCards, eq(flashcardCards.deckId, flashcardDecks.id))
    .where(eq(flashcardDecks.ownerId, sql.placeholder('ownerId')))
    .groupBy(flashcardDecks.id)
    .orderBy(desc(flashcardDecks.createdAt), desc(flashcardDecks.id))
    .prepare('flashcards_list_decks');
  const findDeck = db
    .select({ ...getDeckColumns(), ...preparedCounts })
    .from(flashcardDecks)
    .leftJoin(flashcardCards, eq(flashcardCards.deckId, flashcardDecks.id))
    .where(owned.row(flashcardDecks, sql.placeholder('ownerId'), sql.placeholder('id')))
    .groupBy(flashcardDecks.id)
    .prepare('flashcards_find_deck');
  // Why a card was not added: whether the deck is the owner's, and how many cards it holds
  // (counted on the (deck, position) index; half the time of the deck with its due counts).
  const cardsInDeck = db
    .select({
      count: sql<number>`(select count(*)::int from ${flashcardCards} where ${flashcardCards.deckId} = ${sql.placeholder('id')})`,
    })
    .from(flashcardDecks)
    .where(owned.row(flashcardDecks, sql.placeholder('ownerId'), sql.placeholder('id')))
    .prepare('flashcards_cards_in_deck');
  // Adding one card is the write a class makes most. One statement does all of it: the deck's
  // `updated_at` is set only when the deck is the owner's and has room (the CTE), and the card is
  // inserted only from that CTE's row, at the end of the deck. Three round trips (check, insert,
  // touch) and two commits became one, and the card and its deck's change commit together
  // (docs/decisions/069-card-added-in-one-statement.md).
  // Prepared once, like the reads. An INSERT ... SELECT passes no value through a column's
  // encoder, so each value is encoded at the call (encodedCard) and cast to its column's type here.
  const placeholder = (name: string, type: string) =>
    sql`${sql.placeholder(name)}::${sql.raw(type)}`;
  const roomyDeck = db.$with('roomy_deck').as(
    db
      .update(flashcardDecks)
      .set({ updatedAt: sql`${placeholder('createdAt', 'timestamptz')}` })
      .where(
        and(
          owned.row(flashcardDecks, sql.placeholder('ownerId'), sql.placeholder('deckId')),
          sql`(select count(*) from ${flashcardCards} where ${flashcardCards.deckId} = ${sql.placeholder('deckId')}) < ${placeholder('maxCards', 'int')}`,
        ),
      )
      .returning({ id: flashcardDecks.id }),
  );
  const addCardIfRoom = db
    .with(roomyDeck)
    .insert(flashcardCards)
    .select((qb) =>
      qb
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          deckId: roomyDeck.id,
          ownerId: sql`${placeholder('ownerId', 'uuid')}`.as('owner_id'),
          // By the deck's id as given: inside this subquery the CTE's unqualified "id" column
          // would name the card's own id instead.
          position:
            sql`(select coalesce(max(${flashcardCards.position}), -1) + 1 from ${flashcardCards} where ${flashcardCards.deckId} = ${placeholder('deckId', 'uuid')})`.as(
              'position',
            ),
          question: sql`${placeholder('question', 'text')}`.as('question'),
          answer: sql`${placeholder('answer', 'text')}`.as('answer'),
          source: sql`${placeholder('source', 'jsonb')}`.as('source'),
          tags: sql`${placeholder('tags', 'text[]')}`.as('tags'),
          state: sql`${placeholder('state', 'text')}`.as('state'),
          due: sql`${placeholder('due', 'timestamptz')}`.as('due'),
          stability: sql`${placeholder('stability', 'float8')}`.as('stability'),
          difficulty: sql`${placeholder('difficulty', 'float8')}`.as('difficulty'),
          scheduledDays: sql`${placeholder('scheduledDays', 'int')}`.as('scheduled_days'),
          learningSteps: sql`${placeholder('learningSteps', 'int')}`.as('learning_steps'),
          reps: sql`${placeholder('reps', 'int')}`.as('reps'),
          lapses: sql`${placeholder('lapses', 'int')}`.as('lapses'),
          lastReview: sql`${placeholder('lastReview', 'timestamptz')}`.as('last_review'),
          createdAt: sql`${placeholder('createdAt', 'timestamptz')}`.as('created_at'),
        })
        .from(roomyDeck),
    )
    .returning()
    .prepare('flashcards_add_card_if_room');
  // An update's `set` takes no placeholder in drizzle's types: the time is encoded at each call.
  const touchDeck = db
    .update(flashcardDecks)
    .set({ updatedAt: sql`${sql.placeholder('at')}` })
    .where(eq(flashcardDecks.id, sql.placeholder('deckId')))
    .prepare('flashcards_touch_deck');
  return {
    ...createQueries(db),
    /**
     * The owner's decks with their card and due counts. Remembered (on PGlite) until one of the
     * owner's decks or cards is written or the next card falls due, whichever comes first: in a
     * classroom this list was the statement PGlite spent most time on.
     */
    async listDecks(ownerId: string, at: Date): Promise<DeckWithCounts[]> {
      const atMs = at.getTime();
      const count = async (): Promise<CountedDecks> => {
        const rows = await listDecks.execute({ ownerId, now: at.toISOString() });
        let nextDue: number | null = null;
        for (const { nextDue: next } of rows) {
          if (next !== null && (nextDue === null || next < nextDue)) nextDue = next;
        }
        return { decks: rows.map(({ nextDue: _next, ...deck }) => deck), countedAt: atMs, nextDue };
      };
      const counted = await reads.read(
        `flashcard-decks:${ownerId}`,
        ['flashcard_decks', 'flashcard_cards'],
        count,
        (remembered) =>
          remembered.countedAt <= atMs &&
          (remembered.nextDue === null || atMs < remembered.nextDue),
        ownerId,
      );
      return counted.decks;
    },
    findDeck: async (ownerId: string, id: string, at: Date): Promise<DeckWithCounts | undefined> =>
      (await findDeck.execute({ ownerId, id, now: at.toISOString() }))[0],
    /** How many cards the owner's deck `id` holds, or undefined when it is not theirs. */
    cardsInDeck: async (ownerId: string, id: string): Promise<{ count: number } | undefined> =>
      (await cardsInDeck.execute({ ownerId, id }))[0],
    /**
     * One new card at the end of the owner's deck `deckId`, marking the deck changed; undefined,
     * with nothing written, when the deck is not theirs or already holds `maxCards` cards.
     */
    async addCardIfRoom(
      deckId: string,
      ownerId: string,
      card: NewCardAtEnd,
      maxCards: number,
    ): Promise<CardRow | undefined> {
      const [row] = await addCardIfRoom.execute({
        ...encodedCard({
          ...card,
          tags: card.tags ?? [],
          source: card.source ?? null,
          lastReview: card.lastReview ?? null,
        }),
        deckId,
        ownerId,
        maxCards,
      });
      return row;
    },
    async touchDeck(deckId: string, at: Date): Promise<void> {
      await touchDeck.execute({ deckId, at: flashcardDecks.updatedAt.mapToDriverValue(at) });
    },
    transaction: transactionOf(db, createQueries),
    /**
     * Runs `work`, whose writes change only `ownerId`'s decks and cards: the read cache then
     * forgets that owner's remembered answers only, not every owner's.
     */
    ownerWrites: <T>(ownerId: string, work: () => Promise<T>): Promise<T> =>
      reads.ownerWrites(ownerId, work),
  };
}

export type FlashcardsRepository = ReturnType<typeof createFlashcardsRepository>;
