import { createHash, randomBytes } from 'node:crypto';

/** Who a sign-in attempt is about and where it comes from. */
export interface LoginAttempt {
  /** The normalised email asked for (whether or not such an account exists). */
  account: string;
  /** The client's IP address. */
  address: string;
  /** The browser's device token, proof of an earlier successful sign-in there, if it sent one. */
  device?: string | undefined;
}

export interface LoginLimits {
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  windowMs: number;
}

/**
 * Limits password guessing (docs/decisions/023-password-hashing-and-login-limits.md).
 * Every caller goes through this interface, so sharing the counts across processes (PostgreSQL,
 * Redis) is a second implementation, not a change to the routes.
 */
export interface LoginLimiter {
  /** Seconds to wait before this attempt may be checked, or 0 when it may go ahead. */
  retryAfterSeconds(attempt: LoginAttempt, now: Date): Promise<number>;
  recordFailure(attempt: LoginAttempt, now: Date): Promise<void>;
  /** Clears the account's failures and returns a device token that the browser keeps. */
  recordSuccess(attempt: LoginAttempt, now: Date): Promise<string>;
}

interface Window {
  startedAt: number;
  failures: number;
}

const MAX_TRACKED_KEYS = 100_000;
const MAX_DEVICES_PER_ACCOUNT = 20;
const hash = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * One process's memory. Failures are counted in fixed windows that start at the first failure, so
 * a lock lasts at most one window however hard someone keeps trying, and then needs a fresh run
 * of failures. The per-account limit does not apply to a browser holding a device token from an
 * earlier successful sign-in to that account: someone guessing a victim's password from elsewhere
 * cannot lock the victim out of their own devices.
 */
export function createMemoryLoginLimiter(limits: LoginLimits): LoginLimiter {
  const failures = new Map<string, Window>();
  const devices = new Map<string, string[]>();

  const live = (key: string, now: number): Window | undefined => {
    const window = failures.get(key);
    if (window && now - window.startedAt >= limits.windowMs) {
      failures.delete(key);
      return undefined;
    }
    return window;
  };

  const wait = (key: string, max: number, now: number): number => {
    const window = live(key, now);
    if (!window || window.failures < max) return 0;
    return Math.ceil((window.startedAt + limits.windowMs - now) / 1000);
  };

  const trusted = (attempt: LoginAttempt) =>
    attempt.device !== undefined &&
    (devices.get(attempt.account)?.includes(hash(attempt.device)) ?? false);

  const sweep = (now: number) => {
    if (failures.size < MAX_TRACKED_KEYS) return;
    for (const key of failures.keys()) live(key, now);
    // Still full of live windows: forget the oldest rather than grow without bound.
    for (const key of failures.keys()) {
      if (failures.size < MAX_TRACKED_KEYS) break;
      failures.delete(key);
    }
  };

  const bump = (key: string, now: number) => {
    const window = live(key, now);
    if (window) window.failures += 1;
    else {
      sweep(now);
      failures.set(key, { startedAt: now, failures: 1 });
    }
  };

  return {
    async retryAfterSeconds(attempt, now) {
      const at = now.getTime();
      const byAddress = wait(`ip:${attempt.address}`, limits.maxFailuresPerAddress, at);
      const byAccount = trusted(attempt)
        ? 0
        : wait(`account:${attempt.account}`, limits.maxFailuresPerAccount, at);
      return Math.max(byAddress, byAccount);
    },

    async recordFailure(attempt, now) {
      bump(`ip:${attempt.address}`, now.getTime());
      if (!trusted(attempt)) bump(`account:${attempt.account}`, now.getTime());
    },

    async recordSuccess(attempt) {
      // The address keeps its count: signing in to one's own account must not buy more guesses
      // at other people's.
      failures.delete(`account:${attempt.account}`);
      const token = randomBytes(32).toString('base64url');
      const known = devices.get(attempt.account) ?? [];
      devices.delete(attempt.account);
      devices.set(attempt.account, [...known, hash(token)].slice(-MAX_DEVICES_PER_ACCOUNT));
      if (devices.size > MAX_TRACKED_KEYS) devices.delete(devices.keys().next().value!);
      return token;
    },
  };
}
