import { describe, expect, it } from 'vitest';
import { LOFI_BARS, LOFI_BPM, renderLofi } from './lofi.ts';
import { autocorrelation, loopSeamJump, onsetEnvelope, peak, rmsDb } from './analysis.ts';

describe('lo-fi', () => {
  const sr = 22050;
  const song = renderLofi({ sampleRate: sr, seed: 1 });
  const beatSeconds = 60 / LOFI_BPM;

  it('is exactly whole bars at a lo-fi tempo', () => {
    expect(LOFI_BPM).toBeGreaterThanOrEqual(75);
    expect(LOFI_BPM).toBeLessThanOrEqual(85);
    expect(song.loopSeconds * sr).toBe(Math.round(LOFI_BARS * 4 * beatSeconds * sr));
    expect(song.channels).toHaveLength(2);
  });

  it('is audible, quiet enough and never clips (peak ≤ -1 dBFS)', () => {
    for (const ch of song.channels) {
      expect(rmsDb(ch)).toBeGreaterThan(-40);
      expect(peak(ch)).toBeLessThanOrEqual(0.892);
    }
  });

  it('loops without a click', () => {
    for (const ch of song.channels) expect(loopSeamJump(ch)).toBeLessThan(1.5);
  });

  it('has a beat: onset periodicity on the tempo grid', () => {
    const mono = song.channels[0]!.map((v, i) => v + song.channels[1]![i]!);
    const { strength, hopSeconds } = onsetEnvelope(mono, sr);
    const ac = autocorrelation(strength, Math.round(2.2 / hopSeconds));
    const at = (beats: number) => ac[Math.round((beats * beatSeconds) / hopSeconds)]!;
    let best = 0;
    for (let lag = Math.round(0.3 / hopSeconds); lag < ac.length; lag++) {
      if (ac[lag]! > ac[best]!) best = lag;
    }
    const bestBeats = (best * hopSeconds) / beatSeconds;
    // The strongest periodicity is a whole number of beats (the kick/snare cycle) ...
    expect(Math.abs(bestBeats - Math.round(bestBeats))).toBeLessThan(0.05);
    // ... and the beat itself stands well above lags that fall between the grid lines.
    for (const off of [1 / 3, 2 / 3, 4 / 3, 5 / 3]) expect(at(1)).toBeGreaterThan(at(off) + 0.1);
  });

  it('is deterministic per seed', () => {
    const again = renderLofi({ sampleRate: 4000, seed: 5 });
    expect(renderLofi({ sampleRate: 4000, seed: 5 }).channels[1]).toEqual(again.channels[1]);
    expect(renderLofi({ sampleRate: 4000, seed: 6 }).channels[1]).not.toEqual(again.channels[1]);
  });
});
