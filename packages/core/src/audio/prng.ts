/**
 * Seeded randomness for the synthesisers. Every render must be reproducible from its seed (tests,
 * and identical audio on every visit), so Math.random is never used in audio code.
 */

export type Rng = () => number;

/** Turn any number (including 0, negatives and fractions) into a well-mixed 32-bit seed. */
function hashSeed(seed: number): number {
  let h = Math.imul((seed * 1000003) | 0, 0x9e3779b1) ^ 0x85ebca6b;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * mulberry32: one 32-bit state, a handful of integer ops per call, passes the usual statistical
 * batteries well enough for audio. Returns floats in [0, 1).
 */
export function mulberry32(seed: number): Rng {
  let a = hashSeed(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Standard-normal generator (Box–Muller). Both values of each pair are used, halving the cost
 * of log/sqrt/cos in the noise loops.
 */
export function gaussian(rng: Rng): () => number {
  let spare = 0;
  let hasSpare = false;
  return () => {
    if (hasSpare) {
      hasSpare = false;
      return spare;
    }
    const u = 1 - rng(); // (0, 1]: log never sees 0
    const v = rng();
    const r = Math.sqrt(-2 * Math.log(u));
    spare = r * Math.sin(2 * Math.PI * v);
    hasSpare = true;
    return r * Math.cos(2 * Math.PI * v);
  };
}

/** Log-uniform in [lo, hi): equal chance per octave, which is how pitch and size feel. */
export function logUniform(rng: Rng, lo: number, hi: number): number {
  return lo * Math.pow(hi / lo, rng());
}

/** Derive an independent stream for a sub-part (e.g. one channel) from a parent seed. */
export function childSeed(seed: number, index: number): number {
  return hashSeed(seed * 31 + index * 7919 + 17);
}

/**
 * Inverse standard-normal CDF (Acklam's rational approximation, relative error < 1.2e-9).
 * Only used to build the noise table below, so clarity beats speed here.
 */
export function inverseNormalCdf(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972,
    -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734,
    4.374664141464968, 2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const poly = (k: number[], x: number) => k.reduce((acc, v) => acc * x + v, 0);
  if (p < 0.02425) {
    const q = Math.sqrt(-2 * Math.log(p));
    return poly(c, q) / (poly(d, q) * q + 1);
  }
  if (p > 1 - 0.02425) return -inverseNormalCdf(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (poly(a, r) * q) / (poly(b, r) * r + 1);
}

let normalTable: Float32Array | undefined;

/** 65,536 equiprobable normal quantiles: a 16-bit random index then *is* a Gaussian sample. */
function getNormalTable(): Float32Array {
  if (!normalTable) {
    normalTable = new Float32Array(65536);
    for (let i = 0; i < 65536; i++) normalTable[i] = inverseNormalCdf((i + 0.5) / 65536);
  }
  return normalTable;
}

/**
 * Fill a buffer with standard-normal samples from a seed (independent per seed). This is the hot
 * path of every noise render, so instead of Box–Muller (a log, a sqrt and a sine per pair: ~15 ns
 * per sample on a slow machine) each 32-bit mulberry32 output gives two samples by table lookup
 * (~2 ns). Tails stop at ±4.2 σ, which no ear can tell from a true Gaussian; the spectrum is
 * exactly as white as the generator.
 */
export function fillGaussian(buf: Float32Array, seed: number): Float32Array {
  const table = getNormalTable();
  let a = hashSeed(seed);
  const n = buf.length;
  let i = 0;
  while (i < n) {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    t = t ^ (t >>> 14);
    buf[i++] = table[t & 0xffff]!;
    if (i < n) buf[i++] = table[(t >>> 16) & 0xffff]!;
  }
  return buf;
}
