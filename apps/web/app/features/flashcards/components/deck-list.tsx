import { Layers } from 'lucide-react';
import type { DeckSummary } from '@quietdesk/core/api/flashcards';
import { useDecks } from '../api/get-decks';
import { formatExamDateShort } from '../model/exam-date';
import { cardClass } from './styles';

export function DeckList({
  openId,
  onOpen,
}: {
  openId: string | null;
  onOpen: (deck: DeckSummary) => void;
}) {
  const decks = useDecks();
  return (
    <section className={cardClass} aria-labelledby="decks-title">
      <h2 id="decks-title" className="flex items-center gap-2 text-lg font-semibold">
        <Layers className="size-5" aria-hidden /> Your decks
      </h2>
      {decks.isPending ? (
        <p className="mt-3 text-sm text-muted">Loading…</p>
      ) : decks.isError ? (
        <p role="alert" className="mt-3 text-sm">
          Your decks could not be loaded.{' '}
          <button type="button" className="underline" onClick={() => void decks.refetch()}>
            Try again
          </button>
        </p>
      ) : decks.data.length === 0 ? (
        <p className="mt-3 text-sm text-muted">
          No decks yet. Finish a quiz and save the cards, or import a file.
        </p>
      ) : (
        <ul className="mt-3 space-y-2" data-testid="deck-list">
          {decks.data.map((deck) => (
            <li key={deck.id}>
              <button
                type="button"
                onClick={() => onOpen(deck)}
                aria-current={deck.id === openId ? 'true' : undefined}
                className="w-full rounded-xl border border-line px-3 py-2 text-left hover:bg-subtle aria-[current=true]:border-accent aria-[current=true]:bg-accent-soft/50"
              >
                <span className="block font-medium break-words">{deck.title}</span>
                <span className="text-sm text-muted">
                  {deck.card_count} {deck.card_count === 1 ? 'card' : 'cards'} ·{' '}
                  <span className={deck.due_count > 0 ? 'font-semibold text-accent-text' : ''}>
                    {deck.due_count} due
                  </span>
                  {deck.exam_date ? ` · exam ${formatExamDateShort(deck.exam_date)}` : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
