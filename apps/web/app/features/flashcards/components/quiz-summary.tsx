import { Check, RotateCcw, Save, Sparkles, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DECK_TITLE_MAX } from '@quietdesk/core/api/flashcards';
import { accuracy, summaryMessage } from '@quietdesk/core/flashcards/scoring';
import { Button } from '~/components/ui/button';
import { useCreateDeck } from '../api/create-deck';
import type { QuizAction, QuizState } from '../model/quiz';
import type { CardSource } from './quiz-setup';
import { alertClass, inputClass, panelClass } from './styles';

/**
 * The summary (docs/product.md §9): accuracy as a rounded percentage and its message, the score,
 * and each card's result; 'Study Again' and 'Study New Topic'. A generated set can be saved as a
 * deck in one click.
 */
export function QuizSummary({
  state,
  dispatch,
  source,
  onSaved,
}: {
  state: QuizState;
  dispatch: (action: QuizAction) => void;
  source: CardSource | 'mind-map' | 'deck';
  onSaved: (deckId: string) => void;
}) {
  const percent = accuracy(state.history);
  const correct = state.history.filter((h) => h.correct).length;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className={panelClass} aria-labelledby="quiz-summary-title">
      <h2
        id="quiz-summary-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-semibold focus:outline-none"
      >
        Session complete
      </h2>
      <p className="mt-3 text-4xl font-bold" data-testid="summary-accuracy">
        {percent}%
      </p>
      <p className="mt-1 text-sm text-muted">
        {correct} of {state.history.length} correct · Score {state.score}
      </p>
      <p className="mt-3 text-lg" data-testid="summary-message">
        {summaryMessage(percent)}
      </p>
      <ol className="mt-4 space-y-2 text-sm">
        {state.history.map((h, i) => (
          <li key={i} className="flex gap-2">
            {h.correct ? (
              <Check
                className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400"
                aria-hidden
              />
            ) : (
              <X className="mt-0.5 size-4 shrink-0 text-red-700 dark:text-red-400" aria-hidden />
            )}
            <span className="sr-only">{h.correct ? 'Correct:' : 'Missed:'}</span>
            <span className="min-w-0 break-words">{h.card.question}</span>
          </li>
        ))}
      </ol>
      <div className="mt-5 flex flex-wrap gap-2">
        <Button onClick={() => dispatch({ type: 'studyAgain' })}>
          <RotateCcw className="size-4" aria-hidden /> Study Again
        </Button>
        <Button variant="secondary" onClick={() => dispatch({ type: 'newTopic' })}>
          <Sparkles className="size-4" aria-hidden /> Study New Topic
        </Button>
      </div>
      {source !== 'deck' && <SaveDeckForm state={state} source={source} onSaved={onSaved} />}
    </section>
  );
}

function SaveDeckForm({
  state,
  source,
  onSaved,
}: {
  state: QuizState;
  source: CardSource | 'mind-map';
  onSaved: (deckId: string) => void;
}) {
  const [title, setTitle] = useState(state.topic.trim().slice(0, DECK_TITLE_MAX) || 'My cards');
  const create = useCreateDeck();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || create.isPending) return;
    create.mutate(
      {
        title: title.trim(),
        source,
        cards: state.cards.map(({ question, answer }) => ({ question, answer })),
      },
      { onSuccess: (deck) => onSaved(deck.id) },
    );
  };
  return (
    <form onSubmit={submit} className="mt-6 border-t border-line pt-4" aria-label="Save as deck">
      <label htmlFor="save-deck-title" className="font-semibold">
        Keep these cards as a deck
      </label>
      <p className="text-sm text-muted">
        Saved decks come back for review when they are due, so you remember them for longer.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          id="save-deck-title"
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
