import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../http/errors.ts';
import type { LimitStore } from './limit-store.ts';

// The one request-rate limiter. A route declares its limits next to its schema, in
// `config: { rateLimit: [...] }`; registerRateLimits counts each request once per declared limit,
// after validation (a refused body costs the client nothing), in the shared LimitStore, so a limit
// reached on one server process holds on all of them (docs/decisions/053-one-rate-limiter.md).

/** Whose requests count together. */
type LimitKey =
  /** The person: the owner the cookie resolved to, else the client address (see limitKey). */
  | 'person'
  /** The client address (an IPv6 /64 counts as one), whoever is signed in. */
  | 'address'
  /** Every client together. */
  | 'everyone'
  /** A value of the request (e.g. the email a reset link is for); stored only as a hash. */
  | ((request: FastifyRequest) => string);

export interface RateLimit {
  /** Limits with the same name and key share one counter (all AI routes share "ai"). */
  name: string;
  max: number;
  per: 'minute' | 'hour';
  key: LimitKey;
  /** How much this request counts (e.g. characters); default 1. */
  amount?: (request: FastifyRequest) => number;
  /** The 429 sentence; default "Too many requests. Try again in N seconds." */
  detail?: (retryAfterSeconds: number) => string;
  /**
   * Only with key "everyone": once half of `max` is used, addresses that made more than this many
   * requests under the same name this window (their "address" limit's counter) are refused, so
   * the other half stays for light users. A request refused here is given back.
   */
  lightUseAtMost?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's request-rate limits, checked in order (limits/limiter.ts). */
    rateLimit?: RateLimit | readonly RateLimit[];
  }
}

const WINDOW_MS = { minute: 60_000, hour: 3_600_000 } as const;

/**
 * The key for a client address. An IPv6 user usually holds a whole /64, so all of it counts as
 * one client; IPv4-mapped IPv6 addresses count as the IPv4 address.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = 8 - headParts.length - tailParts.length;
  const groups = ip.includes('::')
    ? [...headParts, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailParts]
    : headParts;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The counter a request counts in. A person is the owner the cookie resolved to (the identity hook
 * ran before): their allowance follows them from one network to another, and people behind one
 * address (a classroom, a household) each have their own. A visitor without one, or with a
 * made-up cookie (it resolves to nothing), is their address, so a cookie cannot buy a fresh
 * allowance; minting real guest cookies is what the "address" limits beside it are for.
 */
function limitKey(request: FastifyRequest, limit: RateLimit): string {
  const { key, name } = limit;
  if (key === 'everyone') return `${name}:everyone`;
  if (key === 'address') return `${name}:address:${addressKey(request.ip)}`;
  if (key === 'person')
    return request.ownerId
      ? `${name}:person:owner:${request.ownerId}`
      : `${name}:person:ip:${addressKey(request.ip)}`;
  return `${name}:key:${createHash('sha256').update(key(request)).digest('base64url')}`;
}

/** Counts the request against each limit in order; throws 429 at the first one it refuses. */
async function enforce(store: LimitStore, limits: readonly RateLimit[], request: FastifyRequest) {
  for (const limit of limits) {
    const key = limitKey(request, limit);
    const windowMs = WINDOW_MS[limit.per];
    const used = await store.hit(key, windowMs, limit.amount?.(request) ?? 1);
    const { lightUseAtMost } = limit;
    const heavy = async () =>
      lightUseAtMost !== undefined &&
      used.count > limit.max / 2 &&
      ((await store.peek(limitKey(request, { ...limit, key: 'address' })))?.count ?? 0) >
        lightUseAtMost;
    if (used.count <= limit.max && !(await heavy())) continue;
    // Requests refused by a shared allowance do not use it up for the light users it keeps.
    if (lightUseAtMost !== undefined) await store.hit(key, windowMs, -1);
    const seconds = Math.max(1, Math.ceil(used.resetInMs / 1000));
    throw tooManyRequests(seconds, limit.detail?.(seconds));
  }
}

/** Makes every route's declared `config.rateLimit` count (call before the routes register). */
export function registerRateLimits(app: FastifyInstance, store: LimitStore): void {
  app.addHook('onRoute', (route) => {
    const declared = route.config?.rateLimit;
    if (!declared) return;
    const limits = [declared].flat() as readonly RateLimit[];
    const check = (request: FastifyRequest) => enforce(store, limits, request);
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [check, ...existing] as typeof route.preHandler;
  });
}
