import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, RegisterBody } from '@quietdesk/core/api/auth';
import { apiFetch } from '~/lib/api-client';
import { authKeys } from './query-keys';

/** POST /api/auth/register: the guest on this browser becomes the account. */
export const register = (body: RegisterBody) =>
  apiFetch<Me>('/auth/register', { method: 'POST', body });

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (me) => queryClient.setQueryData(authKeys.me(), me),
  });
}
