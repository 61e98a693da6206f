import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReaderItemSummary } from '@quietdesk/core/api/reader';
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: readerKeys.items() }),
  });
}
