import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './database.ts';
import { runMigrations } from './migrator.ts';

// Several servers starting at once on one empty PostgreSQL database: one applies the
// migrations, the others wait for it and then find nothing to do. (PostgreSQL only: PGlite has
// one process per DATA_DIR.) Each pool below has its own connections, as separate processes do.
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

describe.runIf(TEST_DATABASE_URL)('migrations started by several servers at once', () => {
  it('all succeed and apply every migration exactly once', async () => {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const servers = await Promise.all(
      Array.from({ length: 4 }, () =>
        createDatabase({ dataDir: 'memory://', databaseUrl: url.toString() }),
      ),
    );
    try {
      const results = await Promise.allSettled(servers.map((server) => runMigrations(server)));
      expect(results.map((result) => result.status)).toEqual(Array(4).fill('fulfilled'));
      const applied = await servers[0]!.db.execute(
        sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`,
      );
      const rows = (applied as unknown as { rows: Array<{ n: number }> }).rows;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.n === 1)).toBe(true);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
