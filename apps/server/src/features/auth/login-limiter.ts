import { createHash, randomBytes } from 'node:crypto';
import type { LimitStore } from '../../limits/limit-store.ts';
import { addressKey } from '../../limits/limiter.ts';
import { DEVICE_COOKIE_MAX_AGE_SECONDS } from './device-cookie.ts';

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

/** Limits password guessing (docs/decisions/023-password-hashing-and-login-limits.md). */
export interface LoginLimiter {
  /** Seconds to wait before this attempt may be checked, or 0 when it may go ahead. */
  retryAfterSeconds(attempt: LoginAttempt): Promise<number>;
  recordFailure(attempt: LoginAttempt): Promise<void>;
  /** Clears the account's failures and returns a device token that the browser keeps. */
  recordSuccess(attempt: LoginAttempt): Promise<string>;
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * Counts on the shared LimitStore (PostgreSQL, PGlite or Redis), so a limit reached through one
 * server process holds on every other. Failures are counted in fixed windows that start at the
 * first failure, so a lock lasts at most one window however hard someone keeps trying, and then
 * needs a fresh run of failures. The per-account limit does not apply to a browser holding a
 * device token from an earlier successful sign-in to that account: someone guessing a victim's
 * password from elsewhere cannot lock the victim out of their own devices. Emails and device
 * tokens are stored only as SHA-256 hashes inside the counter keys.
 */
export function createSharedLoginLimiter(store: LimitStore, limits: LoginLimits): LoginLimiter {
  const addressCounter = (attempt: LoginAttempt) => `login:ip:${addressKey(attempt.address)}`;
  const accountCounter = (attempt: LoginAttempt) => `login:account:${hash(attempt.account)}`;
  // A known device is a counter of one that lives as long as the device cookie.
  const deviceCounter = (account: string, device: string) =>
    `login:device:${hash(account)}:${hash(device)}`;
  const deviceLifetimeMs = DEVICE_COOKIE_MAX_AGE_SECONDS * 1000;

  const trusted = async (attempt: LoginAttempt) =>
    attempt.device !== undefined &&
    (await store.peek(deviceCounter(attempt.account, attempt.device))) !== undefined;

  const wait = async (key: string, max: number): Promise<number> => {
    const counter = await store.peek(key);
    if (!counter || counter.count < max) return 0;
    return Math.max(1, Math.ceil(counter.resetInMs / 1000));
  };

  return {
    async retryAfterSeconds(attempt) {
      const byAddress = await wait(addressCounter(attempt), limits.maxFailuresPerAddress);
      const byAccount = (await trusted(attempt))
        ? 0
        : await wait(accountCounter(attempt), limits.maxFailuresPerAccount);
      return Math.max(byAddress, byAccount);
    },

    async recordFailure(attempt) {
      await store.hit(addressCounter(attempt), limits.windowMs);
      if (!(await trusted(attempt))) await store.hit(accountCounter(attempt), limits.windowMs);
    },

    async recordSuccess(attempt) {
      // The address keeps its count: signing in to one's own account must not buy more guesses
      // at other people's.
      await store.reset(accountCounter(attempt));
      const token = randomBytes(32).toString('base64url');
      await store.hit(deviceCounter(attempt.account, token), deviceLifetimeMs);
      return token;
    },
  };
}
