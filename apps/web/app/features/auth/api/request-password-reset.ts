import { useMutation } from '@tanstack/react-query';
import type { PasswordResetBody } from '@quietdesk/core/api/auth';
import { apiFetch } from '~/lib/api-client';

/** POST /api/auth/password-reset: the same answer whether or not the address has an account. */
const requestPasswordReset = (body: PasswordResetBody) =>
  apiFetch<{ message: string }>('/auth/password-reset', { method: 'POST', body });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
