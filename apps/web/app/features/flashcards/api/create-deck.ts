import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDeckBody, Deck } from '@quietdesk/core/api/flashcards';
import { apiFetch } from '~/lib/api-client';
import { flashcardKeys } from './query-keys';

/** POST /api/flashcards/decks: save a set of cards as a deck. */
const createDeck = (body: CreateDeckBody) =>
  apiFetch<Deck>('/flashcards/decks', { method: 'POST', body });

export function useCreateDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeck,
    onSuccess: (deck) => {
      queryClient.setQueryData(flashcardKeys.deck(deck.id), deck);
      return queryClient.invalidateQueries({ queryKey: flashcardKeys.decks() });
    },
  });
}
