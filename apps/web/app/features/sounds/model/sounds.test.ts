import { describe, expect, it } from 'vitest';
import { clampVolume, DEFAULT_VOLUME } from './sounds';

describe('web sound volume parsing', () => {
  it('reads numbers and numeric strings the way core clamps them', () => {
    expect(clampVolume(0.35)).toBe(0.4);
    expect(clampVolume('0.7')).toBe(0.7);
    expect(clampVolume(3)).toBe(1);
    expect(clampVolume(-1)).toBe(0);
  });

  it('falls back to the default for anything else', () => {
    for (const value of [NaN, Infinity, '', 'loud', null, undefined, {}]) {
      expect(clampVolume(value)).toBe(DEFAULT_VOLUME);
    }
  });
});
