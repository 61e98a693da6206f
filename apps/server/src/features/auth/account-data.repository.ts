import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { owners } from '../../db/schema.ts';
import { OWNER_DATA_TABLES, type OwnerScopedTable } from '../../db/owner-tables.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
type OwnerData = Record<string, Array<Record<string, unknown>>>;

const id = (name: string) => sql.identifier(name);

/** Rows with the database's own column names, so the export reads like the schema. */
async function rowsOf(db: Db | Transaction, table: OwnerScopedTable, ownerId: string) {
  const columns = Object.fromEntries(table.columns.map((column) => [column.name, column]));
  return (await db
    .select(columns)
    .from(table.table)
    .where(eq(table.ownerColumn, ownerId))) as Array<Record<string, unknown>>;
}

/**
 * Moves every row of one owner to another. Where a table allows one row per owner (or per owner
 * and key), the receiving owner's row is kept and the mover's dropped: the account's own settings
 * and records win over what a guest browser made (docs/decisions/022-accounts-and-sessions.md).
 */
async function moveRows(tx: Transaction, table: OwnerScopedTable, from: string, to: string) {
  for (const key of table.uniqueWithOwner) {
    const sameKey = key.map((column) => sql` and kept.${id(column)} = moved.${id(column)}`);
    await tx.execute(
      sql`delete from ${id(table.name)} as moved where moved.owner_id = ${from} and exists (select 1 from ${id(table.name)} as kept where kept.owner_id = ${to}${sql.join(sameKey)})`,
    );
  }
  await tx.execute(sql`update ${id(table.name)} set owner_id = ${to} where owner_id = ${from}`);
}

export function createAccountDataRepository(db: Db) {
  return {
    /** Every data row the owner has, by table name (tables without rows included, empty). */
    async exportOwner(ownerId: string): Promise<OwnerData> {
      const data: OwnerData = {};
      for (const table of OWNER_DATA_TABLES) data[table.name] = await rowsOf(db, table, ownerId);
      return data;
    },

    async hasData(ownerId: string): Promise<boolean> {
      for (const table of OWNER_DATA_TABLES) {
        const [row] = await db
          .select({ one: sql`1` })
          .from(table.table)
          .where(eq(table.ownerColumn, ownerId))
          .limit(1);
        if (row) return true;
      }
      return false;
    },

    /** One transaction: either everything moves and the guest is gone, or nothing changes. */
    async mergeGuestInto(guestOwnerId: string, accountOwnerId: string): Promise<void> {
      await db.transaction(async (tx) => {
        for (const table of OWNER_DATA_TABLES) {
          await moveRows(tx, table, guestOwnerId, accountOwnerId);
        }
        // Its guest tokens go with it (ON DELETE CASCADE).
        await tx.delete(owners).where(eq(owners.id, guestOwnerId));
      });
    },

    /** Deletes the owner; every owner-scoped table references owners ON DELETE CASCADE. */
    async deleteOwner(ownerId: string): Promise<void> {
      await db.delete(owners).where(eq(owners.id, ownerId));
    },
  };
}

export type AccountDataRepository = ReturnType<typeof createAccountDataRepository>;
