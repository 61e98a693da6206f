import { useQuery } from '@tanstack/react-query';
import type { DeckSummary } from '@quietdesk/core/api/flashcards';
import { apiFetch } from '~/lib/api-client';
import { readerKeys } from './query-keys';

/** GET /api/flashcards/decks: the decks a highlight's card can go into. */
export const getDecks = () => apiFetch<DeckSummary[]>('/flashcards/decks');

export function useDecks(enabled: boolean) {
  return useQuery({ queryKey: readerKeys.decks(), queryFn: getDecks, enabled });
}
