import type { SoundEngine } from './sound-engine';
import { createRenderer, type RenderFn } from './render-client';
import type { SoundId } from './sounds';

/**
 * The real ambient-sound engine: one AudioContext (created inside the first play click, as
 * browsers require a user gesture), each synthesised loop rendered once per sound into an
 * AudioBuffer, played by an AudioBufferSourceNode with `loop = true` (sample-exact looping; the
 * core renderer makes the seam continuous) through a fade gain (short ramps against clicks on
 * play / pause / switch) and a volume gain.
 */

const FADE_S = 0.04;
/** Volume changes glide (time constant) instead of jumping, which would click. */
const VOLUME_GLIDE_S = 0.015;
/** How long a blocked context may stay suspended before play() gives up. */
const RESUME_TIMEOUT_MS = 1500;

export interface WebAudioEngineDeps {
  createContext?: () => AudioContext;
  render?: RenderFn;
  resumeTimeoutMs?: number;
}

interface Voice {
  source: AudioBufferSourceNode;
  fade: GainNode;
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
  let sound: SoundId = 'none';
  let voice: Voice | null = null;
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

  function stopVoice() {
    const v = voice;
    voice = null;
    if (!v || !ctx) return;
    const t = ctx.currentTime;
    v.fade.gain.cancelScheduledValues(t);
    v.fade.gain.setValueAtTime(v.fade.gain.value, t);
    v.fade.gain.linearRampToValueAtTime(0, t + FADE_S);
    try {
      v.source.stop(t + FADE_S + 0.01);
    } catch {
      // already stopped
    }
    v.source.onended = () => v.fade.disconnect();
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
      if (next === sound) return;
      generation++;
      stopVoice();
      sound = next;
      // Render ahead once a context exists, so pressing play is instant.
      if (ctx && next !== 'none') void bufferFor(ctx, next).catch(() => {});
    },

    async play() {
      if (sound === 'none') throw new Error('No sound selected');
      const my = ++generation;
      const id = sound;
      // Created and resumed synchronously inside the click, before any await.
      const c = context();
      const resumed = resumeContext(c);
      const buffer = bufferFor(c, id);
      await resumed;
      const audio = await buffer;
      if (!audio) throw new Error(`Sound ${id} could not be rendered`);
      if (my !== generation) return; // paused or switched while preparing
      stopVoice();
      const source = c.createBufferSource();
      source.buffer = audio;
      source.loop = true;
      const fade = c.createGain();
      const t = c.currentTime;
      fade.gain.setValueAtTime(0, t);
      fade.gain.linearRampToValueAtTime(1, t + FADE_S);
      source.connect(fade).connect(master!);
      source.start(t);
      voice = { source, fade };
    },

    pause() {
      generation++;
      stopVoice();
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
