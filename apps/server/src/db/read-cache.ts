// Remembered answers to hot owner reads, for PGlite only. PGlite runs every statement of the
// process on one embedded connection at ~0.2–0.4 ms each, so at a few hundred requests per
// second the database itself is the queue (docs/benchmarks.md). A PGlite database has exactly
// one process (a DATA_DIR by its lock, an in-memory one, as tests make, by living in it), and
// every statement passes through the wrapper below, so this process sees every write. Each
// remembered answer names the tables it was read from, and the owner whose rows it holds if it
// is one owner's; a write marks, at its start and at its end, the tables it may change (the one
// it names and every table whose rows a foreign key action changes with it), for one owner when
// it runs inside `ownerWrites` and for every owner otherwise; a write whose tables are not known
// (any `exec`, every transaction, SQL that is not one plain insert, update or delete) marks all
// of them, in the same way for one owner or for every owner. A remembered answer is served only while nothing it depends on is being written and
// nothing has been marked since it was read; an answer is remembered only if that still holds
// once it is read. So a read never returns anything older than the last write this process has
// started.
// PostgreSQL gets no cache: other processes write to it too (docs/decisions/041-pglite-read-cache.md,
// docs/decisions/054-classroom-load-profile.md).
import { AsyncLocalStorage } from 'node:async_hooks';

export interface ReadCache {
  /**
   * `load()`'s answer for `key`, remembered until the next write to one of `tables` (the tables
   * `load` reads); each caller gets a copy. `fresh`, when given, must also hold for a remembered
   * answer to be served (an answer that depends on the time as well as on the tables). With
   * `ownerId`, the answer is one owner's rows only, and writes that `ownerWrites` scoped to
   * another owner leave it remembered.
   */
  read<T>(
    key: string,
    tables: readonly string[],
    load: () => Promise<T>,
    fresh?: (value: T) => boolean,
    ownerId?: string,
  ): Promise<T>;
  /**
   * Runs `work`, whose writes change only rows of `ownerId` (and rows that reference them, which
   * are the same owner's): they forget that owner's remembered answers and every answer read
   * without an owner, not other owners'. Never for writes that can touch another owner's rows
   * (merging a guest into an account, deleting an owner): those run unscoped and forget all
   * answers from their tables. A write whose scope is lost (outside `work`) counts as unscoped.
   */
  ownerWrites<T>(ownerId: string, work: () => Promise<T>): Promise<T>;
}

/** A cache that remembers nothing: for PostgreSQL, where other processes write too. */
export const NO_READ_CACHE: ReadCache = {
  read: (_key, _tables, load) => load(),
  ownerWrites: (_ownerId, work) => work(),
};

interface WriteTracker {
  /**
   * Marks a write as started, to `tables` or (undefined) to any table, scoped to the owner of the
   * surrounding `ownerWrites` if any; the returned function marks it as ended.
   */
  beginWrite(tables?: readonly string[]): () => void;
}

/** From this many remembered answers, the oldest are forgotten; as many write states are kept. */
const DEFAULT_MAX_ENTRIES = 20_000;

interface WriteState {
  /** The tick of the last start or end of a write counted here. */
  lastWrite: number;
  writing: number;
}

interface Entry {
  value: unknown;
  /** The tick just before it was read: it is fresh while none of its states moved past it. */
  readAt: number;
  states: readonly string[];
}

// Write states, by name. For a table T: `T` counts every write to it, `T!` the unscoped ones, and
// `T\0owner` those scoped to one owner. An answer read without an owner depends on `T`; one
// owner's answer on `T!` and its own `T\0owner`. Writes to unknown tables (a transaction, `exec`)
// count the same way under the name `*`: `*` every one, `*!` the unscoped ones, `*\0owner` one
// owner's; every answer depends on `*!` besides, so an unscoped one forgets them all.
const ANY = '*';
const anyWrite = (table: string) => table;
const unscopedWrite = (table: string) => `${table}!`;
const ownerWrite = (table: string, ownerId: string) => `${table}\0${ownerId}`;

/**
 * A deep copy of a remembered answer, so a caller may change what it gets. Answers are rows:
 * plain objects, arrays, dates and primitives, copied here directly; anything else goes through
 * `structuredClone`. Why not `structuredClone` for all: it serialises and parses the value, and
 * under the classroom mix that was 5% of the server thread's busy time (docs/benchmarks.md).
 */
export function copyOf<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyOf) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (Object.getPrototypeOf(value) !== Object.prototype) return structuredClone(value);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = copyOf((value as Record<string, unknown>)[key]);
  return copy as T;
}

