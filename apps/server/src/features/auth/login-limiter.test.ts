import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LimitStore } from '../../limits/limit-store.ts';
import { forEachLimitStore, type OpenLimitStore } from '../../limits/limit-store.test-helpers.ts';
import { createSharedLoginLimiter, type LoginLimiter } from './login-limiter.ts';

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
    });
    afterAll(async () => {
      await store?.close();
    });

    it('failures counted by one process lock the account on the other', async () => {
      const victim = account('victim');
      for (let index = 0; index < 3; index += 1) {
        const attempt = { account: victim, address: address(index) };
        expect(await a.retryAfterSeconds(attempt)).toBe(0);
        await a.recordFailure(attempt);
      }
      const wait = await b.retryAfterSeconds({ account: victim, address: address(99) });
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
    });

    it('a device token from a sign-in on one process is honoured by the other', async () => {
      const owner = account('owner');
      const device = await a.recordSuccess({ account: owner, address: address(20) });
      for (let index = 0; index < 3; index += 1) {
        await b.recordFailure({ account: owner, address: address(30 + index) });
      }
      expect(await a.retryAfterSeconds({ account: owner, address: address(40) })).toBeGreaterThan(
        0,
      );
      // The owner's browser is exempt from the per-account limit on either process.
      expect(await b.retryAfterSeconds({ account: owner, address: address(40), device })).toBe(0);
      // A made-up token is not.
      expect(
        await b.retryAfterSeconds({ account: owner, address: address(40), device: 'made-up' }),
      ).toBeGreaterThan(0);
    });

    it('limits an address across accounts on both processes', async () => {
      const attacker = address(50);
      for (let index = 0; index < 5; index += 1) {
        await (index % 2 ? a : b).recordFailure({
          account: account(`nobody${index}`),
          address: attacker,
        });
      }
      const fresh = { account: account('fresh'), address: attacker };
      expect(await a.retryAfterSeconds(fresh)).toBeGreaterThan(0);
      expect(await b.retryAfterSeconds(fresh)).toBeGreaterThan(0);
      expect(await b.retryAfterSeconds({ ...fresh, address: address(51) })).toBe(0);
    });

    it.runIf(canAdvance)('a lock ends with its window', async () => {
      const locked = account('window');
      for (let index = 0; index < 3; index += 1) {
        await a.recordFailure({ account: locked, address: address(60 + index) });
      }
      expect(await b.retryAfterSeconds({ account: locked, address: address(70) })).toBeGreaterThan(
        0,
      );
      advance!(60_001);
      expect(await b.retryAfterSeconds({ account: locked, address: address(70) })).toBe(0);
    });
  });
}

forEachLimitStore(contract);
