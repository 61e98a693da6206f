import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReaderItem, ReaderItemSummary } from '@quietdesk/core/api/reader';
import { apiFetch } from '~/lib/api-client';
import { readerKeys } from './query-keys';

/** PATCH /api/reader/items/:id: where the person stopped. */
export const savePosition = (id: string, position: number) =>
  apiFetch<ReaderItemSummary>(`/reader/items/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { position },
  });

export function useSavePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, position }: { id: string; position: number }) => savePosition(id, position),
    onSuccess: (summary) => {
      // The open text keeps its cached copy (refetching megabytes on every save would be waste),
      // so the copy learns the place: reopened in this tab, it opens there.
      queryClient.setQueryData<ReaderItem>(readerKeys.item(summary.id), (item) =>
        item ? { ...item, position: summary.position, opened_at: summary.opened_at } : item,
      );
      return queryClient.invalidateQueries({ queryKey: readerKeys.items(), exact: true });
    },
  });
}
