import type { PasswordResetConfirmBody } from '@quietdesk/core/api/auth';
import { apiFetch } from '~/lib/api-client';
import { useSignInAfresh } from './signed-in-afresh';

/** POST /api/auth/password-reset/confirm: sets the password and signs this browser in. */
const confirmPasswordReset = (body: PasswordResetConfirmBody) =>
  apiFetch<void>('/auth/password-reset/confirm', { method: 'POST', body });

export const useConfirmPasswordReset = () => useSignInAfresh(confirmPasswordReset);
