import { describe, expect, it } from 'vitest';
import { renderBrownNoise, renderRain, renderWhiteNoise } from './noise.ts';
import {
  averagePowerSpectrum,
  bandPowerDb,
  loopSeamJump,
  peak,
  rmsDb,
  spectralSlopeDbPerOctave,
} from './analysis.ts';

function kurtosis(x: Float32Array): number {
  let m2 = 0;
  let m4 = 0;
  for (const v of x) {
    m2 += v * v;
    m4 += v ** 4;
  }
  m2 /= x.length;
  return m4 / x.length / (m2 * m2);
}

describe('white noise', () => {
  const sound = renderWhiteNoise({ sampleRate: 44100, seconds: 3, seed: 3 });

  it('is spectrally flat from 100 Hz to 10 kHz', () => {
    for (const ch of sound.channels) {
      expect(Math.abs(spectralSlopeDbPerOctave(ch, 44100, 100, 12800))).toBeLessThan(1);
    }
  });

  it('loops without a click and stays under -1 dBFS', () => {
    expect(sound.channels).toHaveLength(2);
    expect(sound.loopSeconds).toBe(3);
    for (const ch of sound.channels) {
      expect(loopSeamJump(ch)).toBeLessThan(1.5);
      expect(peak(ch)).toBeLessThanOrEqual(0.9);
      expect(rmsDb(ch)).toBeCloseTo(-20, 0);
    }
  });
});

describe('brown noise', () => {
  const sound = renderBrownNoise({ sampleRate: 44100, seconds: 4, seed: 3 });

  it('falls about 6 dB per octave from 50 Hz to 5 kHz', () => {
    for (const ch of sound.channels) {
      const slope = spectralSlopeDbPerOctave(ch, 44100, 50, 6400);
      expect(slope).toBeGreaterThan(-7.5);
      expect(slope).toBeLessThan(-4.5);
    }
  });

  it('has no DC and no step at the seam', () => {
    for (const ch of sound.channels) {
      let mean = 0;
      for (const v of ch) mean += v;
      expect(Math.abs(mean / ch.length)).toBeLessThan(1e-4);
      expect(loopSeamJump(ch)).toBeLessThan(1.5);
      expect(peak(ch)).toBeLessThanOrEqual(0.9);
    }
  });
});

describe('rain', () => {
  const sound = renderRain({ sampleRate: 22050, seconds: 6, seed: 3 });

  it('is audible, unclipped and seamless', () => {
    for (const ch of sound.channels) {
      expect(rmsDb(ch)).toBeGreaterThan(-40);
      expect(peak(ch)).toBeLessThanOrEqual(1);
      expect(loopSeamJump(ch)).toBeLessThan(1.5);
    }
  });

  it('sounds like rain rather than static: shaped spectrum and droplet transients', () => {
    const ch = sound.channels[0]!;
    const s = averagePowerSpectrum(ch, 22050, 2048);
    // Energy sits in the drop band, not flat up to Nyquist (that would be static) ...
    expect(bandPowerDb(s, 1000, 4000)).toBeGreaterThan(bandPowerDb(s, 8000, 11000) + 6);
    expect(bandPowerDb(s, 1000, 4000)).toBeGreaterThan(bandPowerDb(s, 40, 150) + 6);
    // ... and it is impulsive (drops), where Gaussian noise has kurtosis 3.0 (±0.05 at this length).
    expect(kurtosis(ch)).toBeGreaterThan(3.5);
  });
});

describe('determinism', () => {
  it('renders the same samples for the same seed and different ones otherwise', () => {
    const a = renderRain({ sampleRate: 8000, seconds: 2, seed: 9 }).channels[0]!;
    const b = renderRain({ sampleRate: 8000, seconds: 2, seed: 9 }).channels[0]!;
    const c = renderRain({ sampleRate: 8000, seconds: 2, seed: 10 }).channels[0]!;
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });
});
