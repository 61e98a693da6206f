import { eq, sql } from 'drizzle-orm';
import { DEFAULT_PREFERENCES, type Preferences } from '@quietdesk/core/api/preferences';
import type { TimerSettings } from '@quietdesk/core/timer/settings';
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
  const findTimer = db
    .select({
      settings: preferences.timerSettings,
      changedAt: preferences.timerSettingsChangedAt,
    })
    .from(preferences)
    .where(eq(preferences.ownerId, sql.placeholder('ownerId')))
    .limit(1)
    .prepare('preferences_find_timer');
  // Choosing a theme is a write every visitor makes: prepared once like the reads, so drizzle
  // does not build the upsert again each time.
  const upsert = db
    .insert(preferences)
    .values({
      ownerId: sql.placeholder('ownerId'),
      theme: sql.placeholder('theme'),
      colorMode: sql.placeholder('colorMode'),
      updatedAt: sql.placeholder('now'),
    })
    .onConflictDoUpdate({
      target: preferences.ownerId,
      set: {
        theme: sql`excluded.theme`,
        colorMode: sql`excluded.color_mode`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning({ theme: preferences.theme, colorMode: preferences.colorMode })
    .prepare('preferences_upsert');
  return {
    async findTimer(
      ownerId: string,
    ): Promise<{ settings: TimerSettings | null; changedAt: Date | null } | undefined> {
      const rows = await findTimer.execute({ ownerId });
      return rows[0];
    },

    /**
     * Saves the timer settings unless a change made later is already stored (one statement, so
     * two browsers saving at once cannot both win); returns what is stored afterwards.
     */
    async saveTimerIfNewer(
      ownerId: string,
      settings: TimerSettings,
      changedAt: Date,
      now: Date,
    ): Promise<{ settings: TimerSettings | null; changedAt: Date | null }> {
      const newer = sql`${preferences.timerSettingsChangedAt} is null or ${preferences.timerSettingsChangedAt} <= ${changedAt.toISOString()}::timestamptz`;
      // Both writes here change only `ownerId`'s row: other owners' remembered reads stay.
      await reads.ownerWrites(ownerId, async () => {
        await db
          .insert(preferences)
          .values({
            ownerId,
            ...DEFAULT_PREFERENCES,
            updatedAt: now,
            timerSettings: settings,
            timerSettingsChangedAt: changedAt,
          })
          .onConflictDoUpdate({
            target: preferences.ownerId,
            set: { timerSettings: settings, timerSettingsChangedAt: changedAt, updatedAt: now },
            setWhere: newer,
          });
      });
      const [row] = await findTimer.execute({ ownerId });
      return row ?? { settings: null, changedAt: null };
    },

    async findByOwner(ownerId: string): Promise<Preferences | undefined> {
      const rows = await reads.read(
        `preferences:${ownerId}`,
        ['preferences'],
        () => findByOwner.execute({ ownerId }),
        undefined,
        ownerId,
      );
      return rows[0];
    },

    async upsert(ownerId: string, value: Preferences, now: Date): Promise<Preferences> {
      const [row] = await reads.ownerWrites(ownerId, () =>
        upsert.execute({ ownerId, theme: value.theme, colorMode: value.colorMode, now }),
      );
      if (!row) throw new Error('Upserting preferences returned no row.');
      return row;
    },
  };
}

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
