import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { createIpPolicy } from '../../net/ip-policy.ts';
import { createSafeFetcher, type UrlFetcher } from '../../net/safe-fetch.ts';
import { createExtractPool } from './extract-pool.ts';
import type { FixationRoutesOptions } from './fixation.routes.ts';
import { createFixationService } from './fixation.service.ts';
import { createTextPool } from './text-pool.ts';

/**
 * Wires the fixation feature from the config: the strict page fetcher (public internet only,
 * plus FETCH_ALLOW_PRIVATE_HOSTS) unless a fetcher is injected (tests), and the extract pool.
 */
export function fixationRoutesOptions(
  config: Config,
  log: FastifyBaseLogger,
  urlFetcher: UrlFetcher | undefined,
): FixationRoutesOptions {
  const fetchPage =
    urlFetcher ??
    createSafeFetcher({
      policy: createIpPolicy({ allowPrivateHosts: config.fetch.allowPrivateHosts }),
      timeoutMs: config.fetch.timeoutMs,
      maxBytes: config.fetch.maxBytes,
      // The caller only hears "not allowed"; the operator sees what was refused.
      onBlocked: (info) => log.warn(info, 'refused to fetch a non-public address'),
    });
  return {
    service: createFixationService({
      fetchPage,
      extractor: createExtractPool(),
      textPool: createTextPool(),
    }),
    textRateLimitPerMinute: config.textRateLimitPerMinute,
    bodyLimitBytes: config.bodyLimitBytes,
    urlRateLimitPerMinute: config.fetch.rateLimitPerMinute,
  };
}
