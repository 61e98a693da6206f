import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, ApiError } from '~/lib/api-client';
import { flashcardKeys } from './query-keys';

/** DELETE /api/flashcards/decks/:id. */
export const deleteDeck = (id: string) =>
  apiFetch<void>(`/flashcards/decks/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        await deleteDeck(id);
      } catch (error) {
        // Already gone (another tab): the wish is fulfilled.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    },
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
