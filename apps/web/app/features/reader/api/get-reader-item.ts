import { useQuery } from '@tanstack/react-query';
import type { ReaderItem } from '@quietdesk/core/api/reader';
import { apiFetch } from '~/lib/api-client';
import { readerKeys } from './query-keys';

/** GET /api/reader/items/:id: the text, its pages or chapters and its highlights. */
const getReaderItem = (id: string) =>
  apiFetch<ReaderItem>(`/reader/items/${encodeURIComponent(id)}`);

export function useReaderItem(id: string | null) {
  return useQuery({
    queryKey: readerKeys.item(id ?? ''),
    queryFn: () => getReaderItem(id!),
    enabled: id !== null,
    // The open text is this tab's: refetching under the person would move their place.
    staleTime: Infinity,
  });
}
