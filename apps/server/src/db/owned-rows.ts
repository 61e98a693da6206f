import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

// The single-row queries every repository of owner-scoped rows needs, written once (imported as
// `owned`). A row is found by its id AND its owner: someone else's id finds nothing, exactly like
// a missing one.

type OwnedTable = PgTable & { id: PgColumn; ownerId: PgColumn };
type Row<T extends PgTable> = T['$inferSelect'];

/** The owner's row `id`, as a WHERE condition. */
export const row = (
  table: OwnedTable,
  ownerId: string | Placeholder,
  id: string | Placeholder,
): SQL => and(eq(table.id, id), eq(table.ownerId, ownerId))!;

/** Inserts one row and answers it as stored; `what` names it in the error no row would be. */
export async function insert<T extends PgTable>(
  db: Db,
  table: T,
  values: T['$inferInsert'],
  what: string,
): Promise<Row<T>> {
  const [inserted] = (await db.insert(table).values(values).returning()) as Row<T>[];
  if (!inserted) throw new Error(`Inserting ${what} returned no row.`);
  return inserted;
}

/** The owner's row, or undefined; `forUpdate` locks it until the transaction ends. */
export async function find<T extends OwnedTable>(
  db: Db,
  table: T,
  ownerId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<Row<T> | undefined> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(row(table, ownerId, id))
    .limit(1);
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0] as Row<T> | undefined;
}

/** Whether `where` picks a row; `lock` keeps it there until the transaction ends. */
export async function existsWhere(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  lock?: 'share',
): Promise<boolean> {
  const query = db
    .select({ found: sql`1` })
    .from(table)
    .where(where)
    .limit(1);
  const rows = lock ? await query.for(lock) : await query;
  return rows.length > 0;
}

/** Whether the owner has row `id`; `lock` keeps it there until the transaction ends. */
export const exists = (
  db: Db,
  table: OwnedTable,
  ownerId: string,
  id: string,
  lock?: 'share',
): Promise<boolean> => existsWhere(db, table, row(table, ownerId, id), lock);

const updating = <T extends OwnedTable>(
  db: Db,
  table: T,
  ownerId: string,
  id: string,
  changes: PgUpdateSetSource<T>,
) =>
  db
    .update(table)
    .set(changes)
    .where(row(table, ownerId, id));

/** Changes the owner's row; false when there is none (nothing of it is read back). */
export async function update<T extends OwnedTable>(
  db: Db,
  table: T,
  ownerId: string,
  id: string,
  changes: PgUpdateSetSource<T>,
): Promise<boolean> {
  const rows = await updating(db, table, ownerId, id, changes).returning({ found: sql`1` });
  return rows.length > 0;
}

/** Changes the owner's row and answers it as stored; the caller has found it before. */
export async function updateRow<T extends OwnedTable>(
  db: Db,
  table: T,
  ownerId: string,
  id: string,
  changes: PgUpdateSetSource<T>,
  what: string,
): Promise<Row<T>> {
  const [updated] = (await updating(db, table, ownerId, id, changes).returning()) as Row<T>[];
  if (!updated) throw new Error(`Updating ${what} returned no row.`);
  return updated;
}

/** Deletes the rows `where` picks; true when there was one. */
export async function deleteWhere(db: Db, table: PgTable, where: SQL | undefined) {
  const rows = await db
    .delete(table)
    .where(where)
    .returning({ found: sql`1` });
  return rows.length > 0;
}

/** Deletes the owner's row; true when there was one. */
export const remove = (db: Db, table: OwnedTable, ownerId: string, id: string) =>
  deleteWhere(db, table, row(table, ownerId, id));
