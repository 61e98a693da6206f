import type { DeleteAccountBody } from '@quietdesk/core/api/auth';
import { apiFetch } from '~/lib/api-client';
import { useLeavingMutation } from '~/lib/query-client';

/** DELETE /api/account: the account and everything it owns, for good. */
export const deleteAccount = (body: DeleteAccountBody) =>
  apiFetch<void>('/account', { method: 'DELETE', body });

export const useDeleteAccount = () => useLeavingMutation(deleteAccount);
