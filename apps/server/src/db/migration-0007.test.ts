import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MEMORY_DATA_DIR } from '../config.ts';
import { createDatabase } from './database.ts';
import { MIGRATIONS_DIR, runMigrations } from './migrator.ts';

// Migration 0007 turns mind_maps.map_data from jsonb into JSON text: a map saved before it must
// read back as the same graph after it.

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A copy of the migrations folder whose journal stops before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'qd-migrations-'));
  folders.push(folder);
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(stop).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, stop);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('migration 0007: mind-map graphs as JSON text', () => {
  it('keeps a graph saved as jsonb before it', async () => {
    const database = await createDatabase({ dataDir: MEMORY_DATA_DIR, databaseUrl: undefined });
    try {
      await runMigrations(database, migrationsBefore('0007_mind_map_graph_text'));
      const graph = {
        nodes: [
          { id: '1', text: '光合作用 🌱 "quoted" <b>', x: 1.5, y: -2 },
          { id: '2', text: 'שלום', x: 0, y: 80 },
        ],
        edges: [{ id: 'e1-2', source: '1', target: '2' }],
      };
      await database.db.execute(sql`
        with owner as (insert into owners (kind) values ('guest') returning id)
        insert into mind_maps (owner_id, title, tags, map_data, node_count, created_at, updated_at)
        select id, 'Before', '[]'::jsonb, ${JSON.stringify(graph)}::jsonb, 2, now(), now() from owner`);

      await runMigrations(database);
      const { rows } = (await database.db.execute(
        sql`select map_data, pg_typeof(map_data)::text as type from mind_maps`,
      )) as unknown as { rows: { map_data: string; type: string }[] };
      expect(rows).toHaveLength(1);
      expect(rows[0]!.type).toBe('text');
      expect(JSON.parse(rows[0]!.map_data)).toEqual(graph);
    } finally {
      await database.close();
    }
  });
});
