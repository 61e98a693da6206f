import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@quietdesk/core/api/auth';
import { apiFetch } from '~/lib/api-client';

/** POST /api/account/password: every other session of the account is signed out. */
export const changePassword = (body: ChangePasswordBody) =>
  apiFetch<void>('/account/password', { method: 'POST', body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
