import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DatabaseKind } from '@quietdesk/core/api/health';
import { MEMORY_DATA_DIR, type Config } from '../config.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { foreignKeyReach } from './foreign-key-reach.ts';
import { startPgliteThread } from './pglite-thread.ts';
import { createReadCache, NO_READ_CACHE, trackWrites, type ReadCache } from './read-cache.ts';
import * as schema from './schema.ts';

type Schema = typeof schema;
/** The drizzle API shared by the PGlite and node-postgres drivers; repositories only use this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * A repository's `transaction(work)`: runs `work` in one transaction, with the repository's
 * queries (`queriesOn`) bound to it.
 */
export const transactionOf =
  <Q>(db: Db, queriesOn: (db: Db) => Q) =>
  <T>(work: (queries: Q) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => work(queriesOn(tx as unknown as Db)));

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /**
   * Runs `task` while holding a PostgreSQL advisory lock (`key`) on a connection of its own, so
   * only one server process runs it at a time; others wait. The lock dies with the connection,
   * so a crashed holder never leaves it behind. PGlite has one process (DATA_DIR lock): runs it.
   */
  exclusively<T>(key: number, task: () => Promise<T>): Promise<T>;
  /** Remembered owner reads: PGlite only, where this process sees every write (read-cache.ts). */
  reads: ReadCache;
  close(): Promise<void>;
}

/** PGlite keeps its files in a sub-folder so DATA_DIR can also hold the lock (and later uploads). */
export const PGLITE_SUBDIR = 'pglite';

/**
 * Opens PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR (or in memory).
 * Drivers are imported lazily: each costs start-up time and only one is ever needed.
 */
export async function createDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
): Promise<Database> {
  if (config.databaseUrl) {
    const [{ default: pg }, { drizzle }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle pooled connection that the server drops (restart, admin terminate) emits 'error';
    // without a listener that would crash the process. The pool replaces the client on next use.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzle({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      reads: NO_READ_CACHE,
      async exclusively(key, task) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [key]);
          try {
            return await task();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [key]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }

  const { drizzle } = await import('drizzle-orm/pglite');
  // In memory there is no folder to lock or create.
  const dataDir = config.dataDir === MEMORY_DATA_DIR ? undefined : config.dataDir;
  const lock = dataDir ? acquireDataDirLock(dataDir) : undefined;
  try {
    const pgliteDir = dataDir && path.join(dataDir, PGLITE_SUBDIR);
    // PGlite does not create missing parent folders itself.
    if (pgliteDir) fs.mkdirSync(pgliteDir, { recursive: true });
    const reads = createReadCache();
    const client = trackWrites(await startPgliteThread(pgliteDir), reads, foreignKeyReach());
    // Drizzle calls only query and transaction (pglite-thread.ts): the thread's client answers them.
    const db = drizzle({ client: client as PGlite, schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      reads,
      exclusively: (_key, task) => task(),
      async close() {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
