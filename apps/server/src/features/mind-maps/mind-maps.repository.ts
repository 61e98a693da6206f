import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { RecallResult } from '@quietdesk/core/api/mind-maps';
import * as owned from '../../db/owned-rows.ts';
import { cardScheduleColumns } from '../../db/card-schedule.ts';
import { transactionOf, type Db } from '../../db/database.ts';
import {
  flashcardCardNodes,
  flashcardCards,
  flashcardReviews,
  mindMapRecall,
  mindMaps,
  plans,
} from '../../db/schema.ts';
import { NO_READ_CACHE, type ReadCache } from '../../db/read-cache.ts';

export type MindMapRow = typeof mindMaps.$inferSelect;
export type MindMapSummaryRow = Omit<MindMapRow, 'mapJson' | 'engine' | 'version'>;
/** A row without its graph: what a save needs to check and answer (the graph is in hand). */
export type MindMapHeadRow = Omit<MindMapRow, 'mapJson'>;
type NewMindMap = Omit<typeof mindMaps.$inferInsert, 'id'>;
type MindMapChanges = Partial<
  Pick<
    MindMapRow,
    | 'title'
    | 'description'
    | 'tags'
    | 'isFavorite'
    | 'planId'
    | 'mapJson'
    | 'nodeCount'
    | 'version'
    | 'updatedAt'
  >
>;

// The list never reads the graphs: they can be megabytes each.
const summaryColumns = {
  id: mindMaps.id,
  ownerId: mindMaps.ownerId,
  title: mindMaps.title,
  description: mindMaps.description,
  tags: mindMaps.tags,
  isFavorite: mindMaps.isFavorite,
  nodeCount: mindMaps.nodeCount,
  planId: mindMaps.planId,
  createdAt: mindMaps.createdAt,
  updatedAt: mindMaps.updatedAt,
};

// Saves check the version and answer with the graph they were sent, so they never read the
// stored graph back (a 2,000-node map is ~200 KB).
const headColumns = { ...summaryColumns, version: mindMaps.version, engine: mindMaps.engine };

function createQueries(db: Db) {
  return {
    insert: (values: NewMindMap): Promise<MindMapRow> =>
      owned.insert(db, mindMaps, values, 'a mind map'),

    ownsPlan: (ownerId: string, planId: string) => owned.exists(db, plans, ownerId, planId),

    async list(ownerId: string): Promise<MindMapSummaryRow[]> {
      return db
        .select(summaryColumns)
        .from(mindMaps)
        .where(eq(mindMaps.ownerId, ownerId))
        .orderBy(desc(mindMaps.updatedAt), desc(mindMaps.id));
    },

    /** The owner's map, or undefined when it does not exist or is someone else's. */
    find: (
      ownerId: string,
      id: string,
      options: { forUpdate?: boolean } = {},
    ): Promise<MindMapRow | undefined> => owned.find(db, mindMaps, ownerId, id, options),

    exists: (ownerId: string, id: string): Promise<boolean> =>
      owned.exists(db, mindMaps, ownerId, id),

    /** The owner's map without its graph, locked until the transaction ends. */
    async lockHead(ownerId: string, id: string): Promise<MindMapHeadRow | undefined> {
      const rows = await db
        .select(headColumns)
        .from(mindMaps)
        .where(owned.row(mindMaps, ownerId, id))
        .limit(1)
        .for('update');
      return rows[0];
    },

    async updateHead(
      ownerId: string,
      id: string,
      changes: MindMapChanges,
    ): Promise<MindMapHeadRow> {
      const [row] = await db
        .update(mindMaps)
        .set(changes)
        .where(owned.row(mindMaps, ownerId, id))
        .returning(headColumns);
      if (!row) throw new Error('Updating a mind map returned no row.');
      return row;
    },

    update: (ownerId: string, id: string, changes: MindMapChanges): Promise<MindMapRow> =>
      owned.updateRow(db, mindMaps, ownerId, id, changes, 'a mind map'),

    /** True when a row was deleted. */
    remove: (ownerId: string, id: string): Promise<boolean> =>
      owned.remove(db, mindMaps, ownerId, id),
  };
}

export type MindMapRecallRow = typeof mindMapRecall.$inferSelect;

