import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { flashcardKeys } from './query-keys';

/** DELETE /api/flashcards/decks/:id/cards/:cardId. */
export const deleteCard = (deckId: string, cardId: string) =>
  apiFetch<void>(
    `/flashcards/decks/${encodeURIComponent(deckId)}/cards/${encodeURIComponent(cardId)}`,
    { method: 'DELETE' },
  );

export function useDeleteCard(deckId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => deleteCard(deckId, cardId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flashcardKeys.all }),
  });
}
