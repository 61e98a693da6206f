import type { Clock } from '../../clock.ts';

// Who a token belongs to, remembered for a moment so that a burst of API calls from one browser
// costs one database lookup instead of one each (docs/decisions/027-identity-cache.md).
// Entries live at most `ttlMs`: a session or guest ended by another server process stops working
// here within that time, with no message between processes. Ending one here evicts it at once.
// Only answers that found an owner are kept: an unknown token is asked again every time, so a
// token that has just been created is never refused.

export interface IdentityCacheOptions {
  /** How long an answer is trusted; at most 1 s (docs/security.md). */
  ttlMs: number;
  /** Least recently used entries go first beyond this many. */
  maxEntries: number;
}

export const DEFAULT_IDENTITY_CACHE: IdentityCacheOptions = { ttlMs: 500, maxEntries: 10_000 };

interface Entry {
  ownerId: string;
  /** Both clocks must agree the entry is fresh: the monotonic one for real time, the app's so
   *  that a test moving its clock (e.g. past a session's inactivity timeout) is not answered from
   *  before the jump. */
  expiresAt: number;
  appTimeAt: number;
}

interface IdentityCache {
  /** The owner for `key`, from memory when fresh, else from `load` (shared by concurrent calls). */
  get(key: string, load: () => Promise<string | undefined>): Promise<string | undefined>;
  /** The fresh owner for `key` without loading, or undefined. */
  peek(key: string): string | undefined;
  /** Forgets one key now. */
  evict(key: string): void;
  /** Forgets every key that maps to this owner now. */
  evictOwner(ownerId: string): void;
  readonly size: number;
}

export function createIdentityCache(
  clock: Clock,
  { ttlMs, maxEntries }: IdentityCacheOptions = DEFAULT_IDENTITY_CACHE,
): IdentityCache {
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<string | undefined>>();
  // Bumped by every eviction: a lookup that started before one may have read a row that is gone
  // now, so its answer is used once but not remembered.
  let evictions = 0;

  const fresh = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const appAge = clock().getTime() - entry.appTimeAt;
    if (performance.now() >= entry.expiresAt || appAge >= ttlMs || appAge < 0) {
      entries.delete(key);
      return undefined;
    }
    // Map order is insertion order: moving the entry to the end keeps the oldest-used first.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  return {
    peek: (key) => fresh(key)?.ownerId,

    get(key, load) {
      const hit = fresh(key);
      if (hit) return Promise.resolve(hit.ownerId);
      const pending = loading.get(key);
      if (pending) return pending;
      const startedAt = performance.now();
      const appTimeAt = clock().getTime();
      const generation = evictions;
      const promise = load().then(
        (ownerId) => {
          if (loading.get(key) === promise) loading.delete(key);
          if (ownerId !== undefined && generation === evictions) {
            entries.delete(key);
            entries.set(key, { ownerId, expiresAt: startedAt + ttlMs, appTimeAt });
            if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
          }
          return ownerId;
        },
        (error: unknown) => {
          if (loading.get(key) === promise) loading.delete(key);
          throw error;
        },
      );
      loading.set(key, promise);
      return promise;
    },

    evict(key) {
      evictions += 1;
      entries.delete(key);
      loading.delete(key);
    },

    evictOwner(ownerId) {
      evictions += 1;
      for (const [key, entry] of entries) if (entry.ownerId === ownerId) entries.delete(key);
      // A lookup in flight may be for this owner; later callers start a fresh one.
      loading.clear();
    },

    get size() {
      return entries.size;
    },
  };
}
