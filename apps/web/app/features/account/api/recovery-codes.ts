import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecoveryCodes, RecoveryCodesLeft } from '@quietdesk/core/api/auth';
import { apiFetch } from '~/lib/api-client';

const codesLeftKey = ['account', 'recovery-codes'] as const;

/** GET /api/account/recovery-codes: how many unused codes the account has. */
const getRecoveryCodesLeft = (signal?: AbortSignal) =>
  apiFetch<RecoveryCodesLeft>('/account/recovery-codes', { signal });

/** POST /api/account/recovery-codes: ten new codes, shown this once; the old ones stop working. */
const generateRecoveryCodes = () =>
  apiFetch<RecoveryCodes>('/account/recovery-codes', { method: 'POST' });

export function useRecoveryCodesLeft() {
  return useQuery({
    queryKey: codesLeftKey,
    queryFn: ({ signal }) => getRecoveryCodesLeft(signal),
    // A code may have been used on another device since: asked again on every visit.
    staleTime: 0,
  });
}

export function useGenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateRecoveryCodes,
    onSuccess: ({ codes }) =>
      queryClient.setQueryData<RecoveryCodesLeft>(codesLeftKey, { remaining: codes.length }),
  });
}
