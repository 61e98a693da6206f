import { Redis } from 'ioredis';
import type { LimitHit, LimitStore } from './limit-store.ts';

// The same counters in Redis: INCRBY and, for a new counter, PEXPIRE in one Lua script, so the
// window starts atomically with the first hit. Redis expires ended windows itself.

const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const PREFIX = 'quietdesk:limit:';

export function createRedisLimitStore(url: string): LimitStore {
  // Fail a hit quickly when Redis is unreachable instead of queueing requests behind it.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true });
  redis.on('error', () => undefined); // reported by the failing hit; reconnects on its own

  return {
    kind: 'redis',
    async hit(key, windowMs, amount = 1): Promise<LimitHit> {
      const [count, ttl] = (await redis.eval(
        HIT_SCRIPT,
        1,
        PREFIX + key,
        String(windowMs),
        String(amount),
      )) as [number, number];
      return { count: Number(count), resetInMs: Number(ttl) };
    },
    async peek(key) {
      const [[, count], [, ttl]] = (await redis
        .multi()
        .get(PREFIX + key)
        .pttl(PREFIX + key)
        .exec()) as [[unknown, string | null], [unknown, number]];
      return count === null || ttl <= 0
        ? undefined
        : { count: Number(count), resetInMs: Number(ttl) };
    },
    async reset(key) {
      await redis.del(PREFIX + key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
