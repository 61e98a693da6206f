import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LimitStore } from '../../limits/limit-store.ts';
import { forEachLimitStore, type OpenLimitStore } from '../../limits/limit-store.test-helpers.ts';
import { createHash } from 'node:crypto';
import { createSharedLoginLimiter, type LoginAttempt, type LoginLimiter } from './login-limiter.ts';

const sha = (value: string) => createHash('sha256').update(value).digest('base64url');

// Two limiters on one store stand for two server processes: what one counts, the other enforces.
// The database store runs on PGlite, or PostgreSQL with TEST_DATABASE_URL; Redis with
// TEST_REDIS_URL.
const LIMITS = { maxFailuresPerAccount: 3, maxFailuresPerAddress: 5, windowMs: 60_000 };

function contract(name: string, canAdvance: boolean, open: OpenLimitStore) {
  describe(name, () => {
    let store: LimitStore;
    let advance: ((ms: number) => void) | undefined;
    let a: LoginLimiter;
    let b: LoginLimiter;
    // Fresh names per run: Redis keeps counters between runs.
    const run = Math.random().toString(36).slice(2);
    const account = (label: string) => `${label}.${run}@example.com`;
    // One /64 per number (an IPv6 /64 counts as one client), new on every run.
    const prefix = Math.floor(Math.random() * 0xffff).toString(16);
    const address = (n: number) => `2001:db8:${prefix}:${n.toString(16)}::1`;

    beforeAll(async () => {
      ({ store, advance } = await open());
      a = createSharedLoginLimiter(store, LIMITS);
      b = createSharedLoginLimiter(store, LIMITS);
    }, 180_000); // PGlite takes long to open on a busy machine
    afterAll(async () => {
      await store?.close();
    });

    /** A wrong password: reserved and never given back. Returns the wait (0 = was checked). */
    const fail = async (limiter: LoginLimiter, attempt: LoginAttempt) =>
      (await limiter.reserve(attempt)).retryAfterSeconds;

    it('attempts sent at once on two processes: no more are checked than the limit', async () => {
      const victim = account('burst');
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          (index % 2 ? a : b).reserve({ account: victim, address: address(100 + index) }),
        ),
      );
      const checked = results.filter((result) => result.retryAfterSeconds === 0);
      expect(checked).toHaveLength(LIMITS.maxFailuresPerAccount);
      // The refused ones held nothing: the account is at its limit, not past it.
      expect((await store.peek(`login:account:${sha(victim)}`))?.count).toBe(3);
    });

    it('failures counted by one process lock the account on the other', async () => {
      const victim = account('victim');
      for (let index = 0; index < 3; index += 1) {
        expect(await fail(a, { account: victim, address: address(index) })).toBe(0);
      }
      const wait = await fail(b, { account: victim, address: address(99) });
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
    });

    it('a right password gives its attempt back; a check that never ran too', async () => {
      const owner = account('typo');
      await fail(a, { account: owner, address: address(10) });
      await fail(a, { account: owner, address: address(10) });
      for (let index = 0; index < 5; index += 1) {
        const right = await b.reserve({ account: owner, address: address(10) });
        expect(right.retryAfterSeconds).toBe(0);
        await (index % 2 ? right.succeeded() : right.cancel());
      }
      // Still two failures: one more wrong password is checked, the next is refused.
      expect(await fail(a, { account: owner, address: address(11) })).toBe(0);
      expect(await fail(a, { account: owner, address: address(12) })).toBeGreaterThan(0);
    });

    it('a known device is exempt from the per-account limit, not from the address limit', async () => {
      const owner = account('owner');
      for (let index = 0; index < 3; index += 1) {
        await fail(b, { account: owner, address: address(30 + index) });
      }
      expect(await fail(a, { account: owner, address: address(40) })).toBeGreaterThan(0);
      const known = { account: owner, address: address(41), knownDevice: true };
      for (let index = 0; index < 5; index += 1) expect(await fail(b, known)).toBe(0);
      expect(await fail(a, known)).toBeGreaterThan(0); // the address's 5 are used
    });

    it('limits an address across accounts on both processes', async () => {
      const attacker = address(50);
      for (let index = 0; index < 5; index += 1) {
        await fail(index % 2 ? a : b, { account: account(`nobody${index}`), address: attacker });
      }
      const fresh = { account: account('fresh'), address: attacker };
      expect(await fail(a, fresh)).toBeGreaterThan(0);
      expect(await fail(b, fresh)).toBeGreaterThan(0);
      expect(await fail(b, { ...fresh, address: address(51) })).toBe(0);
    });

    it.runIf(canAdvance)('a lock ends with its window', async () => {
      const locked = account('window');
      for (let index = 0; index < 3; index += 1) {
        await fail(a, { account: locked, address: address(60 + index) });
      }
      expect(await fail(b, { account: locked, address: address(70) })).toBeGreaterThan(0);
      advance!(60_001);
      expect(await fail(b, { account: locked, address: address(70) })).toBe(0);
    });
  });
}

forEachLimitStore(contract);
