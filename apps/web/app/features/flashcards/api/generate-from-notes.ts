import { useMutation } from '@tanstack/react-query';
import type { FlashcardCount } from '@quietdesk/core/api/flashcards';
import { apiFetch } from '~/lib/api-client';

/** POST /api/flashcards/generate-from-notes: cards using only what the notes say. */
function generateFromNotes(notes: string, count: FlashcardCount): Promise<unknown> {
  return apiFetch<unknown>('/flashcards/generate-from-notes', {
    method: 'POST',
    body: { notes, count },
    timeoutMs: 65_000,
  });
}

export function useGenerateFromNotes() {
  return useMutation({
    mutationFn: ({ notes, count }: { notes: string; count: FlashcardCount }) =>
      generateFromNotes(notes, count),
  });
}
