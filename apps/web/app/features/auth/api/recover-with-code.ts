import type { RecoverBody } from '@quietdesk/core/api/auth';
import { apiFetch } from '~/lib/api-client';
import { useSignInAfresh } from './signed-in-afresh';

/** POST /api/auth/recover: a recovery code sets the password and signs this browser in. */
const recoverWithCode = (body: RecoverBody) =>
  apiFetch<void>('/auth/recover', { method: 'POST', body });

export const useRecoverWithCode = () => useSignInAfresh(recoverWithCode);
