import { SPEECH_RATE } from '@quietdesk/core/fixation/constants';
import { DEVICE_KEYS } from '~/lib/storage';

/** docs/product.md §3: text-to-speech settings, kept in localStorage. */
export interface TtsSettings {
  enabled: boolean;
  rate: number;
  voiceName: string | null;
}

export const TTS_STORAGE_KEY = DEVICE_KEYS.tts;

export const DEFAULT_TTS_SETTINGS: TtsSettings = {
  enabled: false,
  rate: SPEECH_RATE.default,
  voiceName: null,
};

/** Clamps into 0.5..2 and snaps to the 0.1 step (a stored 1.2999 becomes 1.3). */
export function normaliseRate(rate: unknown): number {
  if (typeof rate !== 'number' || !Number.isFinite(rate)) return SPEECH_RATE.default;
  const clamped = Math.min(SPEECH_RATE.max, Math.max(SPEECH_RATE.min, rate));
  // Divide by the inverse step (10) rather than multiply by 0.1: 13 * 0.1 is 1.3000000000000003.
  const perUnit = Math.round(1 / SPEECH_RATE.step);
  return Math.round(clamped * perUnit) / perUnit;
}

/** Reads stored settings; anything missing or malformed falls back to the default. */
export function parseTtsSettings(raw: string | null): TtsSettings {
  if (!raw) return DEFAULT_TTS_SETTINGS;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return DEFAULT_TTS_SETTINGS;
    const v = value as Record<string, unknown>;
    return {
      enabled: typeof v.enabled === 'boolean' ? v.enabled : DEFAULT_TTS_SETTINGS.enabled,
      rate: normaliseRate(v.rate),
      voiceName: typeof v.voiceName === 'string' && v.voiceName ? v.voiceName : null,
    };
  } catch {
    return DEFAULT_TTS_SETTINGS;
  }
}
