import { QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { clearPersonalData } from './storage';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not fix itself by asking again.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < 2,
      },
    },
  });
}

/**
 * A call after which the person is gone from this browser (sign out, sign out everywhere, delete
 * the account): on success nothing of theirs may stay on screen or in storage (a shared computer).
 */
export function useLeavingMutation<TBody = void>(call: (body: TBody) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await clearPersonalData();
      queryClient.removeQueries();
    },
  });
}
