import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
// Type-only: PGlite itself is loaded in the worker (pglite-worker.ts).
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import { withoutInstalledParsers } from './pglite-text-types.ts';

/**
 * PGlite on a thread of its own. Why: PGlite runs PostgreSQL (WASM) and its wire protocol in
 * JavaScript on the thread that calls it; in the server's thread that was about 40% of the busy
 * time of a classroom's load (docs/benchmarks.md), queued with the HTTP work of every other
 * request. On its own thread it runs beside that work. The server's thread keeps what must see
 * every statement in order: drizzle, the read cache's write tracking (read-cache.ts).
 *
 * The client answers the part of PGlite's API that drizzle and the app use: `query`, `exec`,
 * `transaction` (its `tx.query`, `tx.exec`, `tx.rollback`) and `close`. Rows come back as PGlite
 * gives them, with drizzle's text types installed in the thread (pglite-text-types.ts).
 */
export type PgliteThreadClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close'>;

export interface PgliteThreadData {
  /** PGlite's folder; undefined for a throw-away database in memory. */
  dataDir: string | undefined;
}

type QueryOptions = Parameters<PGlite['query']>[2];
export type PgliteRequest = { id: number } & (
  | { op: 'query'; tx?: number; text: string; params?: unknown[]; options?: QueryOptions }
  | { op: 'exec'; tx?: number; text: string }
  | { op: 'begin' }
  | { op: 'rollback'; tx: number }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' }
);
type Request = PgliteRequest extends infer R
  ? R extends { id: number }
    ? Omit<R, 'id'>
    : never
  : never;
export type PgliteReply =
  | { id: number; ok: true; value: unknown }
  | {
      id: number;
      ok: false;
      error: { message: string; name?: string } & Record<string, string | number | boolean>;
    };

/** An error with the fields PGlite's had (code, constraint...), as the app reads them. */
function rebuiltError(fields: Extract<PgliteReply, { ok: false }>['error']): Error {
  const { message, name, ...rest } = fields;
  const error = Object.assign(new Error(message), rest);
  if (name) error.name = name;
  return error;
}

function spawn(data: PgliteThreadData): Worker {
  // In the bundle this code is in dist/main.js, and build.mjs writes dist/pglite-worker.js.
  const built = new URL('./pglite-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return new Worker(built, { workerData: data });
  // From source (tsx, vitest) the entry is TypeScript: register tsx inside the worker, then import
  // it (Node 20 does not apply `--import tsx` in a worker's execArgv to its entry). The database
  // layer may not import the fixation feature's copy of this (eslint.boundaries.js).
  const require = createRequire(import.meta.url);
  const manifestPath = require.resolve('tsx/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  const tsx = pathToFileURL(
    path.join(path.dirname(manifestPath), manifest.exports['./esm/api']!.import.default),
  ).href;
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  const code =
    `import(${JSON.stringify(tsx)})` +
    `.then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(code, { eval: true, workerData: data });
}

/** Starts PGlite in its own thread; resolves once it is open (rejects with its error if not). */
export async function startPgliteThread(dataDir: string | undefined): Promise<PgliteThreadClient> {
  const worker = spawn({ dataDir });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 0;
  let stopped: Error | undefined;

  const ready = new Promise<void>((resolve, reject) => {
    waiting.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (reply: PgliteReply) => {
    const call = waiting.get(reply.id);
    if (!call) return;
    waiting.delete(reply.id);
    if (waiting.size === 0) worker.unref();
    if (reply.ok) call.resolve(reply.value);
    else call.reject(rebuiltError(reply.error));
  });
  const fail = (error: Error) => {
    stopped = error;
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The database thread stopped (exit code ${code}).`)));
  await ready;

  const call = <T>(request: Request): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = ++nextId;
    return new Promise<T>((resolve, reject) => {
      // Held while a request waits for its answer, as a socket would be; an idle thread does
      // not keep the process alive on its own.
      if (waiting.size === 0) worker.ref();
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };
  /** Drizzle's parsers are the thread's installed text types; any other cannot be posted. */
  const postable = (options: QueryOptions) => {
    const rest = withoutInstalledParsers(options);
    if (rest?.parsers || rest?.serializers || rest?.blob) {
      throw new Error('Parsers, serializers and blobs cannot cross to the database thread.');
    }
    return rest;
  };
  const query =
    (tx?: number) =>
    <T>(text: string, params?: unknown[], options?: QueryOptions) =>
      call<Results<T>>({ op: 'query', tx, text, params, options: postable(options) });
  const exec = (tx?: number) => (text: string) => call<Results[]>({ op: 'exec', tx, text });

  return {
    query: query(),
    exec: exec(),
    async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      const id = await call<number>({ op: 'begin' });
      let closed = false;
      const tx = {
        query: query(id),
        exec: exec(id),
        async rollback() {
          await call({ op: 'rollback', tx: id });
          closed = true;
        },
        get closed() {
          return closed;
        },
      } as unknown as Transaction;
      let result: T;
      try {
        result = await callback(tx);
      } catch (error) {
        await call({ op: 'end', tx: id, commit: false });
        throw error;
      }
      await call({ op: 'end', tx: id, commit: !closed });
      return result;
    },
    async close() {
      if (stopped) return;
      try {
        await call({ op: 'close' });
      } finally {
        await worker.terminate();
      }
    },
  } as PgliteThreadClient;
}
