import { useMutation } from '@tanstack/react-query';
import type { FlashcardCount } from '@quietdesk/core/api/flashcards';
import { apiFetch } from '~/lib/api-client';

/** The server's AI time limit is a minute; allow a little more. */
const GENERATE_TIMEOUT_MS = 65_000;

/**
 * POST /api/flashcards/generate with the topic as typed (docs/product.md §7: sent untrimmed) and
 * the count (5 unless the person picks 10 or 15). The answer is checked by the caller: an empty
 * or non-array body is the "no flashcards" case.
 */
function generateFlashcards(topic: string, count: FlashcardCount): Promise<unknown> {
  return apiFetch<unknown>('/flashcards/generate', {
    method: 'POST',
    body: { topic, count },
    timeoutMs: GENERATE_TIMEOUT_MS,
  });
}

export function useGenerateFlashcards() {
  return useMutation({
    mutationFn: ({ topic, count }: { topic: string; count: FlashcardCount }) =>
      generateFlashcards(topic, count),
  });
}
