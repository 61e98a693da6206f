import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportResponse } from '@quietdesk/core/api/flashcards';
import { apiFetch } from '~/lib/api-client';
import { flashcardKeys } from './query-keys';

/** POST /api/flashcards/decks/import: Anki text or CSV becomes a deck; skipped lines are listed. */
export const importDeck = (title: string, text: string) =>
  apiFetch<ImportResponse>('/flashcards/decks/import', { method: 'POST', body: { title, text } });

export function useImportDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ title, text }: { title: string; text: string }) => importDeck(title, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flashcardKeys.decks() }),
  });
}
