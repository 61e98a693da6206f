import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Deck, UpdateDeckBody } from '@quietdesk/core/api/flashcards';
import { apiFetch } from '~/lib/api-client';
import { flashcardKeys } from './query-keys';

/** PATCH /api/flashcards/decks/:id: rename, or set/clear the exam date. */
export const updateDeck = (id: string, body: UpdateDeckBody) =>
  apiFetch<Deck>(`/flashcards/decks/${encodeURIComponent(id)}`, { method: 'PATCH', body });

export function useUpdateDeck(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateDeckBody) => updateDeck(id, body),
    onSuccess: (deck) => {
      queryClient.setQueryData(flashcardKeys.deck(id), deck);
      return queryClient.invalidateQueries({ queryKey: flashcardKeys.all });
    },
  });
}
