import type { ReaderItemSummary } from '@quietdesk/core/api/reader';
import { apiFetch } from '~/lib/api-client';

/** GET /api/reader/items?content_hash=…: the item kept for this content, if any. */
export async function findReaderItem(contentHash: string): Promise<ReaderItemSummary | undefined> {
  const found = await apiFetch<ReaderItemSummary[]>(
    `/reader/items?content_hash=${encodeURIComponent(contentHash)}`,
  );
  return found[0];
}