export function createReadCache(
  maxEntries = DEFAULT_MAX_ENTRIES,
): ReadCache & WriteTracker & { readonly size: number } {
  // One clock for every start and end of a write and every read: ticks only grow.
  let tick = 0;
  const states = new Map<string, WriteState>([[unscopedWrite(ANY), { lastWrite: 0, writing: 0 }]]);
  // States of owners no write is running for are dropped past `maxEntries`; a dropped state
  // counts as written at the tick it was dropped, so answers that depended on it are not served.
  let droppedAt = 0;
  const entries = new Map<string, Entry>();
  const scope = new AsyncLocalStorage<string>();

  const unchanged = (names: readonly string[], since: number) =>
    names.every((name) => {
      const state = states.get(name);
      return state ? state.writing === 0 && state.lastWrite < since : droppedAt < since;
    });
  const statesOf = (tables: readonly string[], ownerId: string | undefined) =>
    [ANY, ...tables].flatMap((t) =>
      ownerId === undefined
        ? [unscopedWrite(ANY), anyWrite(t)]
        : [unscopedWrite(t), ownerWrite(t, ownerId)],
    );
  const dropIdleStates = () => {
    if (states.size <= maxEntries) return;
    droppedAt = ++tick;
    for (const [name, state] of states)
      if (name.includes('\0') && state.writing === 0) states.delete(name);
  };

  return {
    get size() {
      return entries.size;
    },

    ownerWrites: (ownerId, work) => scope.run(ownerId, async () => await work()),

    beginWrite(tables) {
      const ownerId = scope.getStore();
      const names = (tables ?? [ANY]).flatMap((t) => [
        anyWrite(t),
        ownerId === undefined ? unscopedWrite(t) : ownerWrite(t, ownerId),
      ]);
      // Nothing remembered can be served after an unscoped write to unknown tables.
      const forgetsAll = !tables && ownerId === undefined;
      if (forgetsAll) entries.clear();
      const written = names.map((name) => {
        let state = states.get(name);
        if (!state) states.set(name, (state = { lastWrite: 0, writing: 0 }));
        state.writing++;
        state.lastWrite = ++tick;
        return state;
      });
      dropIdleStates();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        tick++;
        for (const state of written) {
          state.writing--;
          state.lastWrite = tick;
        }
        if (forgetsAll) entries.clear();
      };
    },

    async read<T>(
      key: string,
      tables: readonly string[],
      load: () => Promise<T>,
      fresh?: (value: T) => boolean,
      ownerId?: string,
    ): Promise<T> {
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        if (unchanged(entry.states, entry.readAt) && (!fresh || fresh(entry.value as T))) {
          // Most recently used last, so the oldest are the first the size limit drops.
          entries.set(key, entry);
          return copyOf(entry.value as T);
        }
      }
      const names = statesOf(tables, ownerId);
      const readAt = ++tick;
      const wasUnchanged = unchanged(names, readAt);
      const value = await load();
      if (wasUnchanged && unchanged(names, readAt)) {
        entries.set(key, { value, readAt, states: names });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
        return copyOf(value);
      }
      return value;
    },
  };
}

/** A statement that only reads: drizzle writes every query of a select as `select ...`. */
const READ_ONLY = /^\s*select\s/i;
/** One plain write to one table, as drizzle writes it: `insert into "t"`, `update "t"`, `delete from "t"`. */
const ONE_TABLE_WRITE = /^\s*(?:insert\s+into|update|delete\s+from)\s+"([a-z0-9_]+)"[\s(]/i;

/**
 * The tables a statement may change, or undefined when that is not known (the caller then
 * treats it as a write to every table). `changedWith` lists, for a table, the tables whose rows
 * its foreign-key actions (cascades, SET NULL) change along with it.
 */
export function tablesWrittenBy(
  sqlText: string,
  changedWith: ReadonlyMap<string, readonly string[]>,
): readonly string[] | undefined {
  const table = ONE_TABLE_WRITE.exec(sqlText)?.[1];
  if (!table || !changedWith.has(table)) return undefined;
  return [table, ...changedWith.get(table)!];
}

interface PgliteLike {
  query: (...args: never[]) => Promise<unknown>;
  exec: (...args: never[]) => Promise<unknown>;
  transaction: (...args: never[]) => Promise<unknown>;
}

/**
 * Reports every write that goes through this PGlite client to `tracker`: statements other than
 * plain SELECTs (with the tables they change when that is known, see `tablesWrittenBy`), `exec`
 * (any SQL text), and whole transactions (their reads may be `FOR UPDATE` and their writes are
 * only visible once they commit).
 */
export function trackWrites<C extends PgliteLike>(
  client: C,
  tracker: WriteTracker,
  changedWith: ReadonlyMap<string, readonly string[]> = new Map(),
): C {
  const ANY_TABLE = null;
  const around =
    (
      method: (...args: never[]) => Promise<unknown>,
      written: (args: unknown[]) => readonly string[] | typeof ANY_TABLE | undefined,
    ) =>
    async (...args: never[]) => {
      const tables = written(args);
      if (tables === undefined) return method.apply(client, args);
      const end = tracker.beginWrite(tables ?? undefined);
      try {
        return await method.apply(client, args);
      } finally {
        end();
      }
    };
  const query = around(client.query, (args) => {
    const text = String(args[0]);
    if (READ_ONLY.test(text)) return undefined;
    return tablesWrittenBy(text, changedWith) ?? ANY_TABLE;
  });
  const exec = around(client.exec, () => ANY_TABLE);
  const transaction = around(client.transaction, () => ANY_TABLE);
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'query') return query;
      if (property === 'exec') return exec;
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
