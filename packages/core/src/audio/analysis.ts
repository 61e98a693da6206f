/**
 * Measurement helpers for the audio tests (here in Node, later in a browser test against
 * OfflineAudioContext output). Plain arrays in, numbers out; no DOM or Node APIs.
 */

/** In-place iterative radix-2 FFT. `re.length` must be a power of two. */
export function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  if ((n & (n - 1)) !== 0) throw new RangeError('fft: length must be a power of two');
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const half = size >> 1;
    const step = (-2 * Math.PI) / size;
    for (let k = 0; k < half; k++) {
      const wr = Math.cos(step * k);
      const wi = Math.sin(step * k);
      for (let s = k; s < n; s += size) {
        const t = s + half;
        const xr = re[t]! * wr - im[t]! * wi;
        const xi = re[t]! * wi + im[t]! * wr;
        re[t] = re[s]! - xr;
        im[t] = im[s]! - xi;
        re[s] = re[s]! + xr;
        im[s] = im[s]! + xi;
      }
    }
  }
}

/**
 * Short-time spectra: Hann-windowed frames of `fftSize` samples with 50 % overlap, each
 * transformed in place and handed to `onFrame` (the buffers are reused, so read them there).
 * Returns the frame count, the hop in samples and the window's power (sum of its squares).
 */
function stft(
  samples: ArrayLike<number>,
  fftSize: number,
  onFrame: (re: Float64Array, im: Float64Array) => void,
): { frames: number; hop: number; windowPower: number } {
  const hop = fftSize >> 1;
  const window = new Float64Array(fftSize);
  let windowPower = 0;
  for (let i = 0; i < fftSize; i++) {
    window[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / fftSize);
    windowPower += window[i]! * window[i]!;
  }
  const re = new Float64Array(fftSize);
  const im = new Float64Array(fftSize);
  let frames = 0;
  for (let start = 0; start + fftSize <= samples.length; start += hop) {
    for (let i = 0; i < fftSize; i++) {
      re[i] = samples[start + i]! * window[i]!;
      im[i] = 0;
    }
    fft(re, im);
    onFrame(re, im);
    frames++;
  }
  return { frames, hop, windowPower };
}

interface PowerSpectrum {
  /** Mean power per bin, bins 0..fftSize/2 (one-sided, window-normalised). */
  power: Float64Array;
  binHz: number;
}

/**
 * Welch's method: Hann-windowed frames with 50 % overlap, power averaged. Averaging many frames
 * turns the wildly fluctuating periodogram of noise into a usable estimate.
 */
export function averagePowerSpectrum(
  samples: ArrayLike<number>,
  sampleRate: number,
  fftSize = 4096,
): PowerSpectrum {
  const power = new Float64Array(fftSize / 2 + 1);
  const { frames, windowPower } = stft(samples, fftSize, (re, im) => {
    for (let k = 0; k < power.length; k++) power[k] = power[k]! + re[k]! * re[k]! + im[k]! * im[k]!;
  });
  if (frames === 0) throw new RangeError('averagePowerSpectrum: fewer samples than fftSize');
  for (let k = 0; k < power.length; k++) power[k] = power[k]! / (frames * windowPower);
  return { power, binHz: sampleRate / fftSize };
}

/** Mean power per bin (a density, so white noise reads the same in every band), in dB. */
export function bandPowerDb(spectrum: PowerSpectrum, lowHz: number, highHz: number): number {
  const from = Math.max(1, Math.ceil(lowHz / spectrum.binHz));
  const to = Math.min(spectrum.power.length - 1, Math.floor(highHz / spectrum.binHz));
  let sum = 0;
  for (let k = from; k <= to; k++) sum += spectrum.power[k]!;
  return 10 * Math.log10(sum / Math.max(1, to - from + 1) + 1e-30);
}

/**
 * Slope of the spectrum in dB per octave: band density in consecutive octave bands from `fromHz`
 * up to `toHz`, least-squares line against log2 of each band's centre. White ≈ 0, pink ≈ -3,
 * brown ≈ -6. The FFT size is chosen so the lowest octave still spans several bins.
 */
