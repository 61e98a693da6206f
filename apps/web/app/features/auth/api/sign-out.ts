import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { clearPersonalData } from '~/lib/storage';

/** POST /api/auth/logout: ends this browser's session. */
export const signOut = () => apiFetch<void>('/auth/logout', { method: 'POST' });

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    // Nothing of the person may stay on screen or in this browser (a shared computer).
    onSuccess: async () => {
      await clearPersonalData();
      queryClient.removeQueries();
    },
  });
}
