import type { Rng } from './prng.ts';

/**
 * Master effects for the lo-fi loop. Each one treats its input as one period of an endless
 * signal (reads wrap around, modulators complete whole cycles), so none can create a seam.
 */

/**
 * Resample one loop period to another length by circular linear interpolation (times `gain`).
 * Used to bring the keys, synthesised at a third of the rate, up to the output rate:
 * linear interpolation's images sit above the piano's 2.6 kHz low-pass and the master low-pass.
 */
export function resampleLoop(src: Float32Array, length: number, gain = 1): Float32Array {
  const out = new Float32Array(length);
  const m = src.length;
  const ratio = m / length;
  // Incremental position (no multiply/floor per sample); recomputed every 4096 samples so
  // rounding error cannot accumulate.
  for (let block = 0; block < length; block += 4096) {
    const pos = block * ratio;
    let a = Math.floor(pos);
    let frac = pos - a;
    const end = Math.min(length, block + 4096);
    for (let i = block; i < end; i++) {
      const b = a + 1 >= m ? 0 : a + 1;
      out[i] = gain * (src[a]! + (src[b]! - src[a]!) * frac);
      frac += ratio;
      while (frac >= 1) {
        frac -= 1;
        a = a + 1 >= m ? 0 : a + 1;
      }
    }
  }
  return out;
}

/**
 * Tape wow and flutter: a modulated fractional delay read circularly from the loop. Both
 * modulators complete a whole number of cycles per loop, so the wobble is periodic too. Depths
 * are set as pitch deviation (~0.25 % wow ≈ 4 cents, 0.04 % flutter), independent of sample rate.
 * Sines come from a rotating phasor (no Math.sin per sample); all channels share one modulation
 * so the stereo image does not swim.
 */
export function tapeWobble(chans: Float32Array[], sr: number, rng: Rng): Float32Array[] {
  const n = chans[0]!.length;
  const seconds = n / sr;
  const wowCycles = Math.max(1, Math.round(0.45 * seconds));
  const flutterCycles = Math.max(1, Math.round(5.5 * seconds));
  const wowDepth = (0.0025 * n) / (2 * Math.PI * wowCycles); // in samples
  const flutterDepth = (0.0004 * n) / (2 * Math.PI * flutterCycles);
  const base = wowDepth + flutterDepth + 2;
  const outs = chans.map(() => new Float32Array(n));
  const wc = Math.cos((2 * Math.PI * wowCycles) / n);
  const ws = Math.sin((2 * Math.PI * wowCycles) / n);
  const fc = Math.cos((2 * Math.PI * flutterCycles) / n);
  const fs = Math.sin((2 * Math.PI * flutterCycles) / n);
  const p0 = rng() * 2 * Math.PI;
  let wx = Math.cos(p0);
  let wy = Math.sin(p0);
  let fx = 1;
  let fy = 0;
  const left = chans[0]!;
  const right = chans[1] ?? left;
  const outL = outs[0]!;
  const outR = outs[1] ?? outL;
  for (let i = 0; i < n; i++) {
    const pos = i - (base + wowDepth * wy + flutterDepth * fy) + n;
    const i0 = Math.floor(pos);
    const frac = pos - i0;
    const a = i0 >= n ? i0 - n : i0; // pos is in (0, 2n): a compare instead of a modulo
    const b = a + 1 === n ? 0 : a + 1;
    outL[i] = left[a]! + (left[b]! - left[a]!) * frac;
    outR[i] = right[a]! + (right[b]! - right[a]!) * frac;
    const nwx = wx * wc - wy * ws;
    wy = wx * ws + wy * wc;
    wx = nwx;
    const nfx = fx * fc - fy * fs;
    fy = fx * fs + fy * fc;
    fx = nfx;
  }
  return outs;
}

/** Gentle tape-style saturation (Padé tanh: close to tanh below |x| = 3, clamped beyond). */
export function saturate(x: number): number {
  if (x > 3) return 1;
  if (x < -3) return -1;
  const x2 = x * x;
  return (x * (27 + x2)) / (27 + 9 * x2);
}
