// Remembered answers to hot owner reads, for PGlite only. PGlite runs every statement of the
// process on one embedded connection at ~0.2–0.4 ms each, so at a few hundred requests per
// second the database itself is the queue (docs/benchmarks.md). A PGlite database has exactly
// one process (a DATA_DIR by its lock, an in-memory one, as tests make, by living in it), and every statement passes through the wrapper below, so this process sees
// every write. Each remembered answer names the tables it was read from; a write advances the
// generation of the tables it may change (the one it names and every table whose rows a foreign
// key action changes with it), and a write whose tables are not known (any `exec`, every
// transaction, SQL that is not one plain insert, update or delete) advances all of them. A
// remembered answer is served only while none of its tables is being written and none has
// advanced since it was read; an answer is remembered only if that still holds once it is read.
// So a read never returns anything older than the last write this process has started.
// PostgreSQL gets no cache: other processes write to it too (docs/decisions/041-pglite-read-cache.md,
// docs/decisions/054-classroom-load-profile.md).

export interface ReadCache {
  /**
   * `load()`'s answer for `key`, remembered until the next write to one of `tables` (the tables
   * `load` reads); each caller gets a copy. `fresh`, when given, must also hold for a remembered
   * answer to be served (an answer that depends on the time as well as on the tables).
   */
  read<T>(
    key: string,
    tables: readonly string[],
    load: () => Promise<T>,
    fresh?: (value: T) => boolean,
  ): Promise<T>;
}

/** A cache that remembers nothing: for PostgreSQL, where other processes write too. */
export const NO_READ_CACHE: ReadCache = { read: (_key, _tables, load) => load() };

export interface WriteTracker {
  /**
   * Marks a write as started, to `tables` or (undefined) to any table; the returned function
   * marks it as ended.
   */
  beginWrite(tables?: readonly string[]): () => void;
}

/** From this many remembered answers, the oldest are forgotten. */
const DEFAULT_MAX_ENTRIES = 20_000;

interface TableState {
  generation: number;
  writing: number;
}

interface Entry {
  value: unknown;
  /** The sum of its tables' generations (and the all-tables one) when it was read. */
  stamp: number;
  tables: readonly TableState[];
}

export function createReadCache(
  maxEntries = DEFAULT_MAX_ENTRIES,
): ReadCache & WriteTracker & { readonly size: number } {
  // A write to any table advances `all`; a write to named tables advances theirs. Generations
  // only grow, so a sum that is unchanged means that none of its parts changed.
  const all: TableState = { generation: 0, writing: 0 };
  const tablesByName = new Map<string, TableState>();
  const entries = new Map<string, Entry>();

  const stateOf = (name: string): TableState => {
    let state = tablesByName.get(name);
    if (!state) tablesByName.set(name, (state = { generation: 0, writing: 0 }));
    return state;
  };
  const stampOf = (tables: readonly TableState[]) =>
    tables.reduce((sum, t) => sum + t.generation, all.generation);
  const quiet = (tables: readonly TableState[]) =>
    all.writing === 0 && tables.every((t) => t.writing === 0);

  return {
    get size() {
      return entries.size;
    },

    beginWrite(names) {
      const written = names ? names.map(stateOf) : [all];
      if (!names) entries.clear();
      for (const t of written) {
        t.generation++;
        t.writing++;
      }
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        for (const t of written) {
          t.writing--;
          t.generation++;
        }
        if (!names) entries.clear();
      };
    },

    async read<T>(
      key: string,
      names: readonly string[],
      load: () => Promise<T>,
      fresh?: (value: T) => boolean,
    ): Promise<T> {
      const tables = names.map(stateOf);
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        if (
          quiet(entry.tables) &&
          stampOf(entry.tables) === entry.stamp &&
          (!fresh || fresh(entry.value as T))
        ) {
          // Most recently used last, so the oldest are the first the size limit drops.
          entries.set(key, entry);
          return structuredClone(entry.value as T);
        }
      }
      const readAt = stampOf(tables);
      const wasQuiet = quiet(tables);
      const value = await load();
      if (wasQuiet && quiet(tables) && stampOf(tables) === readAt) {
        entries.set(key, { value, stamp: readAt, tables });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
        return structuredClone(value);
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
