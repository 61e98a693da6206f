import { apiFetch } from '~/lib/api-client';
import { useDeleteById } from '~/lib/use-delete-by-id';
import { readerKeys } from './query-keys';

/** DELETE /api/reader/items/:id: the item and its highlights (cards made from them stay). */
const deleteReaderItem = (id: string) =>
  apiFetch<null>(`/reader/items/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useDeleteReaderItem = () =>
  useDeleteById(deleteReaderItem, readerKeys.item, (queryClient) =>
    queryClient.invalidateQueries({ queryKey: readerKeys.items(), exact: true }),
  );
