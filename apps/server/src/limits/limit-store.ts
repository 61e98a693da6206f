// Counters shared by every server process, for rate limits (and for any limiter the accounts
// feature needs, e.g. sign-in attempts). Fixed windows: a counter starts at the first hit and is
// reset when its window ends. PostgreSQL/PGlite by default (the table `rate_limits`, migration
// 0006), Redis when REDIS_URL is set, and on PGlite this process's memory for request-rate
// counters (create-limit-store.ts). docs/decisions/024-shared-limits.md explains the choice.

export interface LimitHit {
  /** Hits in the current window, including this one. */
  count: number;
  /** Milliseconds until the window ends and the counter starts again. */
  resetInMs: number;
}

export interface LimitStore {
  readonly kind: 'postgres' | 'redis' | 'memory';
  /**
   * Adds `amount` (default 1; negative gives hits back) to `key` in its current window of
   * `windowMs`, starting a new window if the last one ended, and returns the new count.
   */
  hit(key: string, windowMs: number, amount?: number): Promise<LimitHit>;
  /** The counter in its current window without counting, or undefined when there is none. */
  peek(key: string): Promise<LimitHit | undefined>;
  /** Forgets a counter (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** How often the memory and PostgreSQL stores drop the counters of ended windows. */
const SWEEP_INTERVAL_MS = 60_000;

/** Runs `sweep` now and then without keeping the process alive; clear it on close. */
export function startSweeper(sweep: () => void): ReturnType<typeof setInterval> {
  const sweeper = setInterval(sweep, SWEEP_INTERVAL_MS);
  sweeper.unref();
  return sweeper;
}
