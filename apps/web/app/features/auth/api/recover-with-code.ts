import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecoverBody } from '@quietdesk/core/api/auth';
import { apiFetch } from '~/lib/api-client';
import { forgetCachedData } from './signed-in-afresh';

/** POST /api/auth/recover: a recovery code sets the password and signs this browser in. */
const recoverWithCode = (body: RecoverBody) =>
  apiFetch<void>('/auth/recover', { method: 'POST', body });

export function useRecoverWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recoverWithCode,
    onSuccess: () => forgetCachedData(queryClient),
  });
}
