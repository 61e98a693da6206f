/**
 * Shared building blocks: filters, loop-seam helpers and level normalisation.
 * Everything works in place on Float32Array to avoid per-sample allocation; the renderers call
 * these over whole buffers, so the hot loops stay monomorphic and JIT-friendly.
 */

/** Rendered audio ready for an AudioBuffer with `loop = true`. */
export interface RenderedSound {
  channels: Float32Array[];
  sampleRate: number;
  /** Exact loop length: channels[0].length / sampleRate. */
  loopSeconds: number;
}

type BiquadKind = 'lowpass' | 'highpass' | 'bandpass';

/** RBJ-cookbook biquad (transposed direct form II, double-precision state). */
export class Biquad {
  private b0 = 1;
  private b1 = 0;
  private b2 = 0;
  private a1 = 0;
  private a2 = 0;
  private z1 = 0;
  private z2 = 0;

  constructor(kind: BiquadKind, freq: number, q: number, sampleRate: number) {
    const w = (2 * Math.PI * Math.min(freq, sampleRate * 0.49)) / sampleRate;
    const cos = Math.cos(w);
    const alpha = Math.sin(w) / (2 * q);
    const a0 = 1 + alpha;
    let b0: number, b1: number, b2: number;
    if (kind === 'lowpass') {
      b0 = (1 - cos) / 2;
      b1 = 1 - cos;
      b2 = b0;
    } else if (kind === 'highpass') {
      b0 = (1 + cos) / 2;
      b1 = -(1 + cos);
      b2 = b0;
    } else {
      b0 = alpha; // constant 0 dB peak gain
      b1 = 0;
      b2 = -alpha;
    }
    this.b0 = b0 / a0;
    this.b1 = b1 / a0;
    this.b2 = b2 / a0;
    this.a1 = (-2 * cos) / a0;
    this.a2 = (1 - alpha) / a0;
  }

  reset(): void {
    this.z1 = 0;
    this.z2 = 0;
  }

  /** Filter buf[from..to) in place (or only advance the state when `write` is false). */
  process(buf: Float32Array, from = 0, to = buf.length, write = true): void {
    const { b0, b1, b2, a1, a2 } = this;
    let z1 = this.z1;
    let z2 = this.z2;
    for (let i = from; i < to; i++) {
      const x = buf[i]!;
      const y = b0 * x + z1;
      z1 = b1 * x - a1 * y + z2;
      z2 = b2 * x - a2 * y;
      if (write) buf[i] = y;
    }
    this.z1 = z1;
    this.z2 = z2;
  }

  /**
   * Filter a buffer that represents one period of a loop. The state is first warmed up on the
   * buffer's own tail, so sample 0 is filtered as if the previous cycle had just played: the output
   * is the filter's periodic steady state and the seam stays as smooth as the input's.
   */
  processLoop(buf: Float32Array, warmSamples = buf.length): void {
    this.reset();
    const n = buf.length;
    this.process(buf, Math.max(0, n - warmSamples), n, false);
    this.process(buf, 0, n, true);
  }
}

/**
 * Make a seamless loop of `length` samples from a render of `length + fade` samples: the extra
 * tail is blended into the head with equal-power (sin/cos) curves. Output sample length-1 is the
 * original sample length-1 and output sample 0 is the original sample `length`, so the seam is
 * just an ordinary step of the source; equal power keeps the level flat for uncorrelated noise.
 */
export function crossfadeLoop(src: Float32Array, length: number): Float32Array {
  const fade = src.length - length;
  if (fade < 0 || fade > length) throw new RangeError('crossfadeLoop: fade must be 0..length');
  const out = src.slice(0, length);
  const halfPi = Math.PI / 2;
  for (let i = 0; i < fade; i++) {
    const t = (i / fade) * halfPi;
    out[i] = src[i]! * Math.sin(t) + src[length + i]! * Math.cos(t);
  }
  return out;
}

/** Crossfade length: half a second hides the join without audibly shortening the loop. */
export function seamFade(length: number, sampleRate: number): number {
  return Math.min(Math.round(0.5 * sampleRate), Math.floor(length / 4));
}

/**
 * Fold everything rendered past `length` back onto the start (notes ringing over the loop point
 * continue at the top of the next cycle), returning the first `length` samples. The result is the
 * exact periodic extension as long as no tail is longer than one loop.
 */
export function foldTail(buf: Float32Array, length: number): Float32Array {
  const out = buf.slice(0, length);
  for (let i = length, j = 0; i < buf.length; i++) {
    out[j] = out[j]! + buf[i]!;
    if (++j === length) j = 0;
  }
  return out;
}

/** Add `gain`·src folded onto a loop of dst.length samples into dst (foldTail without a copy). */
export function addFolded(dst: Float32Array, src: Float32Array, gain = 1): void {
  const length = dst.length;
  for (let i = 0, j = 0; i < src.length; i++) {
    dst[j] = dst[j]! + gain * src[i]!;
    if (++j === length) j = 0;
  }
}

export function removeDc(buf: Float32Array): void {
  let sum = 0;
  for (let i = 0; i < buf.length; i++) sum += buf[i]!;
  const mean = sum / (buf.length || 1);
  for (let i = 0; i < buf.length; i++) buf[i] = buf[i]! - mean;
}

/**
 * Scale all channels by one gain so the RMS reaches `rmsDb` unless that would push the peak over
 * `peakDb`; the peak cap wins (no clipping, ≤ -1 dBFS as asked for browser playback headroom).
 */
export function normalise(channels: Float32Array[], rmsDb: number, peakDb = -1): void {
  let sumSq = 0;
  let count = 0;
  let peak = 0;
  for (const ch of channels) {
    for (let i = 0; i < ch.length; i++) {
      const v = ch[i]!;
      sumSq += v * v;
      const a = v < 0 ? -v : v;
      if (a > peak) peak = a;
    }
    count += ch.length;
  }
  if (peak === 0 || count === 0) return;
  const rms = Math.sqrt(sumSq / count);
  const gain = Math.min(Math.pow(10, rmsDb / 20) / rms, Math.pow(10, peakDb / 20) / peak);
  for (const ch of channels) for (let i = 0; i < ch.length; i++) ch[i] = ch[i]! * gain;
}

/** Equal-power pan gains for p in [-1 (left), 1 (right)]. */
export function panGains(p: number): [number, number] {
  const a = ((p + 1) * Math.PI) / 4;
  return [Math.cos(a), Math.sin(a)];
}

export function samplesFor(seconds: number, sampleRate: number): number {
  return Math.max(1, Math.round(seconds * sampleRate));
}
