import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, Me } from '@quietdesk/core/api/auth';
import { apiFetch } from '~/lib/api-client';
import { authKeys } from './query-keys';

/** POST /api/auth/login, optionally bringing this browser's guest data into the account. */
export const signIn = (body: LoginBody) => apiFetch<Me>('/auth/login', { method: 'POST', body });

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (me) => {
      // Whose data every screen shows has changed: drop everything cached for the guest. The
      // person query itself is updated in place, not removed: the header's account link stays
      // mounted across pages and keeps observing the query it started with.
      const meHash = hashKey(authKeys.me());
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== meHash });
      queryClient.setQueryData(authKeys.me(), me);
    },
  });
}
