import type { MixLayer, SoundEngine } from './sound-engine';
import { createRenderer, type RenderFn } from './render-client';
import type { SoundId } from './sounds';

/**
 * The real ambient-sound engine: one AudioContext (created inside the first play click, as
 * browsers require a user gesture), each synthesised loop rendered once per sound into an
 * AudioBuffer, played by an AudioBufferSourceNode with `loop = true` (sample-exact looping; the
 * core renderer makes the seam continuous) through a fade gain (short ramps against clicks on
 * play / pause / switch) and a volume gain. A mix plays up to three such loops at once, each
 * through its own layer gain into the shared volume gain.
 */

const FADE_S = 0.04;
/** Volume changes glide (time constant) instead of jumping, which would click. */
const VOLUME_GLIDE_S = 0.015;
/** How long a blocked context may stay suspended before play() gives up. */
const RESUME_TIMEOUT_MS = 1500;

interface WebAudioEngineDeps {
  createContext?: () => AudioContext;
  render?: RenderFn;
  resumeTimeoutMs?: number;
}

interface Voice {
  source: AudioBufferSourceNode;
  fade: GainNode;
  layer: GainNode;
}

export function webAudioSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.AudioContext === 'function';
}

export function createWebAudioEngine(deps: WebAudioEngineDeps = {}): SoundEngine {
  const createContext = deps.createContext ?? (() => new AudioContext());
  const render = deps.render ?? createRenderer();
  const resumeTimeout = deps.resumeTimeoutMs ?? RESUME_TIMEOUT_MS;
  let ctx: AudioContext | null = null;
  let master: GainNode | null = null;
  let volume = 0.5;
  let layers: MixLayer[] = [];
  let voices: Voice[] = [];
  /** Bumped by pause/load so a play() still preparing knows it was cancelled. */
  let generation = 0;
  const buffers = new Map<string, Promise<AudioBuffer | null>>();

  function context(): AudioContext {
    if (!ctx) {
      ctx = createContext();
      master = ctx.createGain();
      master.gain.value = volume;
      master.connect(ctx.destination);
    }
    return ctx;
  }

  function bufferFor(c: AudioContext, id: SoundId): Promise<AudioBuffer | null> {
    const key = `${id}@${c.sampleRate}`;
    let pending = buffers.get(key);
    if (!pending) {
      pending = render(id, c.sampleRate).then((channels) => {
        if (!channels || channels.length === 0) return null;
        const buffer = c.createBuffer(channels.length, channels[0]!.length, c.sampleRate);
        channels.forEach((data, i) => buffer.copyToChannel(data as Float32Array<ArrayBuffer>, i));
        return buffer;
      });
      pending.catch(() => buffers.delete(key));
      buffers.set(key, pending);
    }
    return pending;
  }

  function stopVoices() {
    const stopping = voices;
    voices = [];
    if (!ctx) return;
    const t = ctx.currentTime;
    for (const v of stopping) {
      v.fade.gain.cancelScheduledValues(t);
      v.fade.gain.setValueAtTime(v.fade.gain.value, t);
      v.fade.gain.linearRampToValueAtTime(0, t + FADE_S);
      try {
        v.source.stop(t + FADE_S + 0.01);
      } catch {
        // already stopped
      }
      v.source.onended = () => v.layer.disconnect();
    }
  }

  const audible = (mix: readonly MixLayer[]) => mix.filter((l) => l.sound !== 'none');
  const sameSounds = (a: readonly MixLayer[], b: readonly MixLayer[]) =>
    a.length === b.length && a.every((l, i) => l.sound === b[i]!.sound);

  function setLayers(next: readonly MixLayer[]) {
    const mix = audible(next).map((l) => ({ sound: l.sound, volume: l.volume }));
    if (sameSounds(mix, layers)) {
      layers = mix;
      if (ctx) {
        voices.forEach((v, i) => {
          v.layer.gain.cancelScheduledValues(ctx!.currentTime);
          v.layer.gain.setTargetAtTime(mix[i]!.volume, ctx!.currentTime, VOLUME_GLIDE_S);
        });
      }
      return;
    }
    generation++;
    stopVoices();
    layers = mix;
    // Render ahead once a context exists, so pressing play is instant.
    if (ctx) for (const l of mix) void bufferFor(ctx, l.sound).catch(() => {});
  }

  async function resumeContext(c: AudioContext) {
    if (c.state === 'running') return;
    // A blocked context either rejects or never settles; do not wait for ever.
    await Promise.race([c.resume(), new Promise((resolve) => setTimeout(resolve, resumeTimeout))]);
    // `state` changed during the await; TypeScript still narrows it from the check above.
    const state = c.state as AudioContextState;
    if (state !== 'running') throw new Error(`Audio is blocked (AudioContext ${state})`);
  }

  return {
    available: true,

    load(next) {
      setLayers([{ sound: next, volume: 1 }]);
    },

    loadMix(next) {
      setLayers(next);
    },

    async play() {
      if (layers.length === 0) throw new Error('No sound selected');
      const my = ++generation;
      const mix = layers;
      // Created and resumed synchronously inside the click, before any await.
      const c = context();
      const resumed = resumeContext(c);
      const rendering = Promise.all(mix.map((l) => bufferFor(c, l.sound)));
      await resumed;
      const audio = await rendering;
      const missing = mix.find((_, i) => !audio[i]);
      if (missing) throw new Error(`Sound ${missing.sound} could not be rendered`);
      if (my !== generation) return; // paused or switched while preparing
      stopVoices();
      const t = c.currentTime;
      voices = mix.map((l, i) => {
        const source = c.createBufferSource();
        source.buffer = audio[i]!;
        source.loop = true;
        const fade = c.createGain();
        fade.gain.setValueAtTime(0, t);
        fade.gain.linearRampToValueAtTime(1, t + FADE_S);
        const layer = c.createGain();
        layer.gain.value = l.volume;
        source.connect(fade).connect(layer).connect(master!);
        source.start(t);
        return { source, fade, layer };
      });
    },

    pause() {
      generation++;
      stopVoices();
    },

    setVolume(v) {
      volume = v;
      if (ctx && master) {
        master.gain.cancelScheduledValues(ctx.currentTime);
        master.gain.setTargetAtTime(v, ctx.currentTime, VOLUME_GLIDE_S);
      }
    },
  };
}
