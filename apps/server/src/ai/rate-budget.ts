import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressKey, type Limiter } from '../limits/limiter.ts';
import { tooManyRequests } from '../http/errors.ts';

// Limits on AI calls, enforced before any AI route runs: every POST under /api/ai/ or whose last
// path segment starts with "generate" or "expand" (e.g. /api/flashcards/generate,
// /api/mind-maps/:id/nodes/:nodeId/expand-ai), including routes added
// later and counted in the shared limit store, so they hold across
// server processes:
// - per identity (AI_RATE_LIMIT_PER_MINUTE): one visitor;
// - per address (AI_RATE_LIMIT_PER_ADDRESS_PER_MINUTE): minting fresh guest cookies buys nothing;
// - overall (AI_RATE_LIMIT_GLOBAL_PER_MINUTE), which protects a paid model's bill or a local
//   model's capacity. Once half of it is used, addresses that already made more than a few calls
//   this minute are refused, so the other half stays for light users and an abuser on a few
//   addresses cannot lock everyone else out. Calls refused here are given back to the budget.
// docs/decisions/024-shared-limits.md.

const WINDOW_MS = 60_000;
/** An address with at most this many AI calls this minute counts as a light user. */
export const LIGHT_USER_CALLS = 3;

export interface AiLimits {
  perIdentityPerMinute: number;
  perAddressPerMinute: number;
  globalPerMinute: number;
}

const busy = (seconds: number) =>
  tooManyRequests(seconds, `The AI assistant is busy right now. Try again in ${seconds} seconds.`);

export function createAiLimitCheck(limiter: Limiter, limits: AiLimits) {
  return async function checkAiLimits(request: FastifyRequest): Promise<void> {
    const address = addressKey(request.ip);
    const rules = [];
    if (request.ownerId)
      rules.push({
        key: `ai:owner:${request.ownerId}`,
        max: limits.perIdentityPerMinute,
        windowMs: WINDOW_MS,
      });
    rules.push({ key: `ai:addr:${address}`, max: limits.perAddressPerMinute, windowMs: WINDOW_MS });
    await limiter.enforce(rules);

    const { store } = limiter;
    const [used, mine] = await Promise.all([
      store.hit('ai:global', WINDOW_MS),
      store.hit(`ai:addr:${address}`, WINDOW_MS, 0),
    ]);
    const overall = used.count > limits.globalPerMinute;
    const heavy = used.count > limits.globalPerMinute / 2 && mine.count > LIGHT_USER_CALLS;
    if (overall || heavy) {
      await store.hit('ai:global', WINDOW_MS, -1);
      throw busy(Math.max(1, Math.ceil(used.resetInMs / 1000)));
    }
  };
}

/** Routes that call the AI engine (see the top of this file). */
export const isAiRoute = (url: string) =>
  url.startsWith('/api/ai/') || /\/(generate|expand)[^/]*$/.test(url);

/** Adds the AI limits to every AI route (call before the routes register). */
export function registerAiLimits(app: FastifyInstance, limiter: Limiter, limits: AiLimits): void {
  const check = createAiLimitCheck(limiter, limits);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!isAiRoute(route.url) || !methods.includes('POST')) return;
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...existing, check] as typeof route.preHandler;
  });
}

/**
 * What the planner service asks before each AI call. The limits above already ran before its
 * handler (shared across processes), so there is nothing left for it to count.
 */
export interface AiBudget {
  take(): void;
}
export const limitsEnforcedBeforeHandler: AiBudget = { take() {} };
