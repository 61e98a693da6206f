import {
  DEFAULT_PREFERENCES,
  type Preferences,
  type PutTimerPreferences,
  type TimerPreferences,
} from '@quietdesk/core/api/preferences';
import type { Clock } from '../../clock.ts';
import type { PreferencesRepository } from './preferences.repository.ts';

const toTimerPreferences = (
  row: { settings: TimerPreferences['settings']; changedAt: Date | null } | undefined,
): TimerPreferences => ({
  settings: row?.settings ?? null,
  changed_at: row?.changedAt ? row.changedAt.toISOString() : null,
});

export function createPreferencesService(repository: PreferencesRepository, clock: Clock) {
  return {
    async getTimer(ownerId: string | undefined): Promise<TimerPreferences> {
      return toTimerPreferences(ownerId ? await repository.findTimer(ownerId) : undefined);
    },

    /**
     * The newer change wins (docs/decisions/051-timer-settings-with-the-account.md). The
     * device's change time is moved into server time by the device's own clock offset (its
     * `sent_at` against the server's now), and a change can never be later than now.
     */
    async saveTimer(ownerId: string, body: PutTimerPreferences): Promise<TimerPreferences> {
      const now = clock();
      const offset = now.getTime() - Date.parse(body.sent_at);
      const changedAt = new Date(Math.min(now.getTime(), Date.parse(body.changed_at) + offset));
      return toTimerPreferences(
        await repository.saveTimerIfNewer(ownerId, body.settings, changedAt, now),
      );
    },

    // A visitor without an identity, or an owner who never saved, sees the defaults; reading
    // never creates rows or identities.
    async get(ownerId: string | undefined): Promise<Preferences> {
      if (!ownerId) return { ...DEFAULT_PREFERENCES };
      return (await repository.findByOwner(ownerId)) ?? { ...DEFAULT_PREFERENCES };
    },

    async replace(ownerId: string, value: Preferences): Promise<Preferences> {
      return repository.upsert(ownerId, value, clock());
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
