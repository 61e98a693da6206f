import { createStore } from '~/lib/create-store';
import { readStorage, writeStorage } from '~/lib/storage';
import { noopSoundEngine, type SoundEngine } from './sound-engine';
import { clampVolume, DEFAULT_VOLUME, parseSoundId, type SoundId } from './sounds';

export interface SoundState {
  sound: SoundId;
  playing: boolean;
  volume: number;
  /** True when a real audio engine is installed. */
  engineAvailable: boolean;
  /** The sound is being rendered before it can start. */
  preparing: boolean;
}

const SOUND_KEY = 'sound';
const VOLUME_KEY = 'soundVolume';

export const DEFAULT_SOUND_STATE: SoundState = {
  sound: 'none',
  playing: false,
  volume: DEFAULT_VOLUME,
  engineAvailable: false,
  preparing: false,
};

export function createSoundStore(engine: SoundEngine = noopSoundEngine) {
  const stored: SoundState = {
    // Playback never resumes by itself after a reload (autoplay rules, and it would be rude).
    sound: parseSoundId(readStorage(SOUND_KEY)),
    playing: false,
    volume:
      readStorage(VOLUME_KEY) === null ? DEFAULT_VOLUME : clampVolume(readStorage(VOLUME_KEY)),
    engineAvailable: engine.available,
    preparing: false,
  };
  const store = createStore<SoundState>(stored);
  let current = engine;
  current.setVolume(stored.volume);
  current.load(stored.sound);

  const actions = {
    /** Changing the sound stops the current one; "none" stops playback. */
    select(sound: SoundId) {
      const id = parseSoundId(sound);
      if (id === store.get().sound) return;
      current.pause();
      current.load(id);
      writeStorage(SOUND_KEY, id);
      store.set((s) => ({ ...s, sound: id, playing: false, preparing: false }));
    },
    /** Plays only when a sound is loaded; a blocked play turns the flag back off. */
    async play() {
      const { sound, playing, preparing } = store.get();
      if (sound === 'none' || playing || preparing) return;
      store.set((s) => ({ ...s, preparing: true }));
      try {
        await current.play();
        // Paused or switched while preparing: that later choice wins.
        store.set((s) =>
          s.preparing && s.sound === sound ? { ...s, playing: true, preparing: false } : s,
        );
      } catch (error) {
        console.warn('Ambient sound could not play', error);
        store.set((s) => (s.sound === sound ? { ...s, playing: false, preparing: false } : s));
      }
    },
    pause() {
      current.pause();
      store.set((s) => (s.playing || s.preparing ? { ...s, playing: false, preparing: false } : s));
    },
    setVolume(volume: number) {
      const v = clampVolume(volume);
      current.setVolume(v);
      writeStorage(VOLUME_KEY, String(v));
      store.set((s) => (s.volume === v ? s : { ...s, volume: v }));
    },
    /** For the audio issue: swap the no-op engine for a real one. */
    setEngine(engine: SoundEngine) {
      current.pause();
      current = engine;
      const { sound, volume } = store.get();
      engine.setVolume(volume);
      engine.load(sound);
      store.set((s) => ({
        ...s,
        playing: false,
        preparing: false,
        engineAvailable: engine.available,
      }));
    },
  };
  return { store, ...actions };
}

export type SoundStore = ReturnType<typeof createSoundStore>;

/** The app-wide instance. */
export const soundStore: SoundStore = createSoundStore();
