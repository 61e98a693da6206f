import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helpers.ts';
import { createPreferencesRepository } from '../features/preferences/preferences.repository.ts';
import { foreignKeyReach } from './foreign-key-reach.ts';
import { createReadCache, tablesWrittenBy, trackWrites } from './read-cache.ts';

const counter = () => {
  let calls = 0;
  return {
    load: async () => ({ calls: ++calls, at: new Date(0) }),
    get calls() {
      return calls;
    },
  };
};

describe('read cache (PGlite)', () => {
  it('answers a repeated read from memory, as a copy the caller may change', async () => {
    const cache = createReadCache();
    const source = counter();
    const first = await cache.read('k', ['t'], source.load);
    first.calls = 99;
    const second = await cache.read('k', ['t'], source.load);
    expect(second).toEqual({ calls: 1, at: new Date(0) });
    expect(source.calls).toBe(1);
  });

  it('reads afresh when a remembered answer is no longer fresh, and remembers the new one', async () => {
    const cache = createReadCache();
    const source = counter();
    let until = 2;
    const fresh = (value: { calls: number }) => value.calls < until;
    expect((await cache.read('k', ['t'], source.load, fresh)).calls).toBe(1);
    expect((await cache.read('k', ['t'], source.load, fresh)).calls).toBe(1);
    until = 1;
    expect((await cache.read('k', ['t'], source.load, fresh)).calls).toBe(2);
    until = 3;
    expect((await cache.read('k', ['t'], source.load, fresh)).calls).toBe(2);
  });

  it('forgets everything when a write to any table starts, and reads afresh while one runs', async () => {
    const cache = createReadCache();
    const source = counter();
    await cache.read('k', ['t'], source.load);
    const end = cache.beginWrite();
    expect((await cache.read('k', ['t'], source.load)).calls).toBe(2);
    expect((await cache.read('k', ['t'], source.load)).calls).toBe(3);
    end();
    end(); // ending twice changes nothing
    expect((await cache.read('k', ['t'], source.load)).calls).toBe(4);
    expect((await cache.read('k', ['t'], source.load)).calls).toBe(4);
  });

  it('does not remember an answer read while a write began and ended', async () => {
    const cache = createReadCache();
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const stale = cache.read('k', ['t'], async () => {
      await slow;
      return 'before the write';
    });
    cache.beginWrite()();
    release();
    expect(await stale).toBe('before the write');
    expect(await cache.read('k', ['t'], async () => 'after the write')).toBe('after the write');
  });

  it('a write to some tables forgets only the answers read from them', async () => {
    const cache = createReadCache();
    const plans = counter();
    const cards = counter();
    await cache.read('plans', ['plans'], plans.load);
    await cache.read('decks', ['flashcard_decks', 'flashcard_cards'], cards.load);
    const end = cache.beginWrite(['flashcard_cards']);
    // While the write runs, what it may change is read afresh and not remembered.
    expect(
      (await cache.read('decks', ['flashcard_decks', 'flashcard_cards'], cards.load)).calls,
    ).toBe(2);
    expect((await cache.read('plans', ['plans'], plans.load)).calls).toBe(1);
    end();
    expect(
      (await cache.read('decks', ['flashcard_decks', 'flashcard_cards'], cards.load)).calls,
    ).toBe(3);
    expect(
      (await cache.read('decks', ['flashcard_decks', 'flashcard_cards'], cards.load)).calls,
    ).toBe(3);
    expect((await cache.read('plans', ['plans'], plans.load)).calls).toBe(1);
    // A write whose tables are not known forgets everything.
    cache.beginWrite()();
    expect((await cache.read('plans', ['plans'], plans.load)).calls).toBe(2);
    expect(
      (await cache.read('decks', ['flashcard_decks', 'flashcard_cards'], cards.load)).calls,
    ).toBe(4);
  });

  it('does not remember an answer read while a write to its table began and ended', async () => {
    const cache = createReadCache();
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const stale = cache.read('k', ['plans'], async () => {
      await slow;
      return 'before the write';
    });
    cache.beginWrite(['preferences'])();
    cache.beginWrite(['plans'])();
    release();
    expect(await stale).toBe('before the write');
    expect(await cache.read('k', ['plans'], async () => 'after the write')).toBe('after the write');
  });

  it('names the tables a plain write changes, with those its foreign keys reach', () => {
    const reach = foreignKeyReach();
    expect(tablesWrittenBy('insert into "preferences" ("owner_id") values ($1)', reach)).toEqual([
      'preferences',
    ]);
    expect(tablesWrittenBy('update "flashcard_decks" set "updated_at" = $1', reach)).toEqual(
      expect.arrayContaining(['flashcard_decks', 'flashcard_cards', 'flashcard_reviews']),
    );
    // Deleting an owner cascades to every table that holds owner data.
    expect(tablesWrittenBy('delete from "owners" where "owners"."id" = $1', reach)).toEqual(
      expect.arrayContaining(['owners', 'plans', 'preferences', 'mind_maps', 'pomodoro_sessions']),
    );
    // Unknown: the caller treats these as writes to every table.
    expect(tablesWrittenBy('with x as (delete from "plans") select 1', reach)).toBeUndefined();
    expect(
      tablesWrittenBy('insert into "drizzle"."__drizzle_migrations" values (1)', reach),
    ).toBeUndefined();
    expect(tablesWrittenBy('update "not_a_table" set a = 1', reach)).toBeUndefined();
  });

  it("the foreign keys it follows are exactly the migrated database's", async () => {
    const database = await createTestDatabase();
    try {
      const result = await database.db.execute(
        `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
           from pg_constraint c join pg_namespace n on n.oid = c.connamespace
          where c.contype = 'f' and n.nspname = 'public'`,
      );
      const rows = (result as unknown as { rows: { child: string; parent: string }[] }).rows;
      expect(rows.length).toBeGreaterThan(10);
      const reach = foreignKeyReach();
      const unquote = (name: string) => name.replace(/"/g, '');
      for (const { child, parent } of rows) {
        if (unquote(child) === unquote(parent)) continue;
        expect(reach.get(unquote(parent)), `${child} references ${parent}`).toContain(
          unquote(child),
        );
      }
      // A table outside the schema (none references a schema table, checked above) is written
      // as "any table": tablesWrittenBy does not know it.
      expect(
        tablesWrittenBy('insert into "rate_limits" ("key") values ($1)', reach),
      ).toBeUndefined();
    } finally {
      await database.dispose();
    }
  });

  it('keeps at most the given number of answers, dropping the least recently used', async () => {
    const cache = createReadCache(2);
    await cache.read('a', ['t'], async () => 1);
    await cache.read('b', ['t'], async () => 2);
    await cache.read('a', ['t'], async () => 1); // a is now the most recent
    await cache.read('c', ['t'], async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.read('b', ['t'], async () => 20)).toBe(20);
    expect(await cache.read('c', ['t'], async () => 30)).toBe(3);
  });

  it('sees every write made through the wrapped client: statements, exec and transactions', async () => {
    const writes: string[] = [];
    const fake = {
      query: async (sql: string) => sql,
      exec: async (sql: string) => sql,
      transaction: async (work: () => Promise<string>) => work(),
      name: 'client',
    };
    const tracked = trackWrites(
      fake,
      {
        beginWrite: (tables) => {
          writes.push(`begin ${tables?.join(',') ?? 'any'}`);
          return () => writes.push('end');
        },
      },
      new Map([['plans', ['focus_session_tasks']]]),
    );
    await tracked.query('select 1');
    await tracked.query('  SELECT * from t');
    expect(writes).toEqual([]);
    await tracked.query('update t set a = 1');
    await tracked.exec('select 1');
    await tracked.transaction(async () => 'done');
    await tracked.query('update "plans" set "goal" = $1');
    expect(writes).toEqual([
      'begin any',
      'end',
      'begin any',
      'end',
      'begin any',
      'end',
      'begin plans,focus_session_tasks',
      'end',
    ]);
    expect(tracked.name).toBe('client');
  });

  it('on a real PGlite database, a saved change is read back at once, never the remembered answer', async () => {
    const database = await createTestDatabase();
    try {
      const repository = createPreferencesRepository(database.db, database.reads);
      const ownerId = crypto.randomUUID();
      await database.db.execute(
        `insert into owners (id, kind, created_at) values ('${ownerId}', 'guest', now())`,
      );
      expect(await repository.findByOwner(ownerId)).toBeUndefined();
      await repository.upsert(ownerId, { theme: 'dark', colorMode: 'calm' }, new Date());
      expect(await repository.findByOwner(ownerId)).toEqual({ theme: 'dark', colorMode: 'calm' });
      await repository.upsert(ownerId, { theme: 'light', colorMode: 'focus' }, new Date());
      expect(await repository.findByOwner(ownerId)).toEqual({ theme: 'light', colorMode: 'focus' });
    } finally {
      await database.dispose();
    }
  });
});
