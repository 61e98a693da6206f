import type { AiProviderName, DatabaseKind, Health } from '@quietdesk/core/api/health';
import { serviceUnavailable } from '../../http/errors.ts';
import type { HealthRepository } from './health.repository.ts';

export function createHealthService(
  repository: HealthRepository,
  info: { database: DatabaseKind; aiProvider: AiProviderName; version: string },
) {
  return {
    async check(): Promise<Health> {
      try {
        await repository.ping();
      } catch {
        // A health probe must answer "not ready" rather than 500 so orchestrators can retry.
        throw serviceUnavailable('The database is not answering.');
      }
      return {
        status: 'ok',
        database: info.database,
        ai_provider: info.aiProvider,
        version: info.version,
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
