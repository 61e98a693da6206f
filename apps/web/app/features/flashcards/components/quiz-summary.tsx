import { Check, RotateCcw, Sparkles, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { accuracy, summaryMessage } from '@quietdesk/core/flashcards/scoring';
import { Button } from '~/components/ui/button';
import { SourceCredits } from '~/components/ui/source-credits';
import type { SavedDeckRef, SetSource } from '../model/kept-set';
import type { QuizAction, QuizState } from '../model/quiz';
import { SaveDeckForm } from './save-deck-form';
import { cardClass } from './styles';

/**
 * The summary (docs/product.md §9): accuracy as a rounded percentage and its message, the score,
 * and each card's result; 'Study Again' and 'Study New Topic'. A generated set can be saved as a
 * deck in one click, unless it already was.
 */
export function QuizSummary({
  state,
  dispatch,
  source,
  savedDeck,
  onSaved,
  onOpen,
}: {
  state: QuizState;
  dispatch: (action: QuizAction) => void;
  source: SetSource;
  savedDeck: SavedDeckRef | null;
  onSaved: (deck: SavedDeckRef) => void;
  onOpen: (deckId: string) => void;
}) {
  const percent = accuracy(state.history);
  const correct = state.history.filter((h) => h.correct).length;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className={cardClass} aria-labelledby="quiz-summary-title">
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
      <SourceCredits sources={state.cards.map((c) => c.source)} className="mt-2" />
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
      {source !== 'deck' && (
        <SaveDeckForm
          topic={state.topic}
          cards={state.cards}
          source={source}
          savedDeck={savedDeck}
          onSaved={onSaved}
          onOpen={onOpen}
          className="mt-6 border-t border-line pt-4"
        />
      )}
    </section>
  );
}
