import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { LimitStore } from './limit-store.ts';
import { createPostgresLimitStore } from './postgres-limit-store.ts';
import { createRedisLimitStore } from './redis-limit-store.ts';

/** Redis when REDIS_URL is set, otherwise the app's own database. */
export function createLimitStore(options: {
  db: Db;
  clock: Clock;
  redisUrl: string | undefined;
}): LimitStore {
  return options.redisUrl
    ? createRedisLimitStore(options.redisUrl)
    : createPostgresLimitStore(options.db, options.clock);
}
