import { useQuery } from '@tanstack/react-query';
import type { ReaderItemSummary } from '@quietdesk/core/api/reader';
import { apiFetch } from '~/lib/api-client';
import { readerKeys } from './query-keys';

/** GET /api/reader/items: the library, last read first. */
const getReaderItems = () => apiFetch<ReaderItemSummary[]>('/reader/items');

export function useReaderItems() {
  return useQuery({ queryKey: readerKeys.items(), queryFn: getReaderItems });
}
