import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/helpers.ts';
import { runMigrations } from './migrator.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase(); // already migrated once
});
afterAll(async () => database?.dispose());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('migrations', () => {
  it('create the foundation tables', async () => {
    const tables = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = current_schema() order by table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['owners', 'guest_tokens', 'preferences']),
    );
  });

  it('are idempotent: running them again applies nothing and keeps data', async () => {
    await database.db.execute(sql`insert into owners (kind) values ('guest')`);
    const before = await rows<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    await runMigrations(database);
    await runMigrations(database);
    const after = await rows<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(after[0]?.n).toBe(before[0]?.n);
    expect(before[0]?.n).toBeGreaterThan(0);
    const owners = await rows<{ n: number }>(sql`select count(*)::int as n from owners`);
    expect(owners[0]?.n).toBe(1);
  });

  it('enforce the owner kind at the database level', async () => {
    await expect(
      database.db.execute(sql`insert into owners (kind) values ('admin')`),
    ).rejects.toThrow();
  });
});
