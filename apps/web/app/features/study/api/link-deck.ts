import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';

/** PATCH /api/flashcards/decks/:id with plan_id: the deck is studied for that plan (or none). */
const linkDeck = (deckId: string, planId: string | null) =>
  apiFetch<unknown>(`/flashcards/decks/${encodeURIComponent(deckId)}`, {
    method: 'PATCH',
    body: { plan_id: planId },
  });

export function useLinkDeck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ deckId, planId }: { deckId: string; planId: string | null }) =>
      linkDeck(deckId, planId),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['study'] }),
        // The flashcards screen's copy of the deck shows its plan too.
        client.invalidateQueries({ queryKey: ['flashcards', 'decks'] }),
      ]),
  });
}
