import type { SoundId } from './sounds.ts';
import type { RenderedSound } from './dsp.ts';
import { renderBrownNoise, renderWhiteNoise } from './noise.ts';
import { renderRain } from './rain.ts';
import { renderLofi } from './lofi.ts';

export type { RenderedSound } from './dsp.ts';

interface RenderSoundOptions {
  sampleRate: number;
  seed?: number;
}

/**
 * Loop lengths. Noise has no structure to recognise, so 10 s never sounds repetitive; rain has
 * memorable close drops, so it gets longer; lo-fi is whole bars (8 bars at 80 BPM = 24 s).
 */
const LOOP_SECONDS = { white_noise: 10, brown_noise: 10, rain: 16 } as const;

/**
 * Render one ambient sound as a seamless stereo loop, ready for
 * `new AudioBuffer({numberOfChannels, length, sampleRate})` + `copyToChannel` + `loop = true`.
 * Returns null for 'none'. Deterministic for a given id, sampleRate and seed.
 */
export function renderSound(id: SoundId, opts: RenderSoundOptions): RenderedSound | null {
  const { sampleRate, seed = 1 } = opts;
  // Web Audio accepts 3 kHz..768 kHz; anything else is a caller bug, not a sound to render.
  if (!Number.isFinite(sampleRate) || sampleRate < 3000 || sampleRate > 768000) {
    throw new RangeError(`renderSound: unsupported sample rate ${sampleRate}`);
  }
  switch (id) {
    case 'none':
      return null;
    case 'white_noise':
      return renderWhiteNoise({ sampleRate, seed, seconds: LOOP_SECONDS.white_noise });
    case 'brown_noise':
      return renderBrownNoise({ sampleRate, seed, seconds: LOOP_SECONDS.brown_noise });
    case 'rain':
      return renderRain({ sampleRate, seed, seconds: LOOP_SECONDS.rain });
    case 'lofi': {
      const { channels, loopSeconds } = renderLofi({ sampleRate, seed });
      return { channels, sampleRate, loopSeconds };
    }
  }
}
