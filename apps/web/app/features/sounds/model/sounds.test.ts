import { describe, expect, it } from 'vitest';
import * as core from '@quietdesk/core/audio/sounds';
import { clampVolume, DEFAULT_VOLUME, SOUND_IDS, SOUND_OPTIONS, VOLUME_STEP } from './sounds';

describe('web sound catalogue', () => {
  it('matches the core catalogue and volume constants', () => {
    expect(SOUND_IDS).toEqual(core.SOUND_IDS);
    expect(SOUND_OPTIONS).toEqual(core.SOUND_OPTIONS);
    expect(DEFAULT_VOLUME).toBe(core.VOLUME.default);
    expect(VOLUME_STEP).toBe(core.VOLUME.step);
  });

  it('clamps volume exactly as core does', () => {
    for (let v = -0.5; v <= 1.5; v += 0.01) expect(clampVolume(v)).toBe(core.clampVolume(v));
    expect(clampVolume(NaN)).toBe(core.clampVolume(NaN));
  });
});
