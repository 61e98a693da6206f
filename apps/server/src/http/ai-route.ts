import type { FastifyRequest } from 'fastify';
import type { RateLimit } from '../limits/limiter.ts';
import { errorResponses } from './error-responses.ts';

// What every route that calls the AI engine shares (planner, mind maps, flashcards): its rate
// limits, the error replies it may give, and cancelling the AI call when the client goes away.

/** AI calls allowed per minute (AI_RATE_LIMIT_PER_MINUTE, …_PER_ADDRESS_…, …_GLOBAL_…). */
export interface AiLimits {
  perPersonPerMinute: number;
  perAddressPerMinute: number;
  globalPerMinute: number;
}

/** An address with at most this many AI calls this minute counts as a light user. */
const LIGHT_USER_CALLS = 3;

/**
 * The limits of every AI route, for its `config.rateLimit`; all AI routes share them, so a call to
 * any of them uses one unit of each (docs/decisions/024-shared-limits.md):
 * - per person: one visitor;
 * - per address: minting fresh guest cookies buys nothing;
 * - overall, which protects a paid model's bill or a local model's capacity. Once half of it is
 *   used, addresses that already made more than a few calls this minute are refused, so the other
 *   half stays for light users and an abuser on a few addresses cannot lock everyone else out.
 */
export const aiRateLimits = (limits: AiLimits): RateLimit[] => [
  { name: 'ai', key: 'person', max: limits.perPersonPerMinute, per: 'minute' },
  { name: 'ai', key: 'address', max: limits.perAddressPerMinute, per: 'minute' },
  {
    name: 'ai',
    key: 'everyone',
    max: limits.globalPerMinute,
    per: 'minute',
    lightUseAtMost: LIGHT_USER_CALLS,
    detail: (seconds) => `The AI assistant is busy right now. Try again in ${seconds} seconds.`,
  },
];

/**
 * Error replies of an AI route: 422 a refusal (`detail`, and `candidates` where the engine knows
 * close senses), 429 a limit, 502/503/504 the engine failed, is not configured or ran out of time.
 */
export const aiErrorResponses = errorResponses(422, 429, 502, 503, 504);

/** Aborts the AI call when the client goes away before the answer is ready. */
export function abortOnClose(request: FastifyRequest): AbortSignal {
  const controller = new AbortController();
  request.raw.once('close', () => {
    if (!request.raw.complete || request.raw.destroyed) controller.abort();
  });
  return controller.signal;
}
