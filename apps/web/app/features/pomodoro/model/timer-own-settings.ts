import { createTimerState } from '@quietdesk/core/timer/machine';
import {
  DEFAULT_TIMER_SETTINGS,
  normalizeTimerSettings,
  type TimerSettings,
} from '@quietdesk/core/timer/settings';
import type { TimerState } from '@quietdesk/core/timer/types';
import type { KeyValueStorage } from '~/lib/storage';
import { getTimerPreferences, putTimerPreferences } from '../api/timer-preferences';
import { iso } from './pomodoro-sync';
import { loadOwnSettings, saveOwnSettings, type StoredTimer } from './timer-persistence';

/** How long the controls must rest before a change goes to the account (a slider fires often). */
export const SETTINGS_SAVE_DELAY_MS = 1_000;

export interface SettingsApi {
  get: typeof getTimerPreferences;
  put: typeof putTimerPreferences;
}

const sameSettings = (a: TimerSettings, b: TimerSettings) =>
  (Object.keys(a) as (keyof TimerSettings)[]).every((key) => a[key] === b[key]);

/** A browser from before the own-settings key kept the lengths in the timer state only. */
export function keepLegacyOwnSettings(storage: KeyValueStorage | null, stored: StoredTimer | null) {
  if (
    !loadOwnSettings(storage) &&
    stored &&
    !sameSettings(stored.state.settings, DEFAULT_TIMER_SETTINGS)
  ) {
    saveOwnSettings(storage, { settings: stored.state.settings, changedAt: 0, synced: false });
  }
}

/** An idle timer shows the person's own settings, whatever state it was derived from. */
export function withOwnSettings(storage: KeyValueStorage | null, state: TimerState): TimerState {
  const own = state.session === null ? loadOwnSettings(storage) : null;
  if (!own || sameSettings(own.settings, state.settings)) return state;
  return createTimerState({ settings: own.settings, completedSessions: state.completedSessions });
}

/**
 * The person's own lengths kept with their account. Offline first: an unsaved change made here
 * wins until the account has it (the server keeps the newer of two changes); otherwise the
 * account's copy wins. Failures leave the local value as it is and are tried again on the next
 * load, focus or change. `adopted` is called when the account's lengths replace different ones.
 */
export function createOwnSettingsSync(deps: {
  storage: KeyValueStorage | null;
  now: () => number;
  fetch?: typeof fetch;
  /** The account's copy; null in isolated tests. */
  api: SettingsApi | null;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  adopted: () => void;
}) {
  const { storage, api } = deps;
  let saveHandle: unknown = null;
  /** Bumped on forget(); an answer to a request sent before must not be applied. */
  let epoch = 0;

  /** The account's lengths arrived (or won over ours): they are the person's own from now on. */
  function adopt(settings: TimerSettings) {
    const normalized = normalizeTimerSettings(settings);
    const own = loadOwnSettings(storage);
    saveOwnSettings(storage, {
      settings: normalized,
      changedAt: own?.changedAt ?? 0,
      synced: true,
    });
    if (own && sameSettings(own.settings, normalized)) return;
    deps.adopted();
  }

  async function sync() {
    if (!api) return;
    const mine = epoch;
    const own = loadOwnSettings(storage);
    try {
      const answer =
        own && !own.synced
          ? await api.put(
              {
                settings: own.settings,
                changed_at: iso(own.changedAt),
                sent_at: iso(deps.now()),
              },
              deps.fetch,
            )
          : await api.get(deps.fetch);
      if (epoch !== mine) return;
      // A change made while the request was out is newer than its answer: keep it, send it later.
      const latest = loadOwnSettings(storage);
      if (own && latest && latest.changedAt !== own.changedAt) return;
      if (answer.settings) adopt(answer.settings);
    } catch (error) {
      console.warn('Timer settings: the account copy could not be read or saved', error);
    }
  }

  return {
    sync,

    /** Keeps a change made in the controls and sends it once they rest. */
    change(settings: TimerSettings) {
      saveOwnSettings(storage, { settings, changedAt: deps.now(), synced: false });
      if (!api) return;
      if (saveHandle !== null) deps.clearTimeout(saveHandle);
      saveHandle = deps.setTimeout(() => {
        saveHandle = null;
        void sync();
      }, SETTINGS_SAVE_DELAY_MS);
    },

    /** Drops what is under way (the person's data was cleared). */
    forget() {
      epoch += 1;
      if (saveHandle !== null) deps.clearTimeout(saveHandle);
      saveHandle = null;
    },
  };
}

export const defaultSettingsApi: SettingsApi = {
  get: getTimerPreferences,
  put: putTimerPreferences,
};
