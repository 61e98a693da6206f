import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { clearPersonalData } from '~/lib/storage';

/** POST /api/account/sign-out-everywhere: ends every session, this browser's too. */
export const signOutEverywhere = () =>
  apiFetch<void>('/account/sign-out-everywhere', { method: 'POST' });

export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutEverywhere,
    // Nothing of the person may stay on screen or in this browser (a shared computer).
    onSuccess: async () => {
      await clearPersonalData();
      queryClient.removeQueries();
    },
  });
}
