import { describe, expect, it } from 'vitest';
import { fillGaussian, gaussian, inverseNormalCdf, mulberry32 } from './prng.ts';

describe('prng', () => {
  it('is deterministic per seed and differs between seeds', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const xs = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(xs);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('produces standard-normal samples (both generators)', () => {
    const next = gaussian(mulberry32(1));
    const table = fillGaussian(new Float32Array(200_000), 1);
    for (const sample of [Float64Array.from({ length: 200_000 }, next), table]) {
      let m = 0;
      let v = 0;
      for (const x of sample) m += x;
      m /= sample.length;
      for (const x of sample) v += (x - m) ** 2;
      v /= sample.length;
      expect(Math.abs(m)).toBeLessThan(0.01);
      expect(v).toBeGreaterThan(0.98);
      expect(v).toBeLessThan(1.02);
    }
  });

  it('inverts the normal CDF', () => {
    expect(inverseNormalCdf(0.5)).toBeCloseTo(0, 9);
    expect(inverseNormalCdf(0.975)).toBeCloseTo(1.959964, 5);
    expect(inverseNormalCdf(0.001)).toBeCloseTo(-3.090232, 5);
  });
});
