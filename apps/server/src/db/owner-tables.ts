import { is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

// Which tables hold an owner's data, read from the Drizzle schema rather than listed by hand: a
// table added later with an `owner_id` column referencing owners is exported, merged and deleted
// with the account without anyone remembering to add it here
// (docs/decisions/022-accounts-and-sessions.md).

/** Tables about who someone is rather than what they made: never exported or merged as data. */
export const IDENTITY_TABLES: ReadonlySet<string> = new Set([
  'owners',
  'guest_tokens',
  'auth_sessions',
  'accounts',
  'known_devices',
  // Recovery secrets (docs/decisions/049-account-recovery.md): credentials, never data.
  'password_reset_tokens',
  'recovery_codes',
]);

export interface OwnerScopedTable {
  name: string;
  table: PgTable;
  /** The table's columns, in schema order. */
  columns: PgColumn[];
  ownerColumn: PgColumn;
  /**
   * Sets of columns that must be unique together and include owner_id (primary keys, unique
   * indexes and constraints), without owner_id itself; [] means "one row per owner".
   * Moving rows from one owner to another can collide on these.
   */
  uniqueWithOwner: string[][];
}

const allTables = (): PgTable[] => Object.values(schema).filter((value) => is(value, PgTable));

function describe(table: PgTable): OwnerScopedTable | undefined {
  const config = getTableConfig(table);
  const ownerKey = config.foreignKeys.find((key) => {
    const reference = key.reference();
    return (
      getTableConfig(reference.foreignTable).name === 'owners' &&
      reference.columns.length === 1 &&
      reference.columns[0]!.name === 'owner_id'
    );
  });
  if (!ownerKey) return undefined;
  const ownerColumn = ownerKey.reference().columns[0]!;

  const uniqueSets: string[][] = [];
  const primary = config.columns.filter((column) => column.primary).map((column) => column.name);
  if (primary.length) uniqueSets.push(primary);
  for (const key of config.primaryKeys) uniqueSets.push(key.columns.map((column) => column.name));
  for (const constraint of config.uniqueConstraints) {
    uniqueSets.push(constraint.columns.map((column) => column.name));
  }
  for (const column of config.columns) if (column.isUnique) uniqueSets.push([column.name]);
  for (const index of config.indexes) {
    if (!index.config.unique) continue;
    const names = index.config.columns.map((column) =>
      column && 'name' in column && typeof column.name === 'string' ? column.name : undefined,
    );
    // An index on an expression cannot be matched column by column; it is left to the database,
    // where a collision would fail the merge (and roll it back) rather than lose a row silently.
    if (names.every((name): name is string => name !== undefined)) uniqueSets.push(names);
  }

  return {
    name: config.name,
    table,
    columns: config.columns,
    ownerColumn,
    uniqueWithOwner: uniqueSets
      .filter((set) => set.includes('owner_id'))
      .map((set) => set.filter((name) => name !== 'owner_id')),
  };
}

/** Every table with an owner_id column referencing owners, identity tables included. */
export const OWNER_SCOPED_TABLES: readonly OwnerScopedTable[] = allTables()
  .map(describe)
  .filter((table): table is OwnerScopedTable => table !== undefined);

/** The tables that hold what an owner made: exported, merged into an account, deleted with it. */
export const OWNER_DATA_TABLES: readonly OwnerScopedTable[] = OWNER_SCOPED_TABLES.filter(
  (table) => !IDENTITY_TABLES.has(table.name),
);

/** Every table in the schema, by name (for tests that check nothing escapes the lists above). */
export const ALL_TABLE_NAMES: readonly string[] = allTables().map(
  (table) => getTableConfig(table).name,
);
