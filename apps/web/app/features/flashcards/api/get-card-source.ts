import { useQuery } from '@tanstack/react-query';
import type { ReaderCardSource } from '@quietdesk/core/api/reader';
import { ApiError, apiFetch } from '~/lib/api-client';

/**
 * GET /api/reader/card-sources/:cardId: the reading a card was made from, or null for a card
 * that was not made from a highlight (the server answers 404).
 */
const getCardSource = async (cardId: string): Promise<ReaderCardSource | null> => {
  try {
    return await apiFetch<ReaderCardSource>(`/reader/card-sources/${encodeURIComponent(cardId)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

export function useCardSource(cardId: string) {
  return useQuery({
    queryKey: ['flashcards', 'card-source', cardId],
    queryFn: () => getCardSource(cardId),
    staleTime: 5 * 60_000,
  });
}
