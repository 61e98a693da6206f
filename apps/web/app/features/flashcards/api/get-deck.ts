import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Deck } from '@quietdesk/core/api/flashcards';
import { apiFetch } from '~/lib/api-client';
import { flashcardKeys } from './query-keys';

/** GET /api/flashcards/decks/:id with all cards. */
const getDeck = (id: string) => apiFetch<Deck>(`/flashcards/decks/${encodeURIComponent(id)}`);

const deckQuery = (id: string) =>
  queryOptions({ queryKey: flashcardKeys.deck(id), queryFn: () => getDeck(id), retry: false });

export function useDeck(id: string) {
  return useQuery(deckQuery(id));
}
