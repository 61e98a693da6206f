import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../clock.ts';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.ts';
import { createIdentityCache } from './identity-cache.ts';
import { createIdentityRepository, type IdentityRepository } from './identity.repository.ts';
import { createIdentityService, hashToken, newToken } from './identity.service.ts';
import { createDatabaseSessionStore, type SessionStore } from './session.repository.ts';

// The identity cache on a real database: remembered answers skip the query, and an ended
// session stops working at once on the process that ended it and within the cache's lifetime
// (at most 1 s) on another one. Two services on one database stand for two processes here;
// src/test/multi-process/ runs the same against two real server processes.

let database: TestDatabase;
const LIMITS = { idleTimeoutMs: 7 * 24 * 3600_000, absoluteLifetimeMs: 30 * 24 * 3600_000 };

beforeAll(async () => {
  database = await createTestDatabase();
}, 180_000);
afterAll(async () => {
  await database?.dispose();
});

/** A process: its own service (and cache) over the shared database, counting its queries. */
function process_(clock: Clock = () => new Date(), ttlMs = 500) {
  const queries = { guest: 0, session: 0 };
  const repository = createIdentityRepository(database.db);
  const sessions = createDatabaseSessionStore(database.db, LIMITS);
  const countingRepository: IdentityRepository = {
    ...repository,
    findOwnerIdByTokenHash: (hash) => {
      queries.guest += 1;
      return repository.findOwnerIdByTokenHash(hash);
    },
  };
  const countingSessions: SessionStore = {
    ...sessions,
    touch: (hash, now) => {
      queries.session += 1;
      return sessions.touch(hash, now);
    },
  };
  const service = createIdentityService(countingRepository, countingSessions, clock, {
    ttlMs,
    maxEntries: 10_000,
  });
  return { service, queries };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds until `check` holds, polling every 20 ms, or Infinity after 3 s. */
async function timeUntil(check: () => Promise<boolean>): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < 3000) {
    if (await check()) return performance.now() - start;
    await sleep(20);
  }
  return Infinity;
}

describe('identity cache', () => {
  it('answers a known guest token from memory, one query for a burst of requests', async () => {
    const { service, queries } = process_();
    const { ownerId, token } = await service.createGuest();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => service.ownerIdForToken(token)),
    );
    expect(new Set(answers)).toEqual(new Set([ownerId]));
    expect(await service.ownerIdForToken(token)).toBe(ownerId);
    expect(queries.guest).toBe(1);
  });

  it('asks again once the entry is older than its lifetime', async () => {
    const { service, queries } = process_(undefined, 100);
    const { ownerId, token } = await service.createGuest();
    expect(await service.ownerIdForToken(token)).toBe(ownerId);
    await sleep(120);
    expect(await service.ownerIdForToken(token)).toBe(ownerId);
    expect(queries.guest).toBe(2);
  });

  it('never remembers an unknown token, so a cookie created elsewhere works at once', async () => {
    const here = process_();
    const token = newToken();
    expect(await here.service.ownerIdForToken(token)).toBeUndefined();
    // Another process stores this very token now (as if it had issued it).
    const ownerId = await createIdentityRepository(database.db).createGuest(
      hashToken(token),
      new Date(),
    );
    expect(await here.service.ownerIdForToken(token)).toBe(ownerId);
  });

  it('answers a live session from memory and ends it at once on the process that ends it', async () => {
    const { service, queries } = process_();
    const { ownerId } = await service.createGuest();
    const { token, tokenHash } = await service.startSession(ownerId);
    for (let index = 0; index < 5; index += 1) {
      expect(await service.resolveSession(token)).toEqual({ ownerId, tokenHash });
    }
    expect(queries.session).toBe(1);
    await service.endSession(tokenHash);
    expect(await service.resolveSession(token)).toBeUndefined();
  });

  it('sign out everywhere on one process: at once there, within 1 s on another', async () => {
    const a = process_();
    const b = process_();
    const { ownerId } = await a.service.createGuest();
    const first = await a.service.startSession(ownerId);
    const second = await a.service.startSession(ownerId);
    // Both processes have both sessions in memory.
    for (const { service } of [a, b]) {
      expect(await service.resolveSession(first.token)).toBeDefined();
      expect(await service.resolveSession(second.token)).toBeDefined();
    }
    await b.service.endAllSessions(ownerId);
    expect(await b.service.resolveSession(first.token)).toBeUndefined();
    expect(await b.service.resolveSession(second.token)).toBeUndefined();
    const elapsed = await timeUntil(
      async () => (await a.service.resolveSession(second.token)) === undefined,
    );
    expect(elapsed).toBeLessThan(1000);
    expect(await a.service.resolveSession(first.token)).toBeUndefined();
  });

  it('a deleted account or merged guest is forgotten at once by forgetOwner', async () => {
    const { service } = process_();
    const { ownerId, token } = await service.createGuest();
    const session = await service.startSession(ownerId);
    expect(await service.ownerIdForToken(token)).toBe(ownerId);
    expect(await service.resolveSession(session.token)).toBeDefined();
    await service.discardGuest(ownerId); // deletes the owner, its tokens and sessions
    expect(await service.ownerIdForToken(token)).toBeUndefined();
    expect(await service.resolveSession(session.token)).toBeUndefined();
  });

  it('does not remember a lookup that raced with ending the session', async () => {
    const { service } = process_();
    const { ownerId } = await service.createGuest();
    const session = await service.startSession(ownerId);
    const racing = service.resolveSession(session.token); // reads before the delete commits
    await service.endSession(session.tokenHash);
    await racing;
    expect(await service.resolveSession(session.token)).toBeUndefined();
  });

  it('a jump of the app clock past the lifetime is not answered from memory', async () => {
    let now = Date.now();
    const { service, queries } = process_(() => new Date(now));
    const { ownerId, token } = await service.createGuest();
    expect(await service.ownerIdForToken(token)).toBe(ownerId);
    now += 1000;
    expect(await service.ownerIdForToken(token)).toBe(ownerId);
    expect(queries.guest).toBe(2);
  });
});

describe('createIdentityCache', () => {
  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = createIdentityCache(() => new Date(), { ttlMs: 10_000, maxEntries: 2 });
    const loads: string[] = [];
    const load = (key: string) => () => {
      loads.push(key);
      return Promise.resolve(`owner-${key}`);
    };
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('a', load('a')); // a is now the most recent
    await cache.get('c', load('c')); // b goes
    expect(cache.size).toBe(2);
    expect(cache.peek('a')).toBe('owner-a');
    expect(cache.peek('b')).toBeUndefined();
    expect(loads).toEqual(['a', 'b', 'c']);
  });

  it('does not remember a failed lookup', async () => {
    const cache = createIdentityCache(() => new Date());
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', () => Promise.resolve('owner'))).toBe('owner');
  });
});
