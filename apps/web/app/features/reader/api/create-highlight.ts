import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateHighlightBody, Highlight, ReaderItem } from '@quietdesk/core/api/reader';
import { apiFetch } from '~/lib/api-client';
import { readerKeys } from './query-keys';

/** POST /api/reader/items/:id/highlights. */
const createHighlight = (itemId: string, body: CreateHighlightBody) =>
  apiFetch<Highlight>(`/reader/items/${encodeURIComponent(itemId)}/highlights`, {
    method: 'POST',
    body,
  });

export function useCreateHighlight(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateHighlightBody) => createHighlight(itemId, body),
    onSuccess: (highlight) => {
      // The open item shows it at once, without refetching its whole text.
      queryClient.setQueryData<ReaderItem>(readerKeys.item(itemId), (item) =>
        item
          ? {
              ...item,
              highlights: [...item.highlights, highlight].sort((a, b) => a.start - b.start),
              highlight_count: item.highlight_count + 1,
            }
          : item,
      );
      return queryClient.invalidateQueries({ queryKey: readerKeys.items(), exact: true });
    },
  });
}
