import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A call after which the server has signed this browser in to the account (a reset, a recovery
 * code): whose data every screen shows has changed, so nothing cached for the guest may stay.
 */
export function useSignInAfresh<Body>(call: (body: Body) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.removeQueries(),
  });
}
