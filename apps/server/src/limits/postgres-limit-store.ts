import { sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { startSweeper, type LimitHit, type LimitStore } from './limit-store.ts';

// One row per counter in a table of (key, count, reset_at): `rate_limits` for request rates (an
// UNLOGGED table: a lost one-minute counter only restarts its window, and skipping the write-ahead
// log keeps each hit cheap), `login_counters` for sign-in failures (logged: they must survive a
// crash, migration 0008). One upsert both starts a new window and
// counts, so concurrent hits from several processes never lose a count: the row lock serialises
// them. Times are the app clock's milliseconds, so tests with a fake clock see windows end.

/** The tables of that shape; a name from this list is the only thing spliced into the SQL. */
type LimitTable = 'rate_limits' | 'login_counters';

/** The counter a statement returned, if any (bigint columns may come back as strings). */
const counterRow = (result: unknown) =>
  (result as { rows: Array<{ count: number; reset_at: string | number }> }).rows[0];

export function createPostgresLimitStore(
  db: Db,
  clock: Clock,
  tableName: LimitTable = 'rate_limits',
): LimitStore {
  const table = sql.identifier(tableName);
  // Ended windows are deleted now and then so the table holds only live counters.
  const sweeper = startSweeper(() => {
    db.execute(sql`delete from ${table} where reset_at < ${clock().getTime()}`).catch(
      () => undefined, // the next sweep tries again; a failed sweep harms nothing
    );
  });

  return {
    kind: 'postgres',
    async hit(key, windowMs, amount = 1): Promise<LimitHit> {
      const now = clock().getTime();
      const result = await db.execute(sql`
        insert into ${table} as r (key, count, reset_at)
        values (${key}, ${amount}, ${now + windowMs})
        on conflict (key) do update set
          count = case when r.reset_at <= ${now} then ${amount} else r.count + ${amount} end,
          reset_at = case when r.reset_at <= ${now} then ${now + windowMs} else r.reset_at end
        returning count, reset_at`);
      const row = counterRow(result)!;
      return { count: Number(row.count), resetInMs: Math.max(0, Number(row.reset_at) - now) };
    },
    async peek(key) {
      const now = clock().getTime();
      const result = await db.execute(
        sql`select count, reset_at from ${table} where key = ${key} and reset_at > ${now}`,
      );
      const row = counterRow(result);
      return row ? { count: Number(row.count), resetInMs: Number(row.reset_at) - now } : undefined;
    },
    async reset(key) {
      await db.execute(sql`delete from ${table} where key = ${key}`);
    },
    async close() {
      clearInterval(sweeper);
    },
  };
}
