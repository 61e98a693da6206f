import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ExtractOutcome } from './extract-article.ts';
import { DEFAULT_MAX_ELEMENTS } from './extract-limits.ts';
import type { ExtractReply, ExtractRequest } from './extract-worker.ts';

// A small pool of extract workers. Each job gets a time limit; a worker that overruns it is
// terminated (that stops even a tight loop) and replaced on demand. Workers start lazily, so an
// app that never reads a URL never starts one. Worker start-up (seconds under tsx) does not count
// against a job's limit: a job is handed over only once its worker said it is ready.

interface ExtractedArticle {
  title: string | undefined;
  text: string;
}

export interface ArticleExtractor {
  extract(html: string): Promise<ExtractedArticle>;
  close(): Promise<void>;
}

export type ExtractErrorCode =
  'too-large' | 'too-complex' | 'timeout' | 'empty' | 'unreadable' | 'busy';

/** A page the reader cannot turn into text; the message is for the user. */
export class ExtractError extends Error {
  override name = 'ExtractError';
  constructor(
    readonly code: ExtractErrorCode,
    message: string,
  ) {
    super(message);
  }
}

interface ExtractPoolOptions {
  /** Workers at most. Default 2. */
  size?: number;
  /** Time one page may take. Default 5 s. */
  timeoutMs?: number;
  maxElements?: number;
  /** Pages waiting for a worker; more are refused as busy. Default 16. */
  maxQueue?: number;
  /** Heap per worker; a page needing more is refused as too large. Default 256 MB. */
  workerMemoryMb?: number;
  /** How long a worker may take to load. Default 30 s. */
  startTimeoutMs?: number;
}

const TOO_LARGE = 'The page is too large to read.';
const UNREADABLE = 'Could not read that page.';

/** tsx's ESM register() entry, from its export map, for loading the worker's TypeScript source. */
function tsxRegisterUrl(): string {
  const require = createRequire(import.meta.url);
  const manifestPath = require.resolve('tsx/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  const entry = manifest.exports['./esm/api']!.import.default;
  return pathToFileURL(path.join(path.dirname(manifestPath), entry)).href;
}

function spawnWorker(memoryMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: memoryMb };
  // In the bundle, this code lives in dist/main.js and build.mjs writes dist/extract-worker.js.
  const built = new URL('./extract-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return new Worker(built, { resourceLimits });
  // From source (tsx dev server, vitest) the entry is TypeScript: register tsx inside the worker,
  // then import it. Node 20 does not apply `--import tsx` in a worker's execArgv to its entry.
  const source = new URL('./extract-worker.ts', import.meta.url).href;
  const code =
    `import(${JSON.stringify(tsxRegisterUrl())})` +
    `.then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(code, { eval: true, resourceLimits });
}

interface Job {
  html: string;
  resolve: (article: ExtractedArticle) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  startTimer: NodeJS.Timeout;
  job?: Job & { id: number; timer: NodeJS.Timeout };
}

function outcomeToResult(outcome: ExtractOutcome): ExtractedArticle | ExtractError {
  if (outcome.ok) return { title: outcome.title, text: outcome.text };
  switch (outcome.reason) {
    case 'too-many-elements':
      return new ExtractError('too-large', TOO_LARGE);
    case 'too-deep':
      return new ExtractError('too-complex', 'The page is nested too deeply to read.');
    case 'empty':
      return new ExtractError('empty', 'Could not find readable text on that page.');
  }
}

export function createExtractPool(options: ExtractPoolOptions = {}): ArticleExtractor {
  const size = Math.max(1, options.size ?? 2);
  const timeoutMs = options.timeoutMs ?? 5_000;
  const maxElements = options.maxElements ?? DEFAULT_MAX_ELEMENTS;
  const maxQueue = options.maxQueue ?? 16;
  const memoryMb = options.workerMemoryMb ?? 256;
  const startTimeoutMs = options.startTimeoutMs ?? 30_000;
  const slots = new Set<Slot>();
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  function retire(slot: Slot) {
    slots.delete(slot);
    clearTimeout(slot.startTimer);
    if (slot.job) clearTimeout(slot.job.timer);
    slot.job = undefined;
    void slot.worker.terminate();
  }

  /** The worker died, or never started. */
  function lost(slot: Slot, error: Error) {
    if (!slots.has(slot)) return; // already retired on purpose
    const job = slot.job;
    retire(slot);
    if (job) {
      const outOfMemory = (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
      job.reject(
        new ExtractError(
          outOfMemory ? 'too-large' : 'unreadable',
          outOfMemory ? TOO_LARGE : UNREADABLE,
        ),
      );
    }
    if (!slot.ready) {
      // A worker that cannot even load is a server fault: fail the waiting pages (a 500) rather
      // than respawning in a loop.
      for (const waiting of queue.splice(0)) waiting.reject(error);
    }
    pump();
  }

  function addSlot() {
    const worker = spawnWorker(memoryMb);
    worker.unref();
    const slot: Slot = {
      worker,
      ready: false,
      startTimer: setTimeout(
        () => lost(slot, new Error('The extract worker did not start in time.')),
        startTimeoutMs,
      ),
    };
    slots.add(slot);
    worker.on('message', (reply: ExtractReply) => {
      if (reply.type === 'ready') {
        clearTimeout(slot.startTimer);
        slot.ready = true;
        return pump();
      }
      const job = slot.job;
      if (!job || job.id !== reply.id) return;
      clearTimeout(job.timer);
      slot.job = undefined;
      if (reply.type === 'failed') job.reject(new ExtractError('unreadable', UNREADABLE));
      else {
        const result = outcomeToResult(reply.outcome);
        if (result instanceof ExtractError) job.reject(result);
        else job.resolve(result);
      }
      pump();
    });
    worker.on('error', (error) => lost(slot, error));
    worker.on('exit', (code) => lost(slot, new Error(`The extract worker exited (${code}).`)));
  }

  function run(slot: Slot, job: Job) {
    const id = nextId++;
    const timer = setTimeout(() => {
      retire(slot);
      job.reject(new ExtractError('timeout', 'The page took too long to read.'));
      pump();
    }, timeoutMs);
    slot.job = { ...job, id, timer };
    slot.worker.postMessage({ id, html: job.html, maxElements } satisfies ExtractRequest);
  }

  function pump() {
    if (closed) return;
    for (const slot of slots) {
      if (!queue.length) return;
      if (slot.ready && !slot.job) run(slot, queue.shift()!);
    }
    const starting = [...slots].filter((slot) => !slot.ready).length;
    for (let i = Math.min(queue.length - starting, size - slots.size); i > 0; i--) addSlot();
  }

  return {
    extract(html) {
      if (closed) return Promise.reject(new Error('The extract pool is closed.'));
      if (queue.length >= maxQueue)
        return Promise.reject(
          new ExtractError('busy', 'The reader is busy. Try again in a moment.'),
        );
      return new Promise<ExtractedArticle>((resolve, reject) => {
        queue.push({ html, resolve, reject });
        pump();
      });
    },

    async close() {
      closed = true;
      const closing = new Error('The server is shutting down.');
      for (const waiting of queue.splice(0)) waiting.reject(closing);
      const workers = [...slots].map((slot) => {
        slot.job?.reject(closing);
        const { worker } = slot;
        retire(slot);
        return worker;
      });
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
