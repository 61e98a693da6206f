import { createHash } from 'node:crypto';
import type { LimitStore } from '../../limits/limit-store.ts';
import { addressKey } from '../../limits/limiter.ts';

/** Who a password check is about and where it comes from. */
export interface LoginAttempt {
  /** The normalised email asked for (whether or not such an account exists). */
  account: string;
  /** The client's IP address. */
  address: string;
  /**
   * The browser proved an earlier successful sign-in to this account (a known device,
   * known-devices.repository.ts): it is exempt from the per-account limit.
   */
  knownDevice?: boolean;
}

interface LoginLimits {
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  windowMs: number;
}

/** One attempt, counted before its password is checked. */
interface LoginReservation {
  /** 0 when the attempt is counted and may be checked; otherwise seconds to wait (nothing held). */
  retryAfterSeconds: number;
  /** The password was right: the attempt is given back to the address and the account. */
  succeeded(): Promise<void>;
  /** The password was never checked (e.g. the hasher was busy): the attempt is given back. */
  cancel(): Promise<void>;
}

/** Limits password guessing (docs/decisions/023-password-hashing-and-login-limits.md). */
export interface LoginLimiter {
  /**
   * Counts the attempt against the address's and the account's limits BEFORE the password is
   * checked. A wrong password needs nothing more: it stays counted. Every route that checks a
   * password (sign-in, the account page, recovery) calls this first.
   */
  reserve(attempt: LoginAttempt): Promise<LoginReservation>;
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');

const nothingHeld = async () => undefined;

/**
 * Counts on the shared LimitStore (a logged table, or Redis), so a limit reached through one
 * server process holds on every other, and outlives a restart. Failures are counted in fixed
 * windows that start at the first attempt, so a lock lasts at most one window however hard someone
 * keeps trying. Each attempt is counted (one atomic increment) before the ~0.45 s hash and given
 * back only when the password was right: thirty guesses sent at once see counts 1 to 30, and only
 * those within the limit are checked. Emails are stored only as SHA-256 hashes inside the keys.
 */
export function createSharedLoginLimiter(store: LimitStore, limits: LoginLimits): LoginLimiter {
  const addressCounter = (attempt: LoginAttempt) => `login:ip:${addressKey(attempt.address)}`;
  const accountCounter = (attempt: LoginAttempt) => `login:account:${hash(attempt.account)}`;

  /** Counts one against `key`; when that passes `max`, gives it back and says how long to wait. */
  const take = async (key: string, max: number): Promise<number> => {
    const { count, resetInMs } = await store.hit(key, limits.windowMs);
    if (count <= max) return 0;
    await store.hit(key, limits.windowMs, -1);
    return Math.max(1, Math.ceil(resetInMs / 1000));
  };
  const giveBack = (key: string) => store.hit(key, limits.windowMs, -1).then(() => undefined);

  return {
    async reserve(attempt) {
      const byAddress = addressCounter(attempt);
      const addressWait = await take(byAddress, limits.maxFailuresPerAddress);
      if (addressWait > 0) {
        return { retryAfterSeconds: addressWait, succeeded: nothingHeld, cancel: nothingHeld };
      }
      const held = [byAddress];
      if (!attempt.knownDevice) {
        const byAccount = accountCounter(attempt);
        const accountWait = await take(byAccount, limits.maxFailuresPerAccount);
        if (accountWait > 0) {
          await giveBack(byAddress);
          return { retryAfterSeconds: accountWait, succeeded: nothingHeld, cancel: nothingHeld };
        }
        held.push(byAccount);
      }
      // Success gives back only this attempt, never the others' failures: an owner signing in
      // while someone guesses does not hand the guesser a fresh allowance.
      const release = async () => {
        await Promise.all(held.map(giveBack));
      };
      return { retryAfterSeconds: 0, succeeded: release, cancel: release };
    },
  };
}
