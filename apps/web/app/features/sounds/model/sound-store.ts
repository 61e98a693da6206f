import { createStore } from '~/lib/create-store';
import { DEVICE_KEYS, PERSONAL_KEYS, readStorage, writeStorage } from '~/lib/storage';
import {
  DEFAULT_LAYER_VOLUME,
  MAX_LAYERS,
  MIX_NAME_MAX,
  parseLayers,
  parseSavedMixes,
  withMix,
  type SavedMix,
} from './mixes';
import { noopSoundEngine, type MixLayer, type SoundEngine } from './sound-engine';
import { clampVolume, DEFAULT_VOLUME, parseSoundId, SOUND_IDS, type SoundId } from './sounds';

export interface SoundState {
  /** The first sound of the mix ('none' when nothing is chosen). */
  sound: SoundId;
  /** The chosen sounds (1 to 3 while a sound is chosen), each with its own volume. */
  layers: MixLayer[];
  playing: boolean;
  /** Master volume. */
  volume: number;
  /** True when a real audio engine is installed. */
  engineAvailable: boolean;
  /** The sound is being rendered before it can start. */
  preparing: boolean;
  /** The last play was refused by the browser (no user gesture yet). */
  blocked: boolean;
  savedMixes: SavedMix[];
  /** Timer setting: play the chosen sounds during focus phases, pause them in breaks. */
  playWithFocus: boolean;
}

const SOUND_KEY = DEVICE_KEYS.sound;
const VOLUME_KEY = DEVICE_KEYS.soundVolume;
const LAYERS_KEY = DEVICE_KEYS.soundLayers;
const MIXES_KEY = PERSONAL_KEYS.soundMixes; // cleared on sign-out (lib/storage.ts)
const FOCUS_KEY = DEVICE_KEYS.soundWithFocus;

export const DEFAULT_SOUND_STATE: SoundState = {
  sound: 'none',
  layers: [],
  playing: false,
  volume: DEFAULT_VOLUME,
  engineAvailable: false,
  preparing: false,
  blocked: false,
  savedMixes: [],
  playWithFocus: false,
};

