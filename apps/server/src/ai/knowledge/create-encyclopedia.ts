import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createIpPolicy } from '../../net/ip-policy.ts';
import { createSafeFetcher } from '../../net/safe-fetch.ts';
import type { AiProvider } from '../provider.ts';
import { createDatabaseKnowledgeCache } from './knowledge-cache.ts';
import { withEncyclopedia } from './knowledge-provider.ts';
import { createKnowledgeSource } from './knowledge-source.ts';
import { createMediaWikiClient } from './mediawiki.ts';

/**
 * Puts the encyclopedia (KNOWLEDGE_API_URL) under `engine`, or returns the engine unchanged when
 * it is off. Requests go through the SSRF-safe fetcher (a private address only when
 * FETCH_ALLOW_PRIVATE_HOSTS names it) with at most half the AI time limit, so that when the
 * encyclopedia is slow the engine alone still answers within AI_TIMEOUT_MS. A whole look-up (it may
 * take several requests) gets three quarters of AI_TIMEOUT_MS, leaving the rest to the engine.
 */
export function withConfiguredEncyclopedia(
  engine: AiProvider,
  options: { config: Config; db: Db; clock: Clock; version: string },
): AiProvider {
  const { config } = options;
  const apiUrl = config.knowledge.apiUrl;
  if (!apiUrl) return engine;
  const fetch = createSafeFetcher({
    policy: createIpPolicy({ allowPrivateHosts: config.fetch.allowPrivateHosts }),
    timeoutMs: Math.min(config.fetch.timeoutMs, Math.floor(config.ai.timeoutMs / 2)),
    maxBytes: config.fetch.maxBytes,
    json: true,
    // Wikimedia asks API clients to say who they are and how to reach the operator.
    userAgent: `Quietdesk/${options.version} (${config.publicUrl ?? 'self-hosted'}; study maps and flashcards from encyclopedia articles)`,
  });
  const source = createKnowledgeSource({
    apiUrl,
    client: createMediaWikiClient({ apiUrl, fetch }),
    cache: createDatabaseKnowledgeCache(options.db, options.clock, config.knowledge.cacheTtlMs),
  });
  return withEncyclopedia(engine, source, {
    findWithinMs: Math.floor((config.ai.timeoutMs * 3) / 4),
  });
}
