import { createStore } from '~/lib/create-store';
import { readStorage, writeStorage } from '~/lib/storage';
import { noopSoundEngine, type SoundEngine } from './sound-engine';
import { clampVolume, DEFAULT_VOLUME, parseSoundId, soundOption, type SoundId } from './sounds';

export interface SoundState {
  sound: SoundId;
  playing: boolean;
  volume: number;
  /** True when a real audio engine is installed. */
  engineAvailable: boolean;
}

const SOUND_KEY = 'sound';
const VOLUME_KEY = 'soundVolume';

export const DEFAULT_SOUND_STATE: SoundState = {
  sound: 'none',
  playing: false,
  volume: DEFAULT_VOLUME,
  engineAvailable: false,
};

export function createSoundStore(engine: SoundEngine = noopSoundEngine) {
  const stored: SoundState = {
    // Playback never resumes by itself after a reload (autoplay rules, and it would be rude).
    sound: parseSoundId(readStorage(SOUND_KEY)),
    playing: false,
    volume:
      readStorage(VOLUME_KEY) === null ? DEFAULT_VOLUME : clampVolume(readStorage(VOLUME_KEY)),
    engineAvailable: engine.available,
  };
  const store = createStore<SoundState>(stored);
  let current = engine;
  current.setVolume(stored.volume);
  current.load(soundOption(stored.sound).src);

  const actions = {
    /** Changing the sound stops the current one; "none" stops playback. */
    select(sound: SoundId) {
      const id = parseSoundId(sound);
      if (id === store.get().sound) return;
      current.pause();
      current.load(soundOption(id).src);
      writeStorage(SOUND_KEY, id);
      store.set((s) => ({ ...s, sound: id, playing: false }));
    },
    /** Plays only when a sound is loaded; a blocked play turns the flag back off. */
    async play() {
      if (store.get().sound === 'none' || store.get().playing) return;
      store.set((s) => ({ ...s, playing: true }));
      try {
        await current.play();
      } catch (error) {
        console.warn('Ambient sound could not play', error);
        store.set((s) => ({ ...s, playing: false }));
      }
    },
    pause() {
      current.pause();
      store.set((s) => (s.playing ? { ...s, playing: false } : s));
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
      engine.load(soundOption(sound).src);
      store.set((s) => ({ ...s, playing: false, engineAvailable: engine.available }));
    },
  };
  return { store, ...actions };
}

export type SoundStore = ReturnType<typeof createSoundStore>;

/** The app-wide instance. */
export const soundStore: SoundStore = createSoundStore();
