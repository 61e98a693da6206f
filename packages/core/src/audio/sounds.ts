/**
 * The ambient sound catalogue (docs/product.md §3 "Sound option", §5 and §9 volume rules).
 * Kept free of any DSP import and of zod so the picker UI and the header's sound player import
 * it directly (zod alone would add ~20 KB gzip to every /app page);
 * the audio itself comes from `render.ts` (synthesised in code, so no `src` file and no network).
 */

export const SOUND_IDS = ['none', 'white_noise', 'brown_noise', 'rain', 'lofi'] as const;
export type SoundId = (typeof SOUND_IDS)[number];

export interface SoundOption {
  id: SoundId;
  name: string;
}

export const SOUND_OPTIONS: readonly SoundOption[] = [
  { id: 'none', name: 'None' },
  { id: 'white_noise', name: 'White Noise' },
  { id: 'brown_noise', name: 'Brown Noise' },
  { id: 'rain', name: 'Rain' },
  { id: 'lofi', name: 'Lo-fi Beats' },
];

export function isSoundId(value: unknown): value is SoundId {
  return (SOUND_IDS as readonly unknown[]).includes(value);
}

/** Ambient volume (docs/product.md §9): 0..1, step 0.1, default 0.5. */
export const VOLUME = { min: 0, max: 1, step: 0.1, default: 0.5 } as const;

/**
 * Clamp to 0..1 and snap to the 0.1 step. Rounding to tenths via integers avoids values like
 * 0.30000000000000004 leaking into storage; NaN / non-numbers fall back to the default.
 */
export function clampVolume(value: number): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return VOLUME.default;
  const clamped = Math.min(VOLUME.max, Math.max(VOLUME.min, value));
  // Multiply by the integer 10 rather than divide by 0.1: 0.35 / 0.1 is 3.4999…, 0.35 * 10 is 3.5.
  const perUnit = Math.round(1 / VOLUME.step);
  return Math.round(clamped * perUnit) / perUnit;
}
