import type { DeckForecast } from '@quietdesk/core/api/study-progress';

/** The decks as the options of a select, each by its title. */
export function DeckOptions({ decks }: { decks: readonly DeckForecast[] }) {
  return decks.map((deck) => (
    <option key={deck.deck_id} value={deck.deck_id}>
      {deck.title}
    </option>
  ));
}
