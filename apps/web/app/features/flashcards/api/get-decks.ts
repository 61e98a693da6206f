import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeckSummary } from '@quietdesk/core/api/flashcards';
import { apiFetch } from '~/lib/api-client';
import { flashcardKeys } from './query-keys';

/** GET /api/flashcards/decks: the guest's decks with card and due counts. */
export const getDecks = () => apiFetch<DeckSummary[]>('/flashcards/decks');

const decksQuery = () => queryOptions({ queryKey: flashcardKeys.decks(), queryFn: getDecks });

export function useDecks() {
  return useQuery(decksQuery());
}
