import { useQuery } from '@tanstack/react-query';
import type { Me } from '@quietdesk/core/api/auth';
import { apiFetch } from '~/lib/api-client';
import { authKeys } from './query-keys';

/** GET /api/auth/me: visitor, guest (with data) or signed-in account. */
const getMe = (signal?: AbortSignal) => apiFetch<Me>('/auth/me', { signal });

export function useMe() {
  return useQuery({
    queryKey: authKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
    // Always asked again when a screen mounts: a first write elsewhere may have made a guest.
    staleTime: 0,
  });
}
