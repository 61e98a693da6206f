import type { LimitStore } from './limit-store.ts';

// @fastify/rate-limit keeps its counters in memory unless given a store. This adapter gives it
// the shared LimitStore, so route-level `config.rateLimit` limits hold across processes too.

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export function fastifyRateLimitStore(store: LimitStore) {
  return class SharedRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'route:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      store.hit(this.prefix + key, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object) {
      // The plugin passes the route's merged options, which include its method and URL.
      const { method, url } = (routeOptions as { routeInfo: { method: string; url: string } })
        .routeInfo;
      return new SharedRateLimitStore(undefined, `route:${method}${url}:`);
    }
  };
}
