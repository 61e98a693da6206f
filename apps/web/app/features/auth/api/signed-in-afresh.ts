import type { QueryClient } from '@tanstack/react-query';

/**
 * After a reset or a recovery code the server signs this browser in to the account: whose data
 * every screen shows has changed, so nothing cached for the guest before may stay.
 */
export function forgetCachedData(queryClient: QueryClient) {
  queryClient.removeQueries();
}
