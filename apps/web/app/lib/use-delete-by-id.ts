import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/**
 * A mutation that deletes one thing by id. Once it is gone, its own cached copy (`cachedAs`) is
 * dropped and `refresh` brings up to date what listed it.
 */
export function useDeleteById(
  remove: (id: string) => Promise<unknown>,
  cachedAs: (id: string) => QueryKey,
  refresh: (queryClient: QueryClient) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remove,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: cachedAs(id) });
      return refresh(queryClient);
    },
  });
}
