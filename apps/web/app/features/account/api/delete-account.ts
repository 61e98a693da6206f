import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@quietdesk/core/api/auth';
import { apiFetch } from '~/lib/api-client';

/** DELETE /api/account: the account and everything it owns, for good. */
export const deleteAccount = (body: DeleteAccountBody) =>
  apiFetch<void>('/account', { method: 'DELETE', body });

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => queryClient.removeQueries(),
  });
}
