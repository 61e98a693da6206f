import type { Clock } from '../clock.ts';
import { tooManyRequests } from '../http/errors.ts';

// The overall cap on AI calls per minute, shared by every client and every AI route. The per-client
// limit (@fastify/rate-limit) stops one visitor; this stops many visitors together from running up
// a paid model's bill or saturating a local one. A fixed one-minute window is enough here.

export interface AiBudget {
  /** Throws 429 (with Retry-After) when this minute's budget is spent; otherwise counts one call. */
  take(): void;
}

export function createAiBudget(perMinute: number, clock: Clock): AiBudget {
  let windowStart = 0;
  let used = 0;
  return {
    take() {
      const now = clock().getTime();
      if (now - windowStart >= 60_000) {
        windowStart = now;
        used = 0;
      }
      if (used >= perMinute) {
        const seconds = Math.ceil((windowStart + 60_000 - now) / 1000);
        throw tooManyRequests(
          seconds,
          `The AI assistant is busy right now. Try again in ${Math.max(1, seconds)} seconds.`,
        );
      }
      used++;
    },
  };
}
