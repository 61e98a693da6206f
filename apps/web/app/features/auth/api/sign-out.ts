import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';

/** POST /api/auth/logout: ends this browser's session. */
export const signOut = () => apiFetch<void>('/auth/logout', { method: 'POST' });

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    // Nothing cached for the account may stay on screen once it is signed out.
    onSuccess: () => queryClient.removeQueries(),
  });
}
