import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { mindMaps, plans } from '../../db/schema.ts';

export type MindMapRow = typeof mindMaps.$inferSelect;
export type MindMapSummaryRow = Omit<MindMapRow, 'mapJson' | 'engine' | 'version'>;
/** A row without its graph: what a save needs to check and answer (the graph is in hand). */
export type MindMapHeadRow = Omit<MindMapRow, 'mapJson'>;
export type NewMindMap = Omit<typeof mindMaps.$inferInsert, 'id'>;
export type MindMapChanges = Partial<
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
    async insert(values: NewMindMap): Promise<MindMapRow> {
      const [row] = await db.insert(mindMaps).values(values).returning();
      if (!row) throw new Error('Inserting a mind map returned no row.');
      return row;
    },

    async ownsPlan(ownerId: string, planId: string): Promise<boolean> {
      const rows = await db
        .select({ id: plans.id })
        .from(plans)
        .where(and(eq(plans.id, planId), eq(plans.ownerId, ownerId)));
      return rows.length > 0;
    },

    async list(ownerId: string): Promise<MindMapSummaryRow[]> {
      return db
        .select(summaryColumns)
        .from(mindMaps)
        .where(eq(mindMaps.ownerId, ownerId))
        .orderBy(desc(mindMaps.updatedAt), desc(mindMaps.id));
    },

    /** The owner's map, or undefined when it does not exist or is someone else's. */
    async find(
      ownerId: string,
      id: string,
      options: { forUpdate?: boolean } = {},
    ): Promise<MindMapRow | undefined> {
      const query = db
        .select()
        .from(mindMaps)
        .where(and(eq(mindMaps.id, id), eq(mindMaps.ownerId, ownerId)))
        .limit(1);
      const rows = options.forUpdate ? await query.for('update') : await query;
      return rows[0];
    },

    /** The owner's map without its graph, locked until the transaction ends. */
    async lockHead(ownerId: string, id: string): Promise<MindMapHeadRow | undefined> {
      const rows = await db
        .select(headColumns)
        .from(mindMaps)
        .where(and(eq(mindMaps.id, id), eq(mindMaps.ownerId, ownerId)))
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
        .where(and(eq(mindMaps.ownerId, ownerId), eq(mindMaps.id, id)))
        .returning(headColumns);
      if (!row) throw new Error('Updating a mind map returned no row.');
      return row;
    },

    async update(ownerId: string, id: string, changes: MindMapChanges): Promise<MindMapRow> {
      const [row] = await db
        .update(mindMaps)
        .set(changes)
        .where(and(eq(mindMaps.ownerId, ownerId), eq(mindMaps.id, id)))
        .returning();
      if (!row) throw new Error('Updating a mind map returned no row.');
      return row;
    },

    /** True when a row was deleted. */
    async remove(ownerId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(mindMaps)
        .where(and(eq(mindMaps.id, id), eq(mindMaps.ownerId, ownerId)))
        .returning({ id: mindMaps.id });
      return rows.length > 0;
    },
  };
}

export type MindMapQueries = ReturnType<typeof createQueries>;

export function createMindMapsRepository(db: Db) {
  return {
    ...createQueries(db),
    async transaction<T>(work: (queries: MindMapQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => work(createQueries(tx as unknown as Db)));
    },
  };
}

export type MindMapsRepository = ReturnType<typeof createMindMapsRepository>;
