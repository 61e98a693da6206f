import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

/**
 * For each table of the schema, the tables whose rows a write to it may change through foreign
 * keys: those that reference it, directly or through others (ON DELETE CASCADE and SET NULL
 * change them; the rest is included too, which only costs remembered reads). The read cache uses
 * it to forget what a write can have changed (db/read-cache.ts); a test checks it against the
 * migrated database's own catalog.
 */
export function foreignKeyReach(
  tables: readonly PgTable[] = Object.values(schema).filter((v) => v instanceof PgTable),
): Map<string, string[]> {
  const referencedBy = new Map<string, Set<string>>();
  for (const table of tables) {
    const config = getTableConfig(table);
    referencedBy.set(config.name, referencedBy.get(config.name) ?? new Set());
    for (const key of config.foreignKeys) {
      const target = getTableConfig(key.reference().foreignTable).name;
      if (target === config.name) continue;
      if (!referencedBy.has(target)) referencedBy.set(target, new Set());
      referencedBy.get(target)!.add(config.name);
    }
  }
  const reach = new Map<string, string[]>();
  for (const name of referencedBy.keys()) {
    const seen = new Set<string>();
    const pending = [...referencedBy.get(name)!];
    while (pending.length) {
      const next = pending.pop()!;
      if (next === name || seen.has(next)) continue;
      seen.add(next);
      pending.push(...(referencedBy.get(next) ?? []));
    }
    reach.set(name, [...seen].sort());
  }
  return reach;
}
