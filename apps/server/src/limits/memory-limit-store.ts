import type { Clock } from '../clock.ts';
import { startSweeper, type LimitHit, type LimitStore } from './limit-store.ts';

// The same counters in this process's memory, for request-rate limits on PGlite. PGlite has
// exactly one server process (the DATA_DIR lock refuses a second), so memory is as shared as a
// table, and a hit costs no database statement: at 2,000 reads/s, the two upserts of each
// process-text call (and the read-cache clear each write causes) pushed the reads' p99 from ~4 ms
// to ~9 ms (docs/decisions/024-shared-limits.md). Counters are lost on restart, as an unlogged
// table's are after a crash; only short windows belong here (create-limit-store.ts).

interface Counter {
  count: number;
  resetAt: number;
}

export function createMemoryLimitStore(clock: Clock): LimitStore {
  const counters = new Map<string, Counter>();
  const live = (key: string, now: number): Counter | undefined => {
    const counter = counters.get(key);
    return counter && counter.resetAt > now ? counter : undefined;
  };
  // Ended windows are dropped now and then, so memory holds only live counters.
  const sweeper = startSweeper(() => {
    const now = clock().getTime();
    for (const [key, counter] of counters) if (counter.resetAt <= now) counters.delete(key);
  });

  return {
    kind: 'memory',
    async hit(key, windowMs, amount = 1): Promise<LimitHit> {
      const now = clock().getTime();
      let counter = live(key, now);
      if (counter) counter.count += amount;
      else counters.set(key, (counter = { count: amount, resetAt: now + windowMs }));
      return { count: counter.count, resetInMs: counter.resetAt - now };
    },
    async peek(key) {
      const now = clock().getTime();
      const counter = live(key, now);
      return counter && { count: counter.count, resetInMs: counter.resetAt - now };
    },
    async reset(key) {
      counters.delete(key);
    },
    async close() {
      clearInterval(sweeper);
      counters.clear();
    },
  };
}
