import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helpers.ts';
import { createPreferencesRepository } from '../features/preferences/preferences.repository.ts';
import { createReadCache, trackWrites } from './read-cache.ts';

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
    const first = await cache.read('k', source.load);
    first.calls = 99;
    const second = await cache.read('k', source.load);
    expect(second).toEqual({ calls: 1, at: new Date(0) });
    expect(source.calls).toBe(1);
  });

  it('forgets everything when a write starts, and reads afresh while one runs', async () => {
    const cache = createReadCache();
    const source = counter();
    await cache.read('k', source.load);
    const end = cache.beginWrite();
    expect((await cache.read('k', source.load)).calls).toBe(2);
    expect((await cache.read('k', source.load)).calls).toBe(3);
    end();
    end(); // ending twice changes nothing
    expect((await cache.read('k', source.load)).calls).toBe(4);
    expect((await cache.read('k', source.load)).calls).toBe(4);
  });

  it('does not remember an answer read while a write began and ended', async () => {
    const cache = createReadCache();
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const stale = cache.read('k', async () => {
      await slow;
      return 'before the write';
    });
    cache.beginWrite()();
    release();
    expect(await stale).toBe('before the write');
    expect(await cache.read('k', async () => 'after the write')).toBe('after the write');
  });

  it('keeps at most the given number of answers, dropping the least recently used', async () => {
    const cache = createReadCache(2);
    await cache.read('a', async () => 1);
    await cache.read('b', async () => 2);
    await cache.read('a', async () => 1); // a is now the most recent
    await cache.read('c', async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.read('b', async () => 20)).toBe(20);
    expect(await cache.read('c', async () => 30)).toBe(3);
  });

  it('sees every write made through the wrapped client: statements, exec and transactions', async () => {
    const writes: string[] = [];
    const fake = {
      query: async (sql: string) => sql,
      exec: async (sql: string) => sql,
      transaction: async (work: () => Promise<string>) => work(),
      name: 'client',
    };
    const tracked = trackWrites(fake, {
      beginWrite: () => {
        writes.push('begin');
        return () => writes.push('end');
      },
    });
    await tracked.query('select 1');
    await tracked.query('  SELECT * from t');
    expect(writes).toEqual([]);
    await tracked.query('update t set a = 1');
    await tracked.exec('select 1');
    await tracked.transaction(async () => 'done');
    expect(writes).toEqual(['begin', 'end', 'begin', 'end', 'begin', 'end']);
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
