import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { MEMORY_DATA_DIR } from '../../config.ts';
import { createDatabase, type Database } from '../../db/database.ts';
import { runMigrations } from '../../db/migrator.ts';
import { Browser, createAuthTestApp, queryRows } from './auth.test-helpers.ts';

// Sign-in failure counters must survive a crash of PostgreSQL. A crash is a backend killed with
// SIGKILL: the postmaster then restarts every backend and runs crash recovery, which empties every
// UNLOGGED table. That would disturb every other database of a shared server, so this test starts
// its own PostgreSQL (initdb, a Unix socket in a temporary folder, no TCP port) and is skipped
// where the PostgreSQL server programs are not installed.

const hasInitdb = spawnSync('initdb', ['--version']).status === 0;
// PostgreSQL refuses to run as root; as root, run its programs as the postgres user.
const asRoot = process.getuid?.() === 0;
const run = (program: string, args: string[]) =>
  asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', program, ...args], { stdio: 'pipe' })
    : execFileSync(program, args, { stdio: 'pipe' });

describe.runIf(hasInitdb)('sign-in counters after a PostgreSQL crash', () => {
  let folder: string;
  let database: Database;
  let app: App;
  let socketDir: string;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'qd-crash-'));
    chmodSync(folder, 0o777);
    const dataDir = path.join(folder, 'data');
    socketDir = folder;
    run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync']);
    run('pg_ctl', [
      '-D',
      dataDir,
      '-w',
      '-l',
      path.join(folder, 'log'),
      '-o',
      `-c listen_addresses='' -k ${socketDir} -c fsync=off`,
      'start',
    ]);
    database = await createDatabase({
      dataDir: MEMORY_DATA_DIR,
      databaseUrl: `postgres://postgres@/postgres?host=${encodeURIComponent(socketDir)}`,
    });
    await runMigrations(database);
    app = await createAuthTestApp(database);
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (folder) {
      try {
        run('pg_ctl', ['-D', path.join(folder, 'data'), '-m', 'immediate', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    }
  });

  /** Kills one backend with SIGKILL and waits until the server accepts connections again. */
  async function crashPostgres() {
    const client = new pg.Client({ host: socketDir, user: 'postgres', database: 'postgres' });
    await client.connect();
    const pid = (await client.query('select pg_backend_pid() as pid')).rows[0].pid as number;
    client.on('error', () => undefined);
    process.kill(pid, 'SIGKILL');
    await client.end().catch(() => undefined);
    for (let tries = 0; tries < 120; tries += 1) {
      const probe = new pg.Client({ host: socketDir, user: 'postgres', database: 'postgres' });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        await probe.query('select 1');
        await probe.end();
        return;
      } catch {
        await probe.end().catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    throw new Error('PostgreSQL did not come back after the crash');
  }

  it('keeps the lock on an account, while request-rate counters start again', async () => {
    const email = await new Browser(app, '10.60.0.1').signUp();
    for (let index = 0; index < 10; index += 1) {
      await new Browser(app, `10.61.0.${index}`).login(email, 'wrong guess');
    }
    expect((await new Browser(app, '10.62.0.1').login(email)).statusCode).toBe(429);
    // A request-rate counter (the sign-up limit) lives in the UNLOGGED table.
    expect(
      (
        await queryRows<{ n: number }>(database, sql`select count(*)::int as n from rate_limits`)
      )[0]!.n,
    ).toBeGreaterThan(0);

    await crashPostgres();

    // Crash recovery emptied the UNLOGGED table: proof that a crash happened.
    const retry = async <T>(work: () => Promise<T>): Promise<T> => {
      for (let tries = 0; ; tries += 1) {
        try {
          return await work();
        } catch (error) {
          if (tries >= 10) throw error; // pooled connections the crash broke are replaced
        }
      }
    };
    const left = await retry(() =>
      queryRows<{ n: number }>(database, sql`select count(*)::int as n from rate_limits`),
    );
    expect(left[0]!.n).toBe(0);
    // The sign-in counters did not go with it: the account is still locked.
    const after = await retry(async () => {
      const response = await new Browser(app, '10.62.0.2').login(email);
      if (response.statusCode >= 500) throw new Error(response.body);
      return response;
    });
    expect(after.statusCode).toBe(429);
  });
});