/** Recall marks and the reviews of cards made from a map's nodes (reads only the owner's rows). */
function createKnowledgeQueries(db: Db) {
  return {
    /** Adds one mark to a node's counts; the row is made on the first. */
    async recordRecall(
      ownerId: string,
      mindMapId: string,
      nodeId: string,
      result: RecallResult,
      at: Date,
    ): Promise<MindMapRecallRow> {
      const knew = result === 'knew' ? 1 : 0;
      const [row] = await db
        .insert(mindMapRecall)
        .values({
          ownerId,
          mindMapId,
          nodeId,
          knew,
          missed: 1 - knew,
          lastResult: result,
          updatedAt: at,
        })
        .onConflictDoUpdate({
          target: [mindMapRecall.mindMapId, mindMapRecall.nodeId],
          set: {
            knew: sql`${mindMapRecall.knew} + ${knew}`,
            missed: sql`${mindMapRecall.missed} + ${1 - knew}`,
            lastResult: result,
            updatedAt: at,
          },
        })
        .returning();
      if (!row) throw new Error('Recording a recall mark returned no row.');
      return row;
    },

    async recallOf(ownerId: string, mindMapId: string): Promise<MindMapRecallRow[]> {
      return db
        .select()
        .from(mindMapRecall)
        .where(and(eq(mindMapRecall.ownerId, ownerId), eq(mindMapRecall.mindMapId, mindMapId)));
    },

    /**
     * Each reviewed card made from one of the map's nodes: its FSRS schedule and its last
     * review's rating.
     */
    async lastCardReviews(ownerId: string, mindMapId: string) {
      return db
        .selectDistinctOn([flashcardReviews.cardId], {
          nodeId: flashcardCardNodes.nodeId,
          cardId: flashcardReviews.cardId,
          rating: flashcardReviews.rating,
          ...cardScheduleColumns(),
        })
        .from(flashcardCardNodes)
        .innerJoin(flashcardCards, eq(flashcardCards.id, flashcardCardNodes.cardId))
        .innerJoin(flashcardReviews, eq(flashcardReviews.cardId, flashcardCardNodes.cardId))
        .where(
          and(
            eq(flashcardCardNodes.ownerId, ownerId),
            eq(flashcardCardNodes.mindMapId, mindMapId),
            eq(flashcardReviews.ownerId, ownerId),
          ),
        )
        .orderBy(flashcardReviews.cardId, desc(flashcardReviews.reviewedAt));
    },

    /** Cards stop naming nodes a saved map no longer holds (the cards themselves stay). */
    async forgetRemovedCardNodes(ownerId: string, mindMapId: string, nodeIds: string[]) {
      await db
        .delete(flashcardCardNodes)
        .where(
          and(
            eq(flashcardCardNodes.ownerId, ownerId),
            eq(flashcardCardNodes.mindMapId, mindMapId),
            ...(nodeIds.length ? [notInArray(flashcardCardNodes.nodeId, nodeIds)] : []),
          ),
        );
    },
  };
}

export type MindMapQueries = ReturnType<typeof createQueries> &
  ReturnType<typeof createKnowledgeQueries>;

/** `reads`: PGlite's remembered owner reads (db/read-cache.ts); transactions never use them. */
export function createMindMapsRepository(db: Db, reads: ReadCache = NO_READ_CACHE) {
  // The hot read is prepared once (docs/decisions/041-pglite-read-cache.md): the same SQL as list above.
  const list = db
    .select(summaryColumns)
    .from(mindMaps)
    .where(eq(mindMaps.ownerId, sql.placeholder('ownerId')))
    .orderBy(desc(mindMaps.updatedAt), desc(mindMaps.id))
    .prepare('mind_maps_list');
  return {
    ...createQueries(db),
    ...createKnowledgeQueries(db),
    list: (ownerId: string): Promise<MindMapSummaryRow[]> =>
      reads.read(
        `mind-maps:${ownerId}`,
        ['mind_maps'],
        () => list.execute({ ownerId }),
        undefined,
        ownerId,
      ),
    transaction: transactionOf(db, (scoped): MindMapQueries => ({
      ...createQueries(scoped),
      ...createKnowledgeQueries(scoped),
    })),
  };
}

export type MindMapsRepository = ReturnType<typeof createMindMapsRepository>;
