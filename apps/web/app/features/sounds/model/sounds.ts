import type { SoundId, SoundOption } from '@quietdesk/core/audio/sounds';

// Mirrors core's catalogue and volume rule (`@quietdesk/core/audio/sounds`) without importing
// it: that module builds a zod schema, and zod would add ~20 KB gzip to every /app page for two
// constants. `sounds.test.ts` keeps the two in step.
export type { SoundId, SoundOption };

export const SOUND_IDS = [
  'none',
  'white_noise',
  'brown_noise',
  'rain',
  'lofi',
] as const satisfies readonly SoundId[];

export const SOUND_OPTIONS: readonly SoundOption[] = [
  { id: 'none', name: 'None' },
  { id: 'white_noise', name: 'White Noise' },
  { id: 'brown_noise', name: 'Brown Noise' },
  { id: 'rain', name: 'Rain' },
  { id: 'lofi', name: 'Lo-fi Beats' },
];

export const DEFAULT_VOLUME = 0.5;
export const VOLUME_STEP = 0.1;

export function soundOption(id: SoundId): SoundOption {
  return SOUND_OPTIONS.find((o) => o.id === id) ?? SOUND_OPTIONS[0]!;
}

export function parseSoundId(value: unknown): SoundId {
  return (SOUND_IDS as readonly unknown[]).includes(value) ? (value as SoundId) : 'none';
}

/** Volume is clamped to 0..1 and snapped to 0.1 steps (as core's clampVolume); garbage → default. */
export function clampVolume(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (!Number.isFinite(n)) return DEFAULT_VOLUME;
  const clamped = Math.min(1, Math.max(0, n));
  return Math.round(clamped * 10) / 10;
}
