import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../app.ts';
import type { Clock } from '../clock.ts';
import { loadConfig, MEMORY_DATA_DIR, type Config } from '../config.ts';
import { createDatabase, type Database } from '../db/database.ts';
import { runMigrations } from '../db/migrator.ts';

// Test harness, not app code: it may read TEST_DATABASE_URL directly. With it set, every test
// file gets a fresh PostgreSQL database (created here, dropped afterwards) so files can run in
// parallel; without it, an in-memory PGlite (open once per file: it costs about a second).
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export interface TestDatabase extends Database {
  /** Closes the connection and drops the per-file PostgreSQL database, if any. */
  dispose(): Promise<void>;
}

/**
 * A new, empty PostgreSQL database on the server of `adminUrl`, for server processes to share:
 * its address and how to drop it.
 */
export async function scratchPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      try {
        await admin.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    const database = await createDatabase({ dataDir: MEMORY_DATA_DIR, databaseUrl: undefined });
    await runMigrations(database);
    return { ...database, dispose: () => database.close() };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await createDatabase({ dataDir: MEMORY_DATA_DIR, databaseUrl: url.toString() });
  await runMigrations(database);
  return {
    ...database,
    async dispose() {
      try {
        await database.close();
        await admin.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}

/** A config as the server would parse it, pointing at nothing on disk unless overridden. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: MEMORY_DATA_DIR,
    WEB_DIST_DIR: '/nonexistent/quietdesk-web',
    LOG_LEVEL: 'silent',
    // No internet in tests: a test that wants the encyclopedia points this at its fake server.
    KNOWLEDGE_API_URL: 'off',
    ...env,
  });
}

export async function createTestApp(
  database: Database,
  options: { env?: Record<string, string>; clock?: Clock } = {},
): Promise<App> {
  const app = await buildApp({
    config: testConfig(options.env),
    database,
    clock: options.clock,
    logger: false,
  });
  await app.ready();
  return app;
}

/**
 * The database and app every test of a file shares: opened before its first test (`timeout`, ms,
 * for that: a fresh database is slow on a busy machine) and closed after its last. Tests and hooks
 * read `.app` and `.database`; `build` may read `.database` too.
 */
export function appPerFile(
  build: (database: TestDatabase) => Promise<App>,
  timeout?: number,
): { app: App; database: TestDatabase } {
  const file = {} as { app: App; database: TestDatabase };
  beforeAll(async () => {
    file.database = await createTestDatabase();
    file.app = await build(file.database);
  }, timeout);
  afterAll(async () => {
    await file.app?.close();
    await file.database?.dispose();
  });
  return file;
}

/** The `name=value` pair of a Set-Cookie header, for sending it back. */
export function cookiePair(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (!header) throw new Error('Expected a Set-Cookie header.');
  return header.split(';')[0]!;
}
