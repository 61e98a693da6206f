import { ApiError } from '~/lib/api-client';
import type { ReaderInput } from '@quietdesk/core/fixation/process';

/**
 * docs/product.md §8: the server's `detail` when it sent one; 'Failed to process URL' / 'Failed to process
 * text' for an answer without one; '... Please try again.' when the request never got an answer
 * (network error) or anything else went wrong on our side.
 */
export function readerErrorMessage(error: unknown, kind: ReaderInput['kind']): string {
  const what = kind === 'url' ? 'URL' : 'text';
  if (error instanceof ApiError) return error.detail ?? `Failed to process ${what}`;
  return `Failed to process ${what}. Please try again.`;
}
