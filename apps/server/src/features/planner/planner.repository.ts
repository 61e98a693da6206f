import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { NO_READ_CACHE, type ReadCache } from '../../db/read-cache.ts';
import { plans } from '../../db/schema.ts';

export type PlanRow = typeof plans.$inferSelect;
type NewPlan = Omit<typeof plans.$inferInsert, 'id'>;
type PlanChanges = Partial<
  Pick<PlanRow, 'goal' | 'totalEstimatedDuration' | 'tasks' | 'examDate' | 'updatedAt'>
>;

function createQueries(db: Db) {
  return {
    async insertPlan(values: NewPlan): Promise<PlanRow> {
      const [row] = await db.insert(plans).values(values).returning();
      if (!row) throw new Error('Inserting a plan returned no row.');
      return row;
    },

    async listPlans(ownerId: string): Promise<PlanRow[]> {
      return db
        .select()
        .from(plans)
        .where(eq(plans.ownerId, ownerId))
        .orderBy(desc(plans.createdAt), desc(plans.id));
    },

    /** The owner's plan, or undefined when it does not exist or is someone else's. */
    async findPlan(
      ownerId: string,
      id: string,
      options: { forUpdate?: boolean } = {},
    ): Promise<PlanRow | undefined> {
      const query = db
        .select()
        .from(plans)
        .where(and(eq(plans.id, id), eq(plans.ownerId, ownerId)))
        .limit(1);
      const rows = options.forUpdate ? await query.for('update') : await query;
      return rows[0];
    },

    async updatePlan(ownerId: string, id: string, changes: PlanChanges): Promise<PlanRow> {
      const [row] = await db
        .update(plans)
        .set(changes)
        .where(and(eq(plans.ownerId, ownerId), eq(plans.id, id)))
        .returning();
      if (!row) throw new Error('Updating a plan returned no row.');
      return row;
    },

    /** True when a row was deleted. */
    async deletePlan(ownerId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(plans)
        .where(and(eq(plans.id, id), eq(plans.ownerId, ownerId)))
        .returning({ id: plans.id });
      return rows.length > 0;
    },
  };
}

type PlannerQueries = ReturnType<typeof createQueries>;

/** `reads`: PGlite's remembered owner reads (db/read-cache.ts); transactions never use them. */
export function createPlannerRepository(db: Db, reads: ReadCache = NO_READ_CACHE) {
  const queries = createQueries(db);
  // The hot reads are prepared once (docs/decisions/041-pglite-read-cache.md): the same SQL as the queries above.
  const listPlans = db
    .select()
    .from(plans)
    .where(eq(plans.ownerId, sql.placeholder('ownerId')))
    .orderBy(desc(plans.createdAt), desc(plans.id))
    .prepare('planner_list_plans');
  const findPlan = db
    .select()
    .from(plans)
    .where(and(eq(plans.id, sql.placeholder('id')), eq(plans.ownerId, sql.placeholder('ownerId'))))
    .limit(1)
    .prepare('planner_find_plan');
  return {
    ...queries,
    listPlans: (ownerId: string): Promise<PlanRow[]> =>
      reads.read(
        `plans:${ownerId}`,
        ['plans'],
        () => listPlans.execute({ ownerId }),
        undefined,
        ownerId,
      ),
    findPlan: async (
      ownerId: string,
      id: string,
      options: { forUpdate?: boolean } = {},
    ): Promise<PlanRow | undefined> =>
      options.forUpdate
        ? queries.findPlan(ownerId, id, options)
        : (
            await reads.read(
              `plan:${ownerId}:${id}`,
              ['plans'],
              () => findPlan.execute({ ownerId, id }),
              undefined,
              ownerId,
            )
          )[0],
    async transaction<T>(work: (queries: PlannerQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => work(createQueries(tx as unknown as Db)));
    },
  };
}

export type PlannerRepository = ReturnType<typeof createPlannerRepository>;
