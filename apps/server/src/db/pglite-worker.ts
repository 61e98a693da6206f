// The embedded database's own thread (pglite-thread.ts): one PGlite instance, answering the
// requests the server's thread posts. Loaded by worker_threads, from dist/pglite-worker.js in the
// bundle or from this source under tsx.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { installDrizzleTextTypes } from './pglite-text-types.ts';
import type { PgliteReply, PgliteRequest, PgliteThreadData } from './pglite-thread.ts';

const port = parentPort!;
const { dataDir } = workerData as PgliteThreadData;

/** A plain copy of an error's fields (code, constraint, detail...): what a thread can post. */
function errorFields(error: unknown): Extract<PgliteReply, { ok: false }>['error'] {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as never;
  }
  return { ...fields, name: error.name, message: error.message };
}

/** A transaction the server's thread has begun and not yet ended. */
interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean): void;
  settled: Promise<void>;
}
const ROLLBACK = Symbol('rollback');
let nextTransaction = 0;
const open = new Map<number, OpenTransaction>();

async function begin(pglite: PGlite): Promise<number> {
  const id = ++nextTransaction;
  let started!: (entry: OpenTransaction) => void;
  const entered = new Promise<OpenTransaction>((resolve) => (started = resolve));
  const settled = pglite
    .transaction(
      (tx) =>
        new Promise<void>((commit, rollback) =>
          started({ tx, end: (ok) => (ok ? commit() : rollback(ROLLBACK)), settled }),
        ),
    )
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    })
    .finally(() => open.delete(id));
  // If BEGIN itself fails, the callback never runs: that failure is the answer.
  const entry = await Promise.race([entered, settled.then(() => undefined)]);
  if (!entry) throw new Error('The transaction could not begin.');
  open.set(id, entry);
  return id;
}

function inTransaction(id: number): Transaction {
  const entry = open.get(id);
  if (!entry) throw new Error('Transaction is closed');
  return entry.tx;
}

async function answer(pglite: PGlite, request: PgliteRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const on = request.tx === undefined ? pglite : inTransaction(request.tx);
      const { rows, fields, affectedRows } = await on.query(
        request.text,
        request.params,
        request.options,
      );
      return { rows, fields, affectedRows };
    }
    case 'exec': {
      const on = request.tx === undefined ? pglite : inTransaction(request.tx);
      const results = await on.exec(request.text);
      return results.map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));
    }
    case 'begin':
      return begin(pglite);
    case 'rollback':
      return inTransaction(request.tx).rollback();
    case 'end': {
      const entry = open.get(request.tx);
      if (!entry) return undefined;
      entry.end(request.commit);
      return entry.settled;
    }
    case 'close':
      return pglite.close();
  }
}

try {
  const pglite = installDrizzleTextTypes(
    dataDir ? await PGlite.create(dataDir) : await PGlite.create(),
  );
  port.on('message', (request: PgliteRequest) => {
    answer(pglite, request).then(
      (value) => port.postMessage({ id: request.id, ok: true, value } satisfies PgliteReply),
      (error: unknown) =>
        port.postMessage({
          id: request.id,
          ok: false,
          error: errorFields(error),
        } satisfies PgliteReply),
    );
  });
  port.postMessage({ id: 0, ok: true, value: 'ready' } satisfies PgliteReply);
} catch (error) {
  port.postMessage({ id: 0, ok: false, error: errorFields(error) } satisfies PgliteReply);
}
