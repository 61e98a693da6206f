import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/helpers.ts';
import {
  Browser,
  createAuthTestApp,
  GOOD_PASSWORD,
  queryRows,
  uniqueEmail,
} from './auth.test-helpers.ts';
import {
  ALL_TABLE_NAMES,
  IDENTITY_TABLES,
  OWNER_DATA_TABLES,
  OWNER_SCOPED_TABLES,
} from '../../db/owner-tables.ts';

// These tests name no feature table: they hold for every table the schema has today and every
// table added later, so export, import and delete cannot silently miss one.

const file = appPerFile((database) => createAuthTestApp(database), 180_000);

const rows = <T>(query: SQL) => queryRows<T>(file.database, query);

/** Foreign keys pointing at owners, as the database itself has them (not as the schema says). */
const ownerForeignKeys = () =>
  rows<{ table_name: string; column_name: string; on_delete: string }>(sql`
    select c.conrelid::regclass::text as table_name, a.attname as column_name,
           c.confdeltype::text as on_delete
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.contype = 'f' and c.confrelid = 'owners'::regclass`);

const countFor = async (table: string, ownerId: string) =>
  (
    await rows<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where owner_id = ${ownerId}`,
    )
  )[0]!.n;

async function ownerIdOf(email: string): Promise<string> {
  return (
    await rows<{ owner_id: string }>(sql`select owner_id from accounts where email = ${email}`)
  )[0]!.owner_id;
}

/** Stores something through every data endpoint this branch has, as the given browser. */
async function fill(browser: Browser) {
  await browser.makePlan();
  await browser.put('/api/preferences', { theme: 'dark', colorMode: 'calm' });
  const created = await browser.post('/api/pomodoro/sessions', { task_name: 'Focus 集中' });
  const id = created.json().session_id as string;
  await browser.patch(`/api/pomodoro/sessions/${id}`, { action: 'start' });
  await browser.patch(`/api/pomodoro/sessions/${id}`, { action: 'skip' });
  const map = await browser.post('/api/mind-maps/', { title: 'Recall' });
  const mapId = map.json().id as string;
  await browser.put(`/api/mind-maps/${mapId}`, {
    map_data: { nodes: [{ id: 'r', text: 'Root', note: 'A note', folded: true }], edges: [] },
  });
  await browser.post(`/api/mind-maps/${mapId}/recall`, { node_id: 'r', result: 'knew' });
  const reading = await browser.post('/api/reader/items', {
    title: 'Notes',
    kind: 'text',
    text: 'Read me.',
  });
  await browser.post(`/api/reader/items/${reading.json().id}/highlights`, {
    start: 0,
    end: 4,
    quote: 'Read',
  });
}

describe('owner-scoped tables are read from the schema', () => {
  it('finds exactly the tables whose owner_id references owners in the database', async () => {
    const inDatabase = (await ownerForeignKeys())
      .filter((key) => key.column_name === 'owner_id')
      .map((key) => key.table_name)
      .sort();
    expect(OWNER_SCOPED_TABLES.map((table) => table.name).sort()).toEqual(inDatabase);
  });

  it('every table is either an identity table or owner-scoped data', () => {
    const scoped = new Set(OWNER_SCOPED_TABLES.map((table) => table.name));
    for (const name of ALL_TABLE_NAMES) {
      expect(IDENTITY_TABLES.has(name) || scoped.has(name), `${name} has no owner_id`).toBe(true);
    }
    expect(OWNER_DATA_TABLES.length).toBeGreaterThan(0);
  });

  it('every reference to owners deletes with the owner (ON DELETE CASCADE)', async () => {
    for (const key of await ownerForeignKeys()) {
      expect(key.on_delete, `${key.table_name}.${key.column_name}`).toBe('c');
    }
  });
});

describe('export, import and delete cover every owner-scoped table', () => {
  it('the export has a key for every data table and no identity secrets', async () => {
    const browser = new Browser(file.app);
    await fill(browser);
    await browser.signUp();
    const exported = await browser.get('/api/account/export');
    expect(exported.statusCode).toBe(200);
    const body = exported.json();
    expect(Object.keys(body.data).sort()).toEqual(OWNER_DATA_TABLES.map((t) => t.name).sort());
    const text = exported.body;
    expect(text).not.toContain('password_hash');
    expect(text).not.toContain('token_hash');
    expect(text).not.toContain('scrypt$');
    // Every row the owner has in any data table is in the file.
    const ownerId = await ownerIdOf(body.account.email);
    for (const table of OWNER_DATA_TABLES) {
      expect(body.data[table.name], table.name).toHaveLength(await countFor(table.name, ownerId));
    }
  });

  it('importing guest data leaves the guest with no row in any table, and the guest gone', async () => {
    const email = uniqueEmail();
    const account = new Browser(file.app);
    await account.signUp(email);
    await fill(account);

    const guest = new Browser(file.app);
    await fill(guest);
    const guestId = (
      await rows<{ owner_id: string }>(
        sql`select owner_id from pomodoro_sessions order by started_at desc limit 1`,
      )
    )[0]!.owner_id;
    const accountId = await ownerIdOf(email);
    const before = new Map<string, number>();
    for (const table of OWNER_DATA_TABLES) {
      before.set(
        table.name,
        (await countFor(table.name, guestId)) + (await countFor(table.name, accountId)),
      );
    }

    expect((await guest.login(email, GOOD_PASSWORD, true)).statusCode).toBe(200);
    for (const table of OWNER_SCOPED_TABLES) {
      expect(await countFor(table.name, guestId), table.name).toBe(0);
    }
    for (const table of OWNER_DATA_TABLES) {
      const expected = before.get(table.name)!;
      const merged = await countFor(table.name, accountId);
      // Tables with one row per owner keep the account's row; everything else adds up.
      if (table.uniqueWithOwner.some((key) => key.length === 0)) {
        expect(merged, table.name).toBe(Math.min(expected, 1));
      } else {
        expect(merged, table.name).toBe(expected);
      }
    }
    expect(await rows(sql`select 1 from owners where id = ${guestId}`)).toEqual([]);
  });

  it('deleting the account leaves no row of it in any owner-scoped table', async () => {
    const browser = new Browser(file.app);
    await fill(browser);
    const email = await browser.signUp();
    await fill(browser);
    const ownerId = await ownerIdOf(email);
    const response = await browser.delete('/api/account', { password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(204);
    for (const table of OWNER_SCOPED_TABLES) {
      expect(await countFor(table.name, ownerId), table.name).toBe(0);
    }
    expect(await rows(sql`select 1 from owners where id = ${ownerId}`)).toEqual([]);
  });
});
