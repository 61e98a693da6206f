import { useQuery } from '@tanstack/react-query';
import type { RecoveryOptions } from '@quietdesk/core/api/auth';
import { apiFetch } from '~/lib/api-client';
import { authKeys } from './query-keys';

/** GET /api/auth/recovery: whether this server can mail a reset link (it has mail settings). */
const getRecoveryOptions = (signal?: AbortSignal) =>
  apiFetch<RecoveryOptions>('/auth/recovery', { signal });

export function useRecoveryOptions() {
  return useQuery({
    queryKey: authKeys.recovery(),
    queryFn: ({ signal }) => getRecoveryOptions(signal),
    // A server setting: it changes only with a restart.
    staleTime: 10 * 60_000,
  });
}
