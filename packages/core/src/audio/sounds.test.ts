import { describe, expect, it } from 'vitest';
import { clampVolume, isSoundId, SOUND_OPTIONS, VOLUME } from './sounds.ts';

describe('sound options', () => {
  it('lists the spec ids in order with display names', () => {
    expect(SOUND_OPTIONS.map((o) => o.id)).toEqual([
      'none',
      'white_noise',
      'brown_noise',
      'rain',
      'lofi',
    ]);
    expect(SOUND_OPTIONS.find((o) => o.id === 'lofi')?.name).toBe('Lo-fi Beats');
  });

  it('validates ids', () => {
    expect(isSoundId('rain')).toBe(true);
    expect(isSoundId('jazz')).toBe(false);
  });
});

describe('clampVolume', () => {
  it('clamps to 0..1 and snaps to 0.1 steps', () => {
    expect(clampVolume(-3)).toBe(0);
    expect(clampVolume(7)).toBe(1);
    expect(clampVolume(0.34)).toBe(0.3);
    expect(clampVolume(0.35)).toBe(0.4);
    expect(clampVolume(0.1 + 0.2)).toBe(0.3);
  });

  it('falls back to the default for NaN', () => {
    expect(clampVolume(Number.NaN)).toBe(VOLUME.default);
    expect(VOLUME).toMatchObject({ min: 0, max: 1, step: 0.1, default: 0.5 });
  });
});
