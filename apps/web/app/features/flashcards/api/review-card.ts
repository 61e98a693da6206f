import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewBody, ReviewResult } from '@quietdesk/core/api/flashcards';
import { apiFetch } from '~/lib/api-client';
import { flashcardKeys } from './query-keys';

/** POST /api/flashcards/decks/:id/cards/:cardId/reviews: FSRS schedules the card. */
const reviewCard = (deckId: string, cardId: string, body: ReviewBody) =>
  apiFetch<ReviewResult>(
    `/flashcards/decks/${encodeURIComponent(deckId)}/cards/${encodeURIComponent(cardId)}/reviews`,
    { method: 'POST', body },
  );

export function useReviewCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deckId, cardId, body }: { deckId: string; cardId: string; body: ReviewBody }) =>
      reviewCard(deckId, cardId, body),
    onSuccess: (_, { deckId }) =>
      Promise.all([
        // Exact keys: the running review session's due list must not refetch under the person.
        queryClient.invalidateQueries({ queryKey: flashcardKeys.decks(), exact: true }),
        queryClient.invalidateQueries({ queryKey: flashcardKeys.deck(deckId), exact: true }),
        queryClient.invalidateQueries({ queryKey: flashcardKeys.streak() }),
        // Today, the heatmap and the forecast count reviews too.
        queryClient.invalidateQueries({ queryKey: ['study'] }),
      ]),
  });
}
