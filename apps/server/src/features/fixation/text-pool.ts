import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { TextTask } from './text-worker.ts';

// Large texts are tokenised in worker threads (piscina) so a 2,000,000-character text does not
// hold the event loop for a second while other requests wait. Small texts stay on the main
// thread: handing them over would cost more than processing them.
// docs/decisions/025-text-worker-pool.md.

/** Texts at least this long go to a worker (about 5 ms of tokenising on the main thread). */
export const WORKER_TEXT_THRESHOLD = 20_000;

export class TextPoolBusyError extends Error {
  override name = 'TextPoolBusyError';
}

export interface TextPool {
  /** The fixation result as a JSON string. Rejects with TextPoolBusyError when the queue is full. */
  process(task: TextTask): Promise<string>;
  close(): Promise<void>;
}

function workerFilename(): string {
  // In the bundle this code lives in dist/main.js and build.mjs writes dist/text-worker.js.
  const built = new URL('./text-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return built.href;
  return new URL('./text-worker-source.mjs', import.meta.url).href;
}

export function createTextPool(options: { maxThreads?: number; maxQueue?: number } = {}): TextPool {
  let pool: Piscina | undefined;
  // Leave a core for the event loop; workers start on first use and stop when idle.
  const maxThreads = options.maxThreads ?? Math.max(1, availableParallelism() - 1);
  const maxQueue = options.maxQueue ?? 16;
  const get = () =>
    (pool ??= new Piscina({
      filename: workerFilename(),
      minThreads: 0,
      maxThreads,
      maxQueue,
      idleTimeout: 30_000,
    }));
  return {
    async process(task) {
      const workers = get();
      if (workers.queueSize >= maxQueue)
        throw new TextPoolBusyError('The reader is busy. Try again in a moment.');
      return (await workers.run(task)) as string;
    },
    async close() {
      await pool?.destroy();
    },
  };
}
