import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { LimitStore } from './limit-store.ts';
import { createMemoryLimitStore } from './memory-limit-store.ts';
import { createPostgresLimitStore } from './postgres-limit-store.ts';
import { createRedisLimitStore } from './redis-limit-store.ts';

interface LimitStores {
  /**
   * Request-rate counters (windows of a minute or an hour): the AI, process-text, process-url and
   * sign-up limits. Losing them on a restart only starts their windows again.
   */
  requests: LimitStore;
  /**
   * Counters that must outlive a restart and a crash: sign-in failures (a logged table,
   * `login_counters`; with Redis, as durable as the operator's Redis persistence).
   */
  durable: LimitStore;
}

/**
 * Redis when REDIS_URL is set, otherwise the app's own database; both are shared by every server
 * process. On PGlite, which has one process, request-rate counters live in memory: as shared as
 * the table there, and free of a database write per limited request (memory-limit-store.ts).
 */
export function createLimitStores(options: {
  database: Pick<Database, 'db' | 'kind'>;
  clock: Clock;
  redisUrl: string | undefined;
}): LimitStores {
  const { database, clock, redisUrl } = options;
  if (redisUrl) {
    const shared = createRedisLimitStore(redisUrl);
    return { requests: shared, durable: shared };
  }
  return {
    requests:
      database.kind === 'pglite'
        ? createMemoryLimitStore(clock)
        : createPostgresLimitStore(database.db, clock, 'rate_limits'),
    durable: createPostgresLimitStore(database.db, clock, 'login_counters'),
  };
}
