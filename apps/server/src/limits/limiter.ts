import { isIPv6 } from 'node:net';
import { tooManyRequests } from '../http/errors.ts';
import type { LimitStore } from './limit-store.ts';

// Rate limits as rules over a shared LimitStore, so a limit tripped on one server process holds
// on all of them.

export interface LimitRule {
  key: string;
  max: number;
  windowMs: number;
  /** How much this request counts (e.g. characters); default 1. */
  amount?: number;
  /** The 429 sentence; default "Too many requests. Try again in N seconds." */
  detail?: (retryAfterSeconds: number) => string;
}

export interface Limiter {
  readonly store: LimitStore;
  /** Counts the request against each rule in order; throws 429 at the first one it exceeds. */
  enforce(rules: LimitRule[]): Promise<void>;
}

export function createLimiter(store: LimitStore): Limiter {
  return {
    store,
    async enforce(rules) {
      for (const rule of rules) {
        const { count, resetInMs } = await store.hit(rule.key, rule.windowMs, rule.amount ?? 1);
        if (count > rule.max) {
          const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
          throw tooManyRequests(seconds, rule.detail?.(seconds));
        }
      }
    },
  };
}

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
