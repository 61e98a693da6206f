import type { FastifyRequest } from 'fastify';
import { errorSchema } from '@quietdesk/core/api/errors';

// What every route that calls the AI engine shares (planner, mind maps, flashcards): the key its
// per-client rate limit counts by, the error replies it may give, and cancelling the AI call
// when the client goes away.

/**
 * Rate-limit key: the owner when the cookie resolved to one (the identity hook runs first),
 * otherwise the IP. A made-up cookie resolves to nothing, so it cannot buy a fresh allowance.
 */
export const aiRateLimitKey = (request: FastifyRequest): string =>
  request.ownerId ? `owner:${request.ownerId}` : `ip:${request.ip}`;

/** The per-client limit of an AI route, for the route's `config.rateLimit`. */
export const aiRateLimit = (perMinute: number) => ({
  max: perMinute,
  timeWindow: '1 minute',
  keyGenerator: aiRateLimitKey,
});

/**
 * Error replies of an AI route: 422 a refusal (`detail`, and `candidates` where the engine knows
 * close senses), 429 a limit, 502/503/504 the engine failed, is not configured or ran out of time.
 */
export const aiErrorResponses = {
  422: errorSchema,
  429: errorSchema,
  502: errorSchema,
  503: errorSchema,
  504: errorSchema,
};

/** Aborts the AI call when the client goes away before the answer is ready. */
export function abortOnClose(request: FastifyRequest): AbortSignal {
  const controller = new AbortController();
  request.raw.once('close', () => {
    if (!request.raw.complete || request.raw.destroyed) controller.abort();
  });
  return controller.signal;
}