function readJson(key: string): unknown {
  const raw = readStorage(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function storedLayers(): MixLayer[] {
  const sound = parseSoundId(readStorage(SOUND_KEY));
  if (sound === 'none') return [];
  const layers = parseLayers(readJson(LAYERS_KEY));
  // The single-sound choice (older versions stored only that) leads the mix.
  return layers[0]?.sound === sound
    ? layers
    : [{ sound, volume: DEFAULT_LAYER_VOLUME }, ...layers.filter((l) => l.sound !== sound)].slice(
        0,
        MAX_LAYERS,
      );
}

export function createSoundStore(engine: SoundEngine = noopSoundEngine) {
  const layers = storedLayers();
  const stored: SoundState = {
    // Playback never resumes by itself after a reload: browsers start audio only after a click.
    // The choice is kept, shown as paused, and one click on Play resumes it.
    sound: layers[0]?.sound ?? 'none',
    layers,
    playing: false,
    volume:
      readStorage(VOLUME_KEY) === null ? DEFAULT_VOLUME : clampVolume(readStorage(VOLUME_KEY)),
    engineAvailable: engine.available,
    preparing: false,
    blocked: false,
    savedMixes: parseSavedMixes(readJson(MIXES_KEY)),
    playWithFocus: readStorage(FOCUS_KEY) === 'true',
  };
  const store = createStore<SoundState>(stored);
  let current = engine;

  function loadInto(target: SoundEngine, mix: readonly MixLayer[]) {
    if (target.loadMix) target.loadMix(mix);
    else target.load(mix[0]?.sound ?? 'none');
  }
  current.setVolume(stored.volume);
  loadInto(current, stored.layers);

  /** Makes `next` the chosen mix; keeps playing (restarting only when the sounds changed). */
  function chooseLayers(next: MixLayer[], opts: { play?: boolean } = {}) {
    const before = store.get();
    const sameSounds =
      before.layers.length === next.length &&
      before.layers.every((l, i) => l.sound === next[i]!.sound);
    const wasOn = before.playing || before.preparing;
    if (!sameSounds) current.pause();
    loadInto(current, next);
    writeStorage(SOUND_KEY, next[0]?.sound ?? 'none');
    writeStorage(LAYERS_KEY, JSON.stringify(next));
    store.set((s) => ({
      ...s,
      layers: next,
      sound: next[0]?.sound ?? 'none',
      ...(sameSounds ? {} : { playing: false, preparing: false }),
    }));
    if (next.length > 0 && !sameSounds && (wasOn || opts.play)) void actions.play();
  }

  const actions = {
    /**
     * Choosing a sound plays it (the user has said what they want to hear); "none" stops
     * playback. The chosen sound replaces the first sound of the mix.
     */
    select(sound: SoundId) {
      const id = parseSoundId(sound);
      const { layers: now, playing, preparing } = store.get();
      if (id === 'none') {
        actions.pause();
        chooseLayers([]);
        return;
      }
      if (id === now[0]?.sound) {
        if (!playing && !preparing) void actions.play();
        return;
      }
      const rest = now.slice(1).filter((l) => l.sound !== id);
      chooseLayers([{ sound: id, volume: now[0]?.volume ?? DEFAULT_LAYER_VOLUME }, ...rest], {
        play: true,
      });
    },
    /** Adds a sound to the mix (up to three); it joins at once when the mix is playing. */
    addLayer() {
      const { layers } = store.get();
      if (layers.length === 0 || layers.length >= MAX_LAYERS) return;
      const unused = SOUND_IDS.find((id) => id !== 'none' && !layers.some((l) => l.sound === id));
      if (!unused) return;
      chooseLayers([...layers, { sound: unused, volume: 0.5 }]);
    },
    setLayerSound(index: number, sound: SoundId) {
      const { layers } = store.get();
      const id = parseSoundId(sound);
      if (!layers[index] || id === 'none' || layers.some((l) => l.sound === id)) return;
      chooseLayers(layers.map((l, i) => (i === index ? { ...l, sound: id } : l)));
    },
    setLayerVolume(index: number, volume: number) {
      const { layers } = store.get();
      if (!layers[index]) return;
      chooseLayers(layers.map((l, i) => (i === index ? { ...l, volume: clampVolume(volume) } : l)));
    },
    removeLayer(index: number) {
      const { layers } = store.get();
      if (index === 0 || !layers[index]) return;
      chooseLayers(layers.filter((_, i) => i !== index));
    },
    /** Saves the chosen sounds under a name (replacing a mix of the same name). */
    saveMix(name: string): boolean {
      const trimmed = name.trim().slice(0, MIX_NAME_MAX);
      const { layers, savedMixes } = store.get();
      if (!trimmed || layers.length === 0) return false;
      const next = withMix(savedMixes, { name: trimmed, layers });
      writeStorage(MIXES_KEY, JSON.stringify(next));
      store.set((s) => ({ ...s, savedMixes: next }));
      return true;
    },
    /** Loads a saved mix and plays it. */
    applyMix(name: string) {
      const mix = store.get().savedMixes.find((m) => m.name === name);
      if (mix) chooseLayers(mix.layers, { play: true });
    },
    deleteMix(name: string) {
      const next = store.get().savedMixes.filter((m) => m.name !== name);
      writeStorage(MIXES_KEY, JSON.stringify(next));
      store.set((s) => ({ ...s, savedMixes: next }));
    },
    setPlayWithFocus(on: boolean) {
      writeStorage(FOCUS_KEY, String(on));
      store.set((s) => ({ ...s, playWithFocus: on }));
    },
    /** Plays only when a sound is loaded; a blocked play turns the flag back off. */
    async play() {
      const { sound, playing, preparing } = store.get();
      if (sound === 'none' || playing || preparing) return;
      store.set((s) => ({ ...s, preparing: true, blocked: false }));
      try {
        await current.play();
        // Paused or switched while preparing: that later choice wins.
        store.set((s) =>
          s.preparing && s.sound === sound ? { ...s, playing: true, preparing: false } : s,
        );
      } catch (error) {
        console.warn('Ambient sound could not play', error);
        store.set((s) =>
          s.sound === sound ? { ...s, playing: false, preparing: false, blocked: true } : s,
        );
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
    /** Installs the real engine in place of the no-op one. */
    setEngine(engine: SoundEngine) {
      current.pause();
      current = engine;
      const { layers, volume } = store.get();
      engine.setVolume(volume);
      loadInto(engine, layers);
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

type SoundStore = ReturnType<typeof createSoundStore>;

/** The app-wide instance. */
export const soundStore: SoundStore = createSoundStore();
