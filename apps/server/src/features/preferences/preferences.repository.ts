import { eq, sql } from 'drizzle-orm';
import type { Preferences } from '@quietdesk/core/api/preferences';
import type { Db } from '../../db/database.ts';
import { NO_READ_CACHE, type ReadCache } from '../../db/read-cache.ts';
import { preferences } from '../../db/schema.ts';

export function createPreferencesRepository(db: Db, reads: ReadCache = NO_READ_CACHE) {
  // Prepared once (docs/decisions/041-pglite-read-cache.md).
  const findByOwner = db
    .select({ theme: preferences.theme, colorMode: preferences.colorMode })
    .from(preferences)
    .where(eq(preferences.ownerId, sql.placeholder('ownerId')))
    .limit(1)
    .prepare('preferences_find_by_owner');
  return {
    async findByOwner(ownerId: string): Promise<Preferences | undefined> {
      const rows = await reads.read(`preferences:${ownerId}`, () =>
        findByOwner.execute({ ownerId }),
      );
      return rows[0];
    },

    async upsert(ownerId: string, value: Preferences, now: Date): Promise<Preferences> {
      const [row] = await db
        .insert(preferences)
        .values({ ownerId, ...value, updatedAt: now })
        .onConflictDoUpdate({ target: preferences.ownerId, set: { ...value, updatedAt: now } })
        .returning({ theme: preferences.theme, colorMode: preferences.colorMode });
      if (!row) throw new Error('Upserting preferences returned no row.');
      return row;
    },
  };
}

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
