import type { ProcessUrlRequestInput } from '@quietdesk/core/fixation/schemas';
import { apiFetch } from '~/lib/api-client';
import type { ReaderResult } from './reader-result';

/** POST /api/fixation-reading/process-url (docs/product.md §7): the server fetches and extracts the page. */
export function processUrl(
  url: string,
  ratio: number,
  signal?: AbortSignal,
): Promise<ReaderResult> {
  const body: ProcessUrlRequestInput = { url, fixation_point_ratio: ratio, include_analysis: true };
  return apiFetch<ReaderResult>('/fixation-reading/process-url', {
    method: 'POST',
    body,
    signal,
  });
}
