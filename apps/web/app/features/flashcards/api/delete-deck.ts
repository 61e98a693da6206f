import { apiDelete } from '~/lib/api-client';
import { useDeleteById } from '~/lib/use-delete-by-id';
import { flashcardKeys } from './query-keys';

/** DELETE /api/flashcards/decks/:id. */
const deleteDeck = (id: string) => apiDelete(`/flashcards/decks/${encodeURIComponent(id)}`);

export const useDeleteDeck = () =>
  useDeleteById(deleteDeck, flashcardKeys.deck, (queryClient) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: flashcardKeys.decks() }),
      // Today and the forecast list the deck's cards.
      queryClient.invalidateQueries({ queryKey: ['study'] }),
    ]),
  );
