export const SOUND_IDS = ['none', 'white_noise', 'brown_noise', 'rain', 'lofi'] as const;
export type SoundId = (typeof SOUND_IDS)[number];

export interface SoundOption {
  id: SoundId;
  name: string;
  /** Local audio path; null for "none". Files arrive with the audio engine. */
  src: string | null;
}

export const SOUND_OPTIONS: readonly SoundOption[] = [
  { id: 'none', name: 'None', src: null },
  { id: 'white_noise', name: 'White Noise', src: '/sounds/white-noise.mp3' },
  { id: 'brown_noise', name: 'Brown Noise', src: '/sounds/brown-noise.mp3' },
  { id: 'rain', name: 'Rain', src: '/sounds/rain.mp3' },
  { id: 'lofi', name: 'Lo-fi Beats', src: '/sounds/lofi.mp3' },
];

export const DEFAULT_VOLUME = 0.5;
export const VOLUME_STEP = 0.1;

export function soundOption(id: SoundId): SoundOption {
  return SOUND_OPTIONS.find((o) => o.id === id) ?? SOUND_OPTIONS[0]!;
}

export function parseSoundId(value: unknown): SoundId {
  return (SOUND_IDS as readonly unknown[]).includes(value) ? (value as SoundId) : 'none';
}

/** Volume is clamped to 0..1 and snapped to 0.1 steps; garbage becomes the default. */
export function clampVolume(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (!Number.isFinite(n)) return DEFAULT_VOLUME;
  const clamped = Math.min(1, Math.max(0, n));
  return Math.round(clamped / VOLUME_STEP) / 10;
}
