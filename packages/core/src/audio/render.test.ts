import { describe, expect, it } from 'vitest';
import { renderSound } from './render.ts';
import { SOUND_OPTIONS } from './sounds.ts';
import { loopSeamJump, peak } from './analysis.ts';

describe('renderSound', () => {
  it("returns null for 'none'", () => {
    expect(renderSound('none', { sampleRate: 8000 })).toBeNull();
  });

  it.each(SOUND_OPTIONS.filter((o) => o.id !== 'none').map((o) => o.id))(
    '%s: stereo seamless loop of the documented length',
    (id) => {
      const sound = renderSound(id, { sampleRate: 8000 })!;
      expect(sound.channels).toHaveLength(2);
      expect(sound.sampleRate).toBe(8000);
      expect(sound.channels[0]!.length).toBe(Math.round(sound.loopSeconds * 8000));
      expect(sound.loopSeconds).toBeGreaterThanOrEqual(8);
      expect(sound.loopSeconds).toBeLessThanOrEqual(24);
      for (const ch of sound.channels) {
        expect(peak(ch)).toBeLessThanOrEqual(1);
        expect(loopSeamJump(ch)).toBeLessThan(1.5);
      }
    },
  );

  it('rejects sample rates Web Audio would refuse', () => {
    expect(() => renderSound('rain', { sampleRate: 0 })).toThrow(RangeError);
  });

  it('defaults the seed, so every visit hears the same loop', () => {
    const a = renderSound('brown_noise', { sampleRate: 8000 })!;
    expect(renderSound('brown_noise', { sampleRate: 8000, seed: 1 })!.channels[0]).toEqual(
      a.channels[0],
    );
  });
});
