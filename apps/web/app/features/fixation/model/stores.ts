import { createStore } from '~/lib/create-store';
import { readStorage, removeStorage, writeStorage } from '~/lib/storage';
import { SPEED_CHECK_STORAGE_KEY, parseSpeedCheck, type SpeedCheckResult } from './speed-check';
import {
  DEFAULT_TTS_SETTINGS,
  TTS_STORAGE_KEY,
  parseTtsSettings,
  type TtsSettings,
} from './tts-settings';

const inBrowser = typeof window !== 'undefined';

export const ttsSettingsStore = createStore<TtsSettings>(
  inBrowser ? parseTtsSettings(readStorage(TTS_STORAGE_KEY)) : DEFAULT_TTS_SETTINGS,
);

export function updateTtsSettings(patch: Partial<TtsSettings>): void {
  ttsSettingsStore.set((s) => {
    const next = { ...s, ...patch };
    writeStorage(TTS_STORAGE_KEY, JSON.stringify(next));
    return next;
  });
}

export const speedCheckStore = createStore<SpeedCheckResult | null>(
  inBrowser ? parseSpeedCheck(readStorage(SPEED_CHECK_STORAGE_KEY)) : null,
);

export function saveSpeedCheck(result: SpeedCheckResult | null): void {
  if (result) writeStorage(SPEED_CHECK_STORAGE_KEY, JSON.stringify(result));
  else removeStorage(SPEED_CHECK_STORAGE_KEY);
  speedCheckStore.set(result);
}
