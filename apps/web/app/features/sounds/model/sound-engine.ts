/**
 * What the sound store drives. The audio issue supplies a real engine (looping <audio>);
 * until then the no-op engine reports `available: false` and the UI says so.
 */
export interface SoundEngine {
  readonly available: boolean;
  /** Load a source (null unloads). Changing source stops the current one. */
  load(src: string | null): void;
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
