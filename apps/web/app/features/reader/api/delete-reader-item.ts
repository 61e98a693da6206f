import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { readerKeys } from './query-keys';

/** DELETE /api/reader/items/:id: the item and its highlights (cards made from them stay). */
const deleteReaderItem = (id: string) =>
  apiFetch<null>(`/reader/items/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteReaderItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReaderItem,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: readerKeys.item(id) });
      return queryClient.invalidateQueries({ queryKey: readerKeys.items(), exact: true });
    },
  });
}
