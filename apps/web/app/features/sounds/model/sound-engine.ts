import type { SoundId } from './sounds';

export interface MixLayer {
  sound: SoundId;
  volume: number;
}

/**
 * What the sound store drives. The real engine (`web-audio-engine.ts`) renders the synthesised
 * loops into AudioBuffers; the no-op engine reports `available: false` and the UI says so.
 */
export interface SoundEngine {
  readonly available: boolean;
  /** Select a sound ('none' unloads). Changing the sound stops the current one. */
  load(sound: SoundId): void;
  /**
   * Select a mix of up to three sounds, each with its own volume (0..1, under the master
   * volume). The same sounds with new volumes glide without restarting; other sounds stop the
   * current mix (play again to hear them).
   */
  loadMix?(layers: readonly MixLayer[]): void;
  /** Resolve when playback started; reject when the browser blocks it. */
  play(): Promise<void>;
  pause(): void;
  setVolume(volume: number): void;
}

export const noopSoundEngine: SoundEngine = {
  available: false,
  load() {},
  play: () => Promise.resolve(),
  pause() {},
  setVolume() {},
};
