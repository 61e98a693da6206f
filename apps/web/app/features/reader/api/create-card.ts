import type { CardInput, Deck, SavedCard } from '@quietdesk/core/api/flashcards';
import { apiFetch } from '~/lib/api-client';

/**
 * A card made from a highlight: POST /api/flashcards/decks/:id/cards into a chosen deck, or
 * POST /api/flashcards/decks for a new deck holding just this card. Answers the card's id.
 */
export async function createCard(
  target: { deckId: string } | { newDeckTitle: string },
  card: CardInput,
): Promise<string> {
  if ('deckId' in target) {
    const saved = await apiFetch<SavedCard>(
      `/flashcards/decks/${encodeURIComponent(target.deckId)}/cards`,
      { method: 'POST', body: card },
    );
    return saved.id;
  }
  const deck = await apiFetch<Deck>('/flashcards/decks', {
    method: 'POST',
    body: { title: target.newDeckTitle, source: 'manual', cards: [card] },
  });
  return deck.cards[0]!.id;
}
