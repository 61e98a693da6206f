import { useId, useState, type FormEvent } from 'react';
import type { DeckForecast } from '@quietdesk/core/api/study-progress';
import { Button } from '~/components/ui/button';
import { errorMessage } from '~/lib/api-client';
import { useLinkDeck } from '../api/link-deck';
import { DeckOptions } from './deck-options';

/** The decks studied for a plan: link one of the person's decks, or unlink one. */
export function PlanDecks({ planId, decks }: { planId: string; decks: DeckForecast[] }) {
  const linked = decks.filter((deck) => deck.plan_id === planId);
  const others = decks.filter((deck) => deck.plan_id !== planId);
  const [chosen, setChosen] = useState('');
  const link = useLinkDeck();
  const selectId = useId();
  const headingId = useId();
  const deckToLink = others.some((deck) => deck.deck_id === chosen)
    ? chosen
    : (others[0]?.deck_id ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (deckToLink) link.mutate({ deckId: deckToLink, planId });
  };

  return (
    <section aria-labelledby={headingId} data-testid="plan-decks">
      <h3 id={headingId} className="text-base font-semibold">
        Decks for this plan
      </h3>
      {linked.length === 0 ? (
        <p className="mt-1 text-sm text-muted">
          Link the deck you study for this exam to see its cards due day by day here.
        </p>
      ) : (
        <ul className="mt-1 flex flex-wrap gap-2">
          {linked.map((deck) => (
            <li
              key={deck.deck_id}
              className="flex items-center gap-2 rounded-full bg-subtle px-3 py-1 text-sm"
            >
              {deck.title}
              <button
                type="button"
                className="text-accent-text underline"
                aria-label={`Unlink ${deck.title}`}
                disabled={link.isPending}
                onClick={() => link.mutate({ deckId: deck.deck_id, planId: null })}
              >
                Unlink
              </button>
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 ? (
        <form className="mt-2 flex flex-wrap items-end gap-2" onSubmit={submit}>
          <label htmlFor={selectId} className="text-sm">
            Deck
            <select
              id={selectId}
              value={deckToLink}
              onChange={(event) => setChosen(event.currentTarget.value)}
              className="mt-1 block h-9 max-w-64 rounded-lg border border-line bg-canvas px-2"
            >
              <DeckOptions decks={others} />
            </select>
          </label>
          <Button type="submit" size="sm" variant="secondary" disabled={link.isPending}>
            Link deck
          </Button>
        </form>
      ) : (
        linked.length === 0 && (
          <p className="mt-1 text-sm text-muted">You have no decks yet: save one in Flashcards.</p>
        )
      )}
      {link.isError && (
        <p className="mt-2 text-sm text-red-600 dark:text-red-400" role="alert">
          {errorMessage(link.error, 'The deck could not be linked.')}
        </p>
      )}
    </section>
  );
}
