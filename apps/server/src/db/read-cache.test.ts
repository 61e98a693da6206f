import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helpers.ts';
import { createAccountDataRepository } from '../features/auth/account-data.repository.ts';
import { createIdentityRepository } from '../features/identity/identity.repository.ts';
import { createPreferencesRepository } from '../features/preferences/preferences.repository.ts';
import { foreignKeyReach } from './foreign-key-reach.ts';
import { copyOf, createReadCache, tablesWrittenBy, trackWrites } from './read-cache.ts';

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

  it('copies rows deeply: nested objects, arrays and dates, and other values as structuredClone does', () => {
    const row = {
      id: 'a',
      count: 3,
      done: false,
      none: null,
      at: new Date(5),
      tasks: [{ title: 'x', subtasks: ['y'], due: new Date(7) }],
      bytes: new Uint8Array([1, 2]),
      tags: new Map([['k', 1]]),
    };
    const copy = copyOf(row);
    expect(copy).toEqual(row);
    expect(copy).not.toBe(row);
    expect(copy.at).toBeInstanceOf(Date);
    expect(copy.at).not.toBe(row.at);
    expect(copy.tasks[0]).not.toBe(row.tasks[0]);
    expect(copy.tasks[0]!.subtasks).not.toBe(row.tasks[0]!.subtasks);
    expect(copy.tasks[0]!.due).not.toBe(row.tasks[0]!.due);
    expect(copy.bytes).not.toBe(row.bytes);
    expect(copy.tags).not.toBe(row.tags);
    expect(copyOf([row])[0]).not.toBe(row);
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

  // Tables known (a plain statement) or not (undefined: a transaction or an exec), the same rules.
  it.each([
    ['a write to a known table', ['preferences']],
    ['a write to unknown tables (a transaction)', undefined],
  ])(
    "%s scoped to one owner forgets that owner's answers and those read without an owner, not other owners'",
    async (_name, tables) => {
      const cache = createReadCache();
      const a = counter();
      const b = counter();
      const shared = counter();
      const readA = () => cache.read('a', ['preferences'], a.load, undefined, 'A');
      const readB = () => cache.read('b', ['preferences'], b.load, undefined, 'B');
      const readShared = () => cache.read('shared', ['preferences'], shared.load);
      await Promise.all([readA(), readB(), readShared()]);
      let endA!: () => void;
      await cache.ownerWrites('A', async () => {
        endA = cache.beginWrite(tables);
      });
      // While A's write runs, A's answer and the owner-less one are read afresh; B's stays.
      expect((await readA()).calls).toBe(2);
      expect((await readShared()).calls).toBe(2);
      expect((await readB()).calls).toBe(1);
      endA();
      expect((await readA()).calls).toBe(3);
      expect((await readA()).calls).toBe(3);
      expect((await readShared()).calls).toBe(3);
      expect((await readB()).calls).toBe(1);
      // Outside ownerWrites a write is every owner's (as a merge or a deletion runs).
      cache.beginWrite(tables)();
      expect((await readA()).calls).toBe(4);
      expect((await readB()).calls).toBe(2);
      expect((await readShared()).calls).toBe(4);
    },
  );

  it('a scoped write to another table changes nothing of these answers', async () => {
    const cache = createReadCache();
    const b = counter();
    const readB = () => cache.read('b', ['preferences'], b.load, undefined, 'B');
    await readB();
    await cache.ownerWrites('B', async () => cache.beginWrite(['plans'])());
    expect((await readB()).calls).toBe(1);
  });

  it("does not remember an owner's answer read while that owner's write began and ended", async () => {
    const cache = createReadCache();
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const stale = cache.read(
      'a',
      ['preferences'],
      async () => {
        await slow;
        return 'before the write';
      },
      undefined,
      'A',
    );
    await cache.ownerWrites('A', async () => cache.beginWrite(['preferences'])());
    release();
    expect(await stale).toBe('before the write');
    expect(await cache.read('a', ['preferences'], async () => 'after', undefined, 'A')).toBe(
      'after',
    );
  });

  it('an owner whose write state was dropped past the size limit is read afresh', async () => {
    const cache = createReadCache(2);
    const a = counter();
    await cache.ownerWrites('A', async () => cache.beginWrite(['t'])());
    await cache.read('a', ['t'], a.load, undefined, 'A');
    // Three more owners' writes drop idle owner states, A's among them.
    for (const owner of ['B', 'C', 'D'])
      await cache.ownerWrites(owner, async () => cache.beginWrite(['t'])());
    expect((await cache.read('a', ['t'], a.load, undefined, 'A')).calls).toBe(2);
    expect((await cache.read('a', ['t'], a.load, undefined, 'A')).calls).toBe(2);
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
  it('on a real PGlite database, no read after a write is stale, across owners, merges, deletions and guest tokens', async () => {
    const database = await createTestDatabase();
    try {
      const prefs = createPreferencesRepository(database.db, database.reads);
      const uncached = createPreferencesRepository(database.db);
      const identity = createIdentityRepository(database.db, database.reads);
      const accountData = createAccountDataRepository(database.db);
      const owners: string[] = [];
      for (let i = 0; i < 6; i++) owners.push(await identity.createGuest(`hash-${i}`, new Date()));
      const hashOf = (id: string) => `hash-${owners.indexOf(id)}`;
      // Every read through the cache must equal the database's own answer at that moment.
      const check = async () => {
        for (const id of owners) {
          expect(await prefs.findByOwner(id)).toEqual(await uncached.findByOwner(id));
        }
      };
      const themes = ['dark', 'light'] as const;
      let seed = 7;
      const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
      for (let step = 0; step < 40; step++) {
        await check();
        const owner = owners[next(owners.length)]!;
        // Concurrent reads of every owner around one owner's write.
        await Promise.all([
          ...owners.map((id) => prefs.findByOwner(id)),
          prefs.upsert(owner, { theme: themes[next(2)]!, colorMode: 'calm' }, new Date()),
          ...owners.map((id) => prefs.findByOwner(id)),
        ]);
        expect(await prefs.findByOwner(owner)).toEqual(await uncached.findByOwner(owner));
      }
      await check();

      // A guest merged into another owner: both owners' remembered answers are forgotten.
      const [guest, account, deleted] = owners as [string, string, string];
      await database.db.execute(`delete from preferences where owner_id = '${account}'`);
      expect(await prefs.findByOwner(account)).toBeUndefined();
      const guestPrefs = await prefs.findByOwner(guest);
      expect(guestPrefs).toBeDefined();
      expect(await identity.findOwnerIdByTokenHash(hashOf(guest))).toBe(guest);
      await accountData.mergeGuestInto(guest, account);
      expect(await prefs.findByOwner(account)).toEqual(guestPrefs);
      expect(await prefs.findByOwner(guest)).toBeUndefined();
      expect(await identity.findOwnerIdByTokenHash(hashOf(guest))).toBeUndefined();

      // A deleted owner: its remembered answers and its guest token are gone at once.
      expect(await identity.findOwnerIdByTokenHash(hashOf(deleted))).toBe(deleted);
      await prefs.findByOwner(deleted);
      await accountData.deleteOwner(deleted);
      expect(await prefs.findByOwner(deleted)).toBeUndefined();
      expect(await identity.findOwnerIdByTokenHash(hashOf(deleted))).toBeUndefined();
      await check();
    } finally {
      await database.dispose();
    }
  });
});
