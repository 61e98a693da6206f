import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DueList } from '@quietdesk/core/api/flashcards';
import { apiFetch } from '~/lib/api-client';
import { flashcardKeys } from './query-keys';

/** GET /api/flashcards/decks/:id/due: cards due now with each rating's next interval. */
const getDue = (deckId: string) =>
  apiFetch<DueList>(`/flashcards/decks/${encodeURIComponent(deckId)}/due`);

const dueQuery = (deckId: string) =>
  queryOptions({
    queryKey: flashcardKeys.due(deckId),
    queryFn: () => getDue(deckId),
    // A session works from the list it started with; ratings do not refetch it under the person.
    staleTime: Infinity,
    gcTime: 0,
  });

export function useDue(deckId: string) {
  return useQuery(dueQuery(deckId));
}
