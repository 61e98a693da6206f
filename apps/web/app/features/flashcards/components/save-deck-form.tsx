import { BookOpen, Check, Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { DECK_TITLE_MAX } from '@quietdesk/core/api/flashcards';
import { Button } from '~/components/ui/button';
import { useCreateDeck } from '../api/create-deck';
import type { SavedDeckRef } from '../model/kept-set';
import type { QuizCard } from '../model/quiz';
import { alertClass, inputClass } from './styles';

interface SaveDeckFormProps {
  topic: string;
  cards: QuizCard[];
  source: 'topic' | 'notes' | 'mind-map';
  /** The deck this set was already saved as: then there is nothing to save again. */
  savedDeck: SavedDeckRef | null;
  onSaved: (deck: SavedDeckRef) => void;
  onOpen: (deckId: string) => void;
  className?: string;
}

/**
 * Keeps a generated set as a deck, offered from the first card on (not only after the last), so
 * the cards can be kept, reviewed when due and edited in the deck. Once saved it says where the
 * set is instead of offering a second copy.
 */
export function SaveDeckForm({
  topic,
  cards,
  source,
  savedDeck,
  onSaved,
  onOpen,
  className = '',
}: SaveDeckFormProps) {
  const id = useId();
  const [title, setTitle] = useState(topic.trim().slice(0, DECK_TITLE_MAX) || 'My cards');
  const create = useCreateDeck();

  if (savedDeck) {
    return (
      <div className={`flex flex-wrap items-center gap-3 ${className}`} data-testid="set-saved">
        <p className="flex min-w-0 items-center gap-2 text-sm">
          <Check className="size-4 shrink-0 text-green-700 dark:text-green-400" aria-hidden />
          <span className="min-w-0 break-words">Saved in your decks as “{savedDeck.title}”.</span>
        </p>
        <Button variant="secondary" size="sm" onClick={() => onOpen(savedDeck.id)}>
          <BookOpen className="size-4" aria-hidden /> Open the deck to edit cards
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || create.isPending) return;
    // The promise, not mutate's per-call onSuccess: that callback is dropped when this form
    // unmounts (the last card answered while the save is in flight swaps the quiz's form for the
    // summary's), and the set would then offer "Save as deck" a second time.
    create
      .mutateAsync({
        title: title.trim(),
        source,
        cards: cards.map(({ question, answer, source: from, mapNode }) => ({
          question,
          answer,
          ...(from ? { source: from } : {}),
          ...(mapNode ? { map_node: mapNode } : {}),
        })),
      })
      .then(
        (deck) => onSaved({ id: deck.id, title: deck.title }),
        () => {
          // Shown by create.isError while the form is mounted.
        },
      );
  };
  return (
    <form onSubmit={submit} className={className} aria-label="Save as deck">
      <label htmlFor={`${id}-title`} className="font-semibold">
        Keep these cards as a deck
      </label>
      <p className="text-sm text-muted">
        Saved decks come back for review when they are due, and you can edit their cards.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          id={`${id}-title`}
          value={title}
          maxLength={DECK_TITLE_MAX}
          onChange={(e) => setTitle(e.target.value)}
          className={`h-11 min-w-0 flex-1 ${inputClass}`}
        />
        <Button type="submit" variant="secondary" disabled={!title.trim() || create.isPending}>
          <Save className="size-4" aria-hidden /> Save as deck
        </Button>
      </div>
      {create.isError && (
        <p role="alert" className={`mt-2 ${alertClass}`}>
          The deck could not be saved. Please try again.
        </p>
      )}
    </form>
  );
}
