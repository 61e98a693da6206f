import { describe, expect, it } from 'vitest';
import { averagePowerSpectrum, bandPowerDb, fft, loopSeamJump, peak, rmsDb } from './analysis.ts';

const sine = (freq: number, sr: number, n: number) =>
  Float32Array.from({ length: n }, (_, i) => Math.sin((2 * Math.PI * freq * i) / sr));

describe('analysis', () => {
  it('fft finds a bin-centred tone', () => {
    const re = Float64Array.from(sine(8, 64, 64));
    const im = new Float64Array(64);
    fft(re, im);
    const mags = Array.from(re, (r, k) => Math.hypot(r, im[k]!));
    expect(mags[8]).toBeCloseTo(32, 6);
    expect(mags[5]).toBeLessThan(1e-9);
  });

  it('locates a tone in the averaged spectrum', () => {
    const s = averagePowerSpectrum(sine(1000, 16000, 16000), 16000, 1024);
    expect(bandPowerDb(s, 900, 1100)).toBeGreaterThan(bandPowerDb(s, 3000, 5000) + 60);
  });

  it('measures level', () => {
    const x = sine(440, 44100, 44100);
    expect(rmsDb(x)).toBeCloseTo(-3.01, 1);
    expect(peak(x)).toBeCloseTo(1, 3);
  });

  it('flags a click at the loop point but not a whole-cycle loop', () => {
    // 441 Hz at 44100 Hz: exactly 100 samples per cycle, so 44100 samples loop cleanly.
    expect(loopSeamJump(sine(441, 44100, 44100))).toBeLessThan(1.1);
    // Cutting a tone mid-cycle leaves a step far larger than any ordinary sample step.
    expect(loopSeamJump(sine(441, 44100, 44125))).toBeGreaterThan(10);
  });
});
