import { childSeed, fillGaussian } from './prng.ts';
import { crossfadeLoop, normalise, removeDc, samplesFor, seamFade } from './dsp.ts';
import type { RenderedSound } from './dsp.ts';

export { renderRain } from './rain.ts';

interface NoiseOptions {
  sampleRate: number;
  seconds: number;
  seed?: number;
  /** 2 by default: independent noise per ear sounds wide and calm instead of "inside the head". */
  channels?: number;
}

/**
 * White noise: Gaussian samples (flat power spectrum), one independent stream per channel.
 * Independent white samples have no continuity to break, but it still goes through the same
 * crossfade as the other noises so every sound shares one loop path.
 * Level: -20 dBFS RMS, which leaves the Gaussian peaks (≈4.5 σ) under -1 dBFS.
 */
export function renderWhiteNoise(opts: NoiseOptions): RenderedSound {
  const { sampleRate, seconds, seed = 1, channels: count = 2 } = opts;
  const length = samplesFor(seconds, sampleRate);
  const fade = seamFade(length, sampleRate);
  const channels: Float32Array[] = [];
  for (let c = 0; c < count; c++) {
    const raw = fillGaussian(new Float32Array(length + fade), childSeed(seed, c));
    channels.push(crossfadeLoop(raw, length));
  }
  normalise(channels, -20);
  return { channels, sampleRate, loopSeconds: length / sampleRate };
}

/** Below this the leaky integrator stops integrating: keeps brown noise bounded and DC-free. */
const BROWN_CORNER_HZ = 15;

/**
 * Brown (red) noise: white noise through a leaky integrator y[n] = a·y[n-1] + x[n], i.e. power
 * falling as 1/f² (-6 dB/octave) above ~15 Hz and flat below it. The leak keeps the signal bounded
 * (a pure integrator random-walks off to infinity) and the integrator starts from a draw of its
 * stationary distribution, so there is no warm-up swell. After the seam crossfade the mean is
 * removed, so the loop carries no DC offset (a DC offset clicks when playback starts or stops).
 */
export function renderBrownNoise(opts: NoiseOptions): RenderedSound {
  const { sampleRate, seconds, seed = 1, channels: count = 2 } = opts;
  const length = samplesFor(seconds, sampleRate);
  const fade = seamFade(length, sampleRate);
  const a = Math.exp((-2 * Math.PI * BROWN_CORNER_HZ) / sampleRate);
  const stationarySd = 1 / Math.sqrt(1 - a * a);
  const channels: Float32Array[] = [];
  for (let c = 0; c < count; c++) {
    const buf = fillGaussian(new Float32Array(length + fade + 1), childSeed(seed, 100 + c));
    let y = buf[buf.length - 1]! * stationarySd; // spare draw seeds the initial state
    for (let i = 0; i < length + fade; i++) {
      y = a * y + buf[i]!;
      buf[i] = y;
    }
    const loop = crossfadeLoop(buf.subarray(0, length + fade), length);
    removeDc(loop);
    channels.push(loop);
  }
  // Brown noise sounds much softer than white at equal RMS (energy sits in the bass).
  normalise(channels, -16);
  return { channels, sampleRate, loopSeconds: length / sampleRate };
}
