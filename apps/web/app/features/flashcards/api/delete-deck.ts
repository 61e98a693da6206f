import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '~/lib/api-client';
import { flashcardKeys } from './query-keys';

/** DELETE /api/flashcards/decks/:id. */
const deleteDeck = (id: string) => apiDelete(`/flashcards/decks/${encodeURIComponent(id)}`);

export function useDeleteDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeck,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: flashcardKeys.deck(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: flashcardKeys.decks() }),
        // Today and the forecast list the deck's cards.
        queryClient.invalidateQueries({ queryKey: ['study'] }),
      ]);
    },
  });
}
