import type { AiProviderName, DatabaseKind, Health } from '@quietdesk/core/api/health';
import type { Clock } from '../../clock.ts';
import { serviceUnavailable } from '../../http/errors.ts';
import type { HealthRepository } from './health.repository.ts';

/**
 * How long a successful database probe is trusted. A load balancer or a monitoring loop can
 * call /api/health thousands of times a second; one database round trip per second is enough
 * to notice an outage, and it keeps the probe from competing with real queries (PGlite runs
 * every query on the one Node thread).
 */
export const HEALTH_PROBE_TTL_MS = 1000;

export function createHealthService(
  repository: HealthRepository,
  info: { database: DatabaseKind; aiProvider: AiProviderName; aiLabel?: string; version: string },
  clock: Clock,
) {
  let lastOkAt = Number.NEGATIVE_INFINITY;
  let probe: Promise<void> | undefined;

  async function probeDatabase(): Promise<void> {
    if (clock().getTime() - lastOkAt < HEALTH_PROBE_TTL_MS) return;
    // Concurrent requests share one in-flight probe instead of queueing many.
    probe ??= repository
      .ping()
      .then(() => {
        lastOkAt = clock().getTime();
      })
      .finally(() => {
        probe = undefined;
      });
    await probe;
  }

  return {
    async check(): Promise<Health> {
      try {
        await probeDatabase();
      } catch {
        // A health probe must answer "not ready" rather than 500 so orchestrators can retry.
        throw serviceUnavailable('The database is not answering.');
      }
      return {
        status: 'ok',
        database: info.database,
        ai_provider: info.aiProvider,
        ai_label: info.aiLabel ?? info.aiProvider,
        version: info.version,
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
