import type { SoundId } from './sounds';

/** Renders a sound's loop channels, in a Web Worker when possible, else on the main thread. */
export type RenderFn = (id: SoundId, sampleRate: number) => Promise<Float32Array[] | null>;

type Reply = { requestId: number; channels?: Float32Array[] | null; error?: string };

async function renderOnMainThread(id: SoundId, sampleRate: number) {
  const { renderSound } = await import('@quietdesk/core/audio/render');
  return renderSound(id, { sampleRate })?.channels ?? null;
}

export function createRenderer(): RenderFn {
  let worker: Worker | null = null;
  let failed = typeof Worker === 'undefined';
  let nextId = 0;
  const waiting = new Map<
    number,
    { resolve(c: Float32Array[] | null): void; reject(e: Error): void }
  >();

  function getWorker(): Worker | null {
    if (worker || failed) return worker;
    try {
      worker = new Worker(new URL('./render.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = (event: MessageEvent<Reply>) => {
        const pending = waiting.get(event.data.requestId);
        if (!pending) return;
        waiting.delete(event.data.requestId);
        if (event.data.error) pending.reject(new Error(event.data.error));
        else pending.resolve(event.data.channels ?? null);
      };
      worker.onerror = () => {
        // The worker could not load (CSP, old browser): everyone waiting renders here instead.
        failed = true;
        worker?.terminate();
        worker = null;
        for (const p of waiting.values()) p.reject(new Error('worker failed'));
        waiting.clear();
      };
    } catch {
      failed = true;
    }
    return worker;
  }

  return async (id, sampleRate) => {
    const w = getWorker();
    if (!w) return renderOnMainThread(id, sampleRate);
    const requestId = ++nextId;
    try {
      return await new Promise<Float32Array[] | null>((resolve, reject) => {
        waiting.set(requestId, { resolve, reject });
        w.postMessage({ requestId, id, sampleRate });
      });
    } catch {
      return renderOnMainThread(id, sampleRate);
    }
  };
}
