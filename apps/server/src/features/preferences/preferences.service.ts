import { DEFAULT_PREFERENCES, type Preferences } from '@quietdesk/core/api/preferences';
import type { Clock } from '../../clock.ts';
import type { PreferencesRepository } from './preferences.repository.ts';

export function createPreferencesService(repository: PreferencesRepository, clock: Clock) {
  return {
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
