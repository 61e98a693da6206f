import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardInput, SavedCard } from '@quietdesk/core/api/flashcards';
import { apiFetch } from '~/lib/api-client';
import { flashcardKeys } from './query-keys';

const cardsPath = (deckId: string) => `/flashcards/decks/${encodeURIComponent(deckId)}/cards`;

/** POST /api/flashcards/decks/:id/cards (new card) or PUT …/cards/:cardId (edit its text). */
const saveCard = (deckId: string, card: CardInput, cardId?: string) =>
  cardId
    ? apiFetch<SavedCard>(`${cardsPath(deckId)}/${encodeURIComponent(cardId)}`, {
        method: 'PUT',
        body: card,
      })
    : apiFetch<SavedCard>(cardsPath(deckId), { method: 'POST', body: card });

export function useSaveCard(deckId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ card, cardId }: { card: CardInput; cardId?: string }) =>
      saveCard(deckId, card, cardId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flashcardKeys.all }),
  });
}
