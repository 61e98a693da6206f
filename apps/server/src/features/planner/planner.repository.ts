import { desc, eq, sql } from 'drizzle-orm';
import { transactionOf, type Db } from '../../db/database.ts';
import { NO_READ_CACHE, type ReadCache } from '../../db/read-cache.ts';
import * as owned from '../../db/owned-rows.ts';
import { type PlanRow } from '../../db/plans.ts';
import { plans } from '../../db/schema.ts';

export { toPlan, type PlanRow } from '../../db/plans.ts';

type NewPlan = Omit<typeof plans.$inferInsert, 'id'>;
type PlanChanges = Partial<
  Pick<PlanRow, 'goal' | 'totalEstimatedDuration' | 'tasks' | 'examDate' | 'updatedAt'>
>;

function createQueries(db: Db) {
  return {
    insertPlan: (values: NewPlan): Promise<PlanRow> => owned.insert(db, plans, values, 'a plan'),

    async listPlans(ownerId: string): Promise<PlanRow[]> {
      return db
        .select()
        .from(plans)
        .where(eq(plans.ownerId, ownerId))
        .orderBy(desc(plans.createdAt), desc(plans.id));
    },

    /** The owner's plan, or undefined when it does not exist or is someone else's. */
    findPlan: (ownerId: string, id: string, options: { forUpdate?: boolean } = {}) =>
      owned.find(db, plans, ownerId, id, options),

    updatePlan: (ownerId: string, id: string, changes: PlanChanges): Promise<PlanRow> =>
      owned.updateRow(db, plans, ownerId, id, changes, 'a plan'),

    /** True when a row was deleted. */
    deletePlan: (ownerId: string, id: string) => owned.remove(db, plans, ownerId, id),
  };
}

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
    .where(owned.row(plans, sql.placeholder('ownerId'), sql.placeholder('id')))
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
    transaction: transactionOf(db, createQueries),
  };
}

export type PlannerRepository = ReturnType<typeof createPlannerRepository>;
