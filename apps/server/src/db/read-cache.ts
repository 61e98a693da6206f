// Remembered answers to the hottest owner reads (preferences, plans, the active pomodoro), for
// PGlite only. PGlite runs every statement of the process on one embedded connection at
// ~0.2–0.4 ms each, so at a few hundred requests per second the database itself is the queue
// (docs/benchmarks.md). A PGlite database has exactly one process (a DATA_DIR by its lock, an
// in-memory one, as tests make, by living in it), and every statement passes through the wrapper
// below, so this process sees every write: any statement that is not
// a plain SELECT, and every transaction, advances a generation counter before and after it
// runs. A remembered answer is served only while the generation it was read at is current, and
// an answer is remembered only if no write began or ended while it was being read. So a read
// never returns anything older than the last write this process has started.
// PostgreSQL gets no cache: other processes write to it too (docs/decisions/041-pglite-read-cache.md).

export interface ReadCache {
  /** `load()`'s answer for `key`, remembered until the next write; each caller gets a copy. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** A cache that remembers nothing: for PostgreSQL, where other processes write too. */
export const NO_READ_CACHE: ReadCache = { read: (_key, load) => load() };

export interface WriteTracker {
  /** Marks a write as started; the returned function marks it as ended. */
  beginWrite(): () => void;
}

/** From this many remembered answers, the oldest are forgotten. */
const DEFAULT_MAX_ENTRIES = 20_000;

export function createReadCache(
  maxEntries = DEFAULT_MAX_ENTRIES,
): ReadCache & WriteTracker & { readonly size: number } {
  let generation = 0;
  let writing = 0;
  const entries = new Map<string, unknown>();

  return {
    get size() {
      return entries.size;
    },

    beginWrite() {
      generation++;
      writing++;
      entries.clear();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        writing--;
        generation++;
        entries.clear();
      };
    },

    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (writing === 0 && entries.has(key)) {
        const value = entries.get(key) as T;
        // Most recently used last, so the oldest are the first the size limit drops.
        entries.delete(key);
        entries.set(key, value);
        return structuredClone(value);
      }
      const readAt = generation;
      const value = await load();
      if (writing === 0 && generation === readAt) {
        entries.set(key, value);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
        return structuredClone(value);
      }
      return value;
    },
  };
}

/** A statement that only reads: drizzle writes every query of a select as `select ...`. */
const READ_ONLY = /^\s*select\s/i;

interface PgliteLike {
  query: (...args: never[]) => Promise<unknown>;
  exec: (...args: never[]) => Promise<unknown>;
  transaction: (...args: never[]) => Promise<unknown>;
}

/**
 * Reports every write that goes through this PGlite client to `tracker`: statements other than
 * plain SELECTs, `exec` (any SQL text), and whole transactions (their reads may be `FOR UPDATE`
 * and their writes are only visible once they commit).
 */
export function trackWrites<C extends PgliteLike>(client: C, tracker: WriteTracker): C {
  const around =
    (method: (...args: never[]) => Promise<unknown>, isWrite: (args: unknown[]) => boolean) =>
    async (...args: never[]) => {
      if (!isWrite(args)) return method.apply(client, args);
      const end = tracker.beginWrite();
      try {
        return await method.apply(client, args);
      } finally {
        end();
      }
    };
  const query = around(client.query, (args) => !READ_ONLY.test(String(args[0])));
  const exec = around(client.exec, () => true);
  const transaction = around(client.transaction, () => true);
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
