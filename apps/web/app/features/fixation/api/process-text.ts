import type { ProcessTextRequestInput } from '@quietdesk/core/fixation/schemas';
import { apiFetch } from '~/lib/api-client';
import type { ReaderResult } from './reader-result';

/** POST /api/fixation-reading/process-text (docs/product.md §7). */
export function processText(
  text: string,
  ratio: number,
  signal?: AbortSignal,
): Promise<ReaderResult> {
  const body: ProcessTextRequestInput = {
    text,
    fixation_point_ratio: ratio,
    include_analysis: true,
  };
  return apiFetch<ReaderResult>('/fixation-reading/process-text', {
    method: 'POST',
    body,
    signal,
  });
}
