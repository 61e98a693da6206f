import {
  clampVolume as clampVolumeNumber,
  SOUND_IDS,
  SOUND_OPTIONS,
  VOLUME,
  type SoundId,
  type SoundOption,
} from '@quietdesk/core/audio/sounds';

export { SOUND_IDS, SOUND_OPTIONS, type SoundId, type SoundOption };
export const DEFAULT_VOLUME = VOLUME.default;
export const VOLUME_STEP = VOLUME.step;

export function soundOption(id: SoundId): SoundOption {
  return SOUND_OPTIONS.find((o) => o.id === id) ?? SOUND_OPTIONS[0]!;
}

export function parseSoundId(value: unknown): SoundId {
  return (SOUND_IDS as readonly unknown[]).includes(value) ? (value as SoundId) : 'none';
}

/** A stored or typed volume (a number or a numeric string) as core clamps it; garbage → default. */
export function clampVolume(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(n) ? clampVolumeNumber(n) : DEFAULT_VOLUME;
}