export function spectralSlopeDbPerOctave(
  samples: ArrayLike<number>,
  sampleRate: number,
  fromHz: number,
  toHz: number,
): number {
  let fftSize = 1024;
  while (sampleRate / fftSize > fromHz / 8 && fftSize * 2 <= samples.length) fftSize *= 2;
  const spectrum = averagePowerSpectrum(samples, sampleRate, fftSize);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let lo = fromHz; lo * 2 <= toHz * 1.0001; lo *= 2) {
    xs.push(Math.log2(lo * Math.SQRT2));
    ys.push(bandPowerDb(spectrum, lo, lo * 2));
  }
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    num += (xs[i]! - mx) * (ys[i]! - my);
    den += (xs[i]! - mx) ** 2;
  }
  return num / den;
}

export function rmsDb(samples: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i]! * samples[i]!;
  return 10 * Math.log10(sum / Math.max(1, samples.length) + 1e-30);
}

export function peak(samples: ArrayLike<number>): number {
  let p = 0;
  for (let i = 0; i < samples.length; i++) p = Math.max(p, Math.abs(samples[i]!));
  return p;
}

/**
 * Click detector for a looping buffer: the jump from the last sample back to the first, divided
 * by the 99th percentile of ordinary sample-to-sample steps. ≤ ~1 means the seam is just another
 * step; a click (a DC step, a cut-off note) shows up as a ratio far above 1.
 */
export function loopSeamJump(channel: ArrayLike<number>): number {
  const n = channel.length;
  if (n < 2) return 0;
  const diffs = new Float64Array(n - 1);
  for (let i = 0; i < n - 1; i++) diffs[i] = Math.abs(channel[i + 1]! - channel[i]!);
  diffs.sort();
  const p99 = diffs[Math.floor(0.99 * (n - 2))]!;
  const seam = Math.abs(channel[0]! - channel[n - 1]!);
  return p99 === 0 ? (seam === 0 ? 0 : Infinity) : seam / p99;
}

interface OnsetEnvelope {
  strength: Float64Array;
  hopSeconds: number;
}

/**
 * Onset strength by spectral flux: per STFT frame, the sum over bins of the rise in log magnitude
 * (half-wave rectified). Working per bin means a hi-hat counts even while a loud bass note is
 * sustaining, which a plain energy envelope would hide.
 */
export function onsetEnvelope(
  samples: ArrayLike<number>,
  sampleRate: number,
  fftSize = 512,
): OnsetEnvelope {
  const strength: number[] = [];
  const bins = fftSize >> 1;
  let prev = new Float64Array(bins);
  let curr = new Float64Array(bins);
  const { hop } = stft(samples, fftSize, (re, im) => {
    let flux = 0;
    for (let k = 1; k < bins; k++) {
      curr[k] = Math.log(1e-6 + Math.hypot(re[k]!, im[k]!));
      if (strength.length > 0 && curr[k]! > prev[k]!) flux += curr[k]! - prev[k]!;
    }
    strength.push(flux);
    [prev, curr] = [curr, prev];
  });
  return { strength: Float64Array.from(strength), hopSeconds: hop / sampleRate };
}

/** Normalised circular autocorrelation of a (mean-removed) sequence for lags 0..maxLag. */
export function autocorrelation(x: ArrayLike<number>, maxLag: number): Float64Array {
  const n = x.length;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += x[i]!;
  mean /= n;
  const out = new Float64Array(maxLag + 1);
  for (let lag = 0; lag <= maxLag; lag++) {
    let s = 0;
    for (let i = 0; i < n; i++) s += (x[i]! - mean) * (x[(i + lag) % n]! - mean);
    out[lag] = s;
  }
  const zero = out[0] || 1;
  for (let lag = 0; lag <= maxLag; lag++) out[lag] = out[lag]! / zero;
  return out;
}
