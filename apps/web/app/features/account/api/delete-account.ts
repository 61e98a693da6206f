import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@quietdesk/core/api/auth';
import { apiFetch } from '~/lib/api-client';
import { clearPersonalData } from '~/lib/storage';

/** DELETE /api/account: the account and everything it owns, for good. */
export const deleteAccount = (body: DeleteAccountBody) =>
  apiFetch<void>('/account', { method: 'DELETE', body });

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    // Nothing of the person may stay on screen or in this browser (a shared computer).
    onSuccess: async () => {
      await clearPersonalData();
      queryClient.removeQueries();
    },
  });
}
