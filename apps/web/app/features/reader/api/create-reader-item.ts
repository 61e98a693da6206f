import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReaderItemBody, ReaderItemSummary } from '@quietdesk/core/api/reader';
import { apiFetch } from '~/lib/api-client';
import { readerKeys } from './query-keys';

/** POST /api/reader/items: keep an opened text in the library. */
const createReaderItem = (body: CreateReaderItemBody) =>
  apiFetch<ReaderItemSummary>('/reader/items', { method: 'POST', body, timeoutMs: 120_000 });

export function useCreateReaderItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReaderItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: readerKeys.items(), exact: true }),
  });
}
