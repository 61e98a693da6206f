import { describe, expect, it, vi } from 'vitest';
import { createWebAudioEngine } from './web-audio-engine';

/** Just enough of the Web Audio graph to watch what the engine does. */
function fakeContext(initialState: AudioContextState = 'suspended', resumes = true) {
  const param = () => ({
    value: 1,
    setValueAtTime: vi.fn(),
    linearRampToValueAtTime: vi.fn(),
    setTargetAtTime: vi.fn(),
    cancelScheduledValues: vi.fn(),
  });
  const sources: {
    loop: boolean;
    start: ReturnType<typeof vi.fn>;
    stop: ReturnType<typeof vi.fn>;
    buffer: unknown;
  }[] = [];
  const ctx = {
    state: initialState,
    sampleRate: 48000,
    currentTime: 0,
    destination: {},
    resume: vi.fn(() => {
      if (resumes) ctx.state = 'running';
      return resumes ? Promise.resolve() : new Promise<void>(() => {});
    }),
    createGain: () => ({ gain: param(), connect: vi.fn((n: unknown) => n), disconnect: vi.fn() }),
    createBuffer: vi.fn((channels: number, length: number) => ({
      channels,
      length,
      copyToChannel: vi.fn(),
    })),
    createBufferSource: () => {
      const s = {
        loop: false,
        buffer: null,
        start: vi.fn(),
        stop: vi.fn(),
        connect: vi.fn((n: unknown) => n),
        onended: null,
      };
      sources.push(s);
      return s;
    },
  };
  return { ctx, sources };
}

describe('web audio engine', () => {
  it('creates the context on play, renders once per sound and loops the buffer', async () => {
    const { ctx, sources } = fakeContext();
    const createContext = vi.fn(() => ctx as unknown as AudioContext);
    const render = vi.fn(async () => [new Float32Array(10), new Float32Array(10)]);
    const engine = createWebAudioEngine({ createContext, render });
    engine.load('rain');
    expect(createContext).not.toHaveBeenCalled();
    await engine.play();
    expect(createContext).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledWith('rain', 48000);
    expect(sources).toHaveLength(1);
    expect(sources[0]).toMatchObject({ loop: true });
    expect(sources[0]!.start).toHaveBeenCalled();
    engine.pause();
    expect(sources[0]!.stop).toHaveBeenCalled();
    await engine.play();
    expect(render).toHaveBeenCalledTimes(1); // cached
    engine.load('white_noise');
    expect(sources[1]!.stop).toHaveBeenCalled(); // switching stops the current sound
  });

  it('plays a mix: one looping source per sound, each through its own volume', async () => {
    const { ctx, sources } = fakeContext('running');
    const gains: { gain: { value: number; setTargetAtTime: ReturnType<typeof vi.fn> } }[] = [];
    const createGain = ctx.createGain;
    ctx.createGain = () => {
      const g = createGain();
      gains.push(g);
      return g;
    };
    const render = vi.fn(async (_id: string, _rate: number) => [new Float32Array(10)]);
    const engine = createWebAudioEngine({
      createContext: () => ctx as unknown as AudioContext,
      render,
    });
    engine.loadMix!([
      { sound: 'rain', volume: 1 },
      { sound: 'brown_noise', volume: 0.3 },
      { sound: 'none', volume: 1 },
    ]);
    await engine.play();
    expect(render.mock.calls.map((c) => c[0])).toEqual(['rain', 'brown_noise']);
    expect(sources).toHaveLength(2);
    expect(sources.every((src) => src.loop)).toBe(true);
    const layerGains = gains.filter((g) => g.gain.value === 0.3);
    expect(layerGains).toHaveLength(1);
    // New volumes for the same sounds glide; nothing restarts.
    engine.loadMix!([
      { sound: 'rain', volume: 0.5 },
      { sound: 'brown_noise', volume: 0.8 },
    ]);
    expect(sources).toHaveLength(2);
    expect(sources[0]!.stop).not.toHaveBeenCalled();
    expect(layerGains[0]!.gain.setTargetAtTime).toHaveBeenCalledWith(0.8, 0, expect.any(Number));
  });

  it('rejects when the browser keeps audio blocked', async () => {
    const { ctx } = fakeContext('suspended', false);
    const engine = createWebAudioEngine({
      createContext: () => ctx as unknown as AudioContext,
      render: async () => [new Float32Array(4)],
      resumeTimeoutMs: 10,
    });
    engine.load('brown_noise');
    await expect(engine.play()).rejects.toThrow(/blocked/);
  });

  it('does not start a sound paused while it was still being prepared', async () => {
    const { ctx, sources } = fakeContext('running');
    let finish: (c: Float32Array[]) => void = () => {};
    const engine = createWebAudioEngine({
      createContext: () => ctx as unknown as AudioContext,
      render: () => new Promise((r) => (finish = r)),
    });
    engine.load('lofi');
    const playing = engine.play();
    engine.pause();
    finish([new Float32Array(4)]);
    await playing;
    expect(sources).toHaveLength(0);
  });
});
