import { useQuery } from '@tanstack/react-query';
import type { Me } from '@quietdesk/core/api/auth';
import { apiFetch } from '~/lib/api-client';
import { takeMeSeed } from './me-seed';
import { authKeys } from './query-keys';

/** GET /api/auth/me: visitor, guest (with data) or signed-in account. */
const getMe = (signal?: AbortSignal) => apiFetch<Me>('/auth/me', { signal });

export function useMe() {
  return useQuery({
    queryKey: authKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
    // The answer the page was sent with, if any, so a screen rendered with it hydrates as sent.
    initialData: takeMeSeed,
    // Always asked again when a screen mounts: a first write elsewhere may have made a guest.
    staleTime: 0,
  });
}
