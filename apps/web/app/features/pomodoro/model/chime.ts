/**
 * The phase-end chime: a soft two-note bell (E6 then B5, each a sine with a quiet octave
 * partial and an exponential decay), synthesised with oscillators so there is no file to fetch.
 * docs/product.md §8: blocked audio only warns. The context is created on a user gesture (`primeChime`,
 * called from Start / Resume) because browsers refuse to start audio otherwise.
 */

let context: AudioContext | null = null;

function audioContextClass(): typeof AudioContext | null {
  if (typeof window === 'undefined') return null;
  return window.AudioContext ?? null;
}

/** Call from a click handler so the context may start. */
export function primeChime(): void {
  const Ctor = audioContextClass();
  if (!Ctor) return;
  try {
    context ??= new Ctor();
    if (context.state === 'suspended') void context.resume().catch(() => {});
  } catch (error) {
    console.warn('Timer chime unavailable', error);
  }
}

function bell(ctx: AudioContext, frequency: number, at: number, gain: number) {
  const out = ctx.createGain();
  out.gain.setValueAtTime(0, at);
  out.gain.linearRampToValueAtTime(gain, at + 0.01);
  out.gain.exponentialRampToValueAtTime(0.0001, at + 1.4);
  out.connect(ctx.destination);
  for (const [ratio, level] of [
    [1, 1],
    [2, 0.25],
    [3.01, 0.08],
  ] as const) {
    const osc = ctx.createOscillator();
    const partial = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = frequency * ratio;
    partial.gain.value = level;
    osc.connect(partial).connect(out);
    osc.start(at);
    osc.stop(at + 1.5);
  }
}

export async function playChime(): Promise<void> {
  try {
    primeChime();
    const ctx = context;
    if (!ctx) return;
    if (ctx.state !== 'running') await ctx.resume();
    if (ctx.state !== 'running') throw new Error(`AudioContext is ${ctx.state}`);
    const t = ctx.currentTime + 0.02;
    bell(ctx, 1318.5, t, 0.18);
    bell(ctx, 987.8, t + 0.32, 0.16);
  } catch (error) {
    console.warn('Timer chime could not play', error);
  }
}
