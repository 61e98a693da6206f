// Test helper, not app code: runs a suite against every LimitStore this machine offers.
import { afterAll } from 'vitest';
import type { Clock } from '../clock.ts';
import { createTestDatabase, type TestDatabase } from '../test/helpers.ts';
import type { LimitStore } from './limit-store.ts';
import { createMemoryLimitStore } from './memory-limit-store.ts';
import { createPostgresLimitStore } from './postgres-limit-store.ts';
import { createRedisLimitStore } from './redis-limit-store.ts';

export type OpenLimitStore = () => Promise<{ store: LimitStore; advance?: (ms: number) => void }>;

/**
 * Calls `suite` for the database store (PGlite, or PostgreSQL with TEST_DATABASE_URL; its clock can
 * be advanced), for the memory store (PGlite's request-rate counters; its clock can be advanced)
 * and, when TEST_REDIS_URL is set (e.g. redis://127.0.0.1:6379), for Redis (real time).
 */
export function forEachLimitStore(
  suite: (name: string, canAdvance: boolean, open: OpenLimitStore) => void,
): void {
  let database: TestDatabase | undefined;
  afterAll(async () => {
    await database?.dispose();
  });
  suite('database store', true, async () => {
    database = await createTestDatabase();
    let now = Date.now();
    const clock: Clock = () => new Date(now);
    return { store: createPostgresLimitStore(database.db, clock), advance: (ms) => (now += ms) };
  });
  suite('memory store', true, async () => {
    let now = Date.now();
    const clock: Clock = () => new Date(now);
    return { store: createMemoryLimitStore(clock), advance: (ms) => (now += ms) };
  });
  const redisUrl = process.env.TEST_REDIS_URL;
  if (redisUrl)
    suite('Redis store', false, async () => ({ store: createRedisLimitStore(redisUrl) }));
}
