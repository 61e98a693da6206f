import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LimitStore } from './limit-store.ts';
import { forEachLimitStore, type OpenLimitStore } from './limit-store.test-helpers.ts';
import { addressKey } from './limiter.ts';

// The same contract for every store. Redis runs when TEST_REDIS_URL is set
// (e.g. redis://127.0.0.1:6379).

function contract(name: string, canAdvance: boolean, open: OpenLimitStore) {
  describe(name, () => {
    let store: LimitStore;
    let advance: ((ms: number) => void) | undefined;
    const key = `test:${Math.random().toString(36).slice(2)}`;
    beforeAll(async () => {
      ({ store, advance } = await open());
    });
    afterAll(async () => {
      await store?.close();
    });

    it('counts hits in a window, gives hits back, and forgets on reset', async () => {
      expect((await store.hit(key, 60_000)).count).toBe(1);
      expect((await store.hit(key, 60_000, 5)).count).toBe(6);
      const back = await store.hit(key, 60_000, -1);
      expect(back.count).toBe(5);
      expect(back.resetInMs).toBeGreaterThan(50_000);
      expect(back.resetInMs).toBeLessThanOrEqual(60_000);
      await store.reset(key);
      expect((await store.hit(key, 60_000)).count).toBe(1);
    });

    it('counts concurrent hits without losing any', async () => {
      const concurrent = `${key}:c`;
      await Promise.all(Array.from({ length: 50 }, () => store.hit(concurrent, 60_000)));
      expect((await store.hit(concurrent, 60_000, 0)).count).toBe(50);
    });

    it('peeks at a counter without counting, and sees none before the first hit', async () => {
      const peeked = `${key}:p`;
      expect(await store.peek(peeked)).toBeUndefined();
      await store.hit(peeked, 60_000, 3);
      const seen = await store.peek(peeked);
      expect(seen?.count).toBe(3);
      expect(seen?.resetInMs).toBeGreaterThan(50_000);
      expect((await store.peek(peeked))?.count).toBe(3);
      await store.reset(peeked);
      expect(await store.peek(peeked)).toBeUndefined();
    });

    it.runIf(canAdvance)('starts a new window when the last one ended', async () => {
      const windowed = `${key}:w`;
      await store.hit(windowed, 1000);
      await store.hit(windowed, 1000);
      advance!(1001);
      expect((await store.hit(windowed, 1000)).count).toBe(1);
      advance!(1001);
      expect(await store.peek(windowed)).toBeUndefined();
    });
  });
}

forEachLimitStore(contract);

describe('addressKey', () => {
  it('groups IPv6 by /64 and maps IPv4-mapped addresses to IPv4', () => {
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('2001:db8:0:1::7')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0db8:0000:0001:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
