import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_KEYS } from '~/lib/storage';
import type { SoundEngine } from './sound-engine';
import { createSoundStore } from './sound-store';
import { clampVolume } from './sounds';

function fakeEngine(overrides: Partial<SoundEngine> = {}): SoundEngine {
  return {
    available: true,
    load: vi.fn(),
    play: vi.fn(() => Promise.resolve()),
    pause: vi.fn(),
    setVolume: vi.fn(),
    ...overrides,
  };
}

describe('clampVolume', () => {
  it('clamps to 0..1 in 0.1 steps', () => {
    expect(clampVolume(1.7)).toBe(1);
    expect(clampVolume(-3)).toBe(0);
    expect(clampVolume(0.44)).toBe(0.4);
    expect(clampVolume(0.46)).toBe(0.5);
    expect(clampVolume('0.3')).toBe(0.3);
    expect(clampVolume('loud')).toBe(0.5);
    expect(clampVolume(NaN)).toBe(0.5);
  });
});

describe('sound store', () => {
  beforeEach(() => localStorage.clear());

  it('starts with no sound, paused, at volume 0.5', () => {
    const s = createSoundStore(fakeEngine());
    expect(s.store.get()).toMatchObject({ sound: 'none', playing: false, volume: 0.5 });
  });

  it('does not play without a sound loaded', async () => {
    const engine = fakeEngine();
    const s = createSoundStore(engine);
    await s.play();
    expect(s.store.get().playing).toBe(false);
    expect(engine.play).not.toHaveBeenCalled();
  });

  it('choosing a sound plays it; another sound replaces it; None stops', async () => {
    const engine = fakeEngine();
    const s = createSoundStore(engine);
    s.select('rain');
    expect(engine.load).toHaveBeenLastCalledWith('rain');
    await vi.waitFor(() => expect(s.store.get().playing).toBe(true));
    expect(engine.play).toHaveBeenCalledTimes(1);
    s.select('lofi');
    await vi.waitFor(() => expect(s.store.get()).toMatchObject({ sound: 'lofi', playing: true }));
    expect(engine.play).toHaveBeenCalledTimes(2);
    s.select('none');
    expect(s.store.get()).toMatchObject({ sound: 'none', playing: false, layers: [] });
    expect(engine.load).toHaveBeenLastCalledWith('none');
  });

  it('mixes up to three sounds with their own volumes and saves a mix', async () => {
    const engine = fakeEngine({ loadMix: vi.fn() });
    const s = createSoundStore(engine);
    s.select('rain');
    s.addLayer();
    s.addLayer();
    s.addLayer(); // a fourth is refused
    expect(s.store.get().layers.map((l) => l.sound)).toEqual([
      'rain',
      'white_noise',
      'brown_noise',
    ]);
    s.setLayerVolume(1, 0.24);
    expect(engine.loadMix).toHaveBeenLastCalledWith([
      { sound: 'rain', volume: 1 },
      { sound: 'white_noise', volume: 0.2 },
      { sound: 'brown_noise', volume: 0.5 },
    ]);
    s.setLayerSound(2, 'rain'); // already in the mix: refused
    s.setLayerSound(2, 'lofi');
    expect(s.saveMix('  Rainy beats ')).toBe(true);
    s.removeLayer(1);
    expect(s.store.get().layers).toHaveLength(2);

    const reloaded = createSoundStore(fakeEngine());
    expect(reloaded.store.get()).toMatchObject({
      sound: 'rain',
      playing: false,
      savedMixes: [
        {
          name: 'Rainy beats',
          layers: [{ sound: 'rain' }, { sound: 'white_noise' }, { sound: 'lofi' }],
        },
      ],
    });
    expect(reloaded.store.get().layers.map((l) => l.sound)).toEqual(['rain', 'lofi']);
    reloaded.applyMix('Rainy beats');
    expect(reloaded.store.get().layers.map((l) => l.sound)).toEqual([
      'rain',
      'white_noise',
      'lofi',
    ]);
    await vi.waitFor(() => expect(reloaded.store.get().playing).toBe(true));
    reloaded.deleteMix('Rainy beats');
    expect(createSoundStore(fakeEngine()).store.get().savedMixes).toEqual([]);
  });

  it('turns playing off when the browser blocks playback', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = createSoundStore(fakeEngine({ play: () => Promise.reject(new Error('blocked')) }));
    s.select('rain');
    await s.play();
    expect(s.store.get()).toMatchObject({ playing: false, blocked: true });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('clamps and persists volume and the chosen sound', () => {
    const engine = fakeEngine();
    const s = createSoundStore(engine);
    s.setVolume(3);
    expect(s.store.get().volume).toBe(1);
    expect(engine.setVolume).toHaveBeenLastCalledWith(1);
    s.setVolume(0.3);
    s.select('brown_noise');
    const reloaded = createSoundStore(fakeEngine());
    expect(reloaded.store.get()).toMatchObject({
      sound: 'brown_noise',
      volume: 0.3,
      playing: false,
    });
  });

  it('ignores invalid stored values', () => {
    localStorage.setItem(DEVICE_KEYS.sound, 'jazz');
    localStorage.setItem(DEVICE_KEYS.soundVolume, 'loud');
    const s = createSoundStore(fakeEngine());
    expect(s.store.get()).toMatchObject({ sound: 'none', volume: 0.5 });
  });
});
