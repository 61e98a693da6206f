import { KeyHint } from '~/components/ui/key-hint';
import { Check, X } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { ADVANCE_DELAY_MS, CELEBRATION_MS } from '@quietdesk/core/flashcards/scoring';
import { Button } from '~/components/ui/button';
import { CardSourceLine, SourceCredits } from '~/components/ui/source-credits';
import { useReviewCard } from '../api/review-card';
import { useConfetti } from '../hooks/use-confetti';
import type { QuizAction, QuizState } from '../model/quiz';
import { StreakBadge } from './streak-badge';
import { cardClass } from './styles';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The active stage (docs/product.md §4): the card flips once on click (or Space), then 'Didn't
 * Know It' (1) / 'Got It Right!' (2); 300 ms later the next card, or the summary. A correct answer
 * celebrates for 3 s with confetti. A card from a saved deck also teaches the scheduler: Got It
 * Right! counts as Good, Didn't Know It as Again.
 */
export function QuizActive({
  state,
  dispatch,
}: {
  state: QuizState;
  dispatch: (action: QuizAction) => void;
}) {
  const card = state.cards[state.index];
  const cardRef = useRef<HTMLButtonElement>(null);
  const fireConfetti = useConfetti();
  const review = useReviewCard();
  const stateRef = useRef(state);
  const sources = useMemo(() => state.cards.map((c) => c.source), [state.cards]);
  stateRef.current = state;

  const answer = (correct: boolean) => {
    const current = stateRef.current;
    const rated = current.cards[current.index];
    if (!current.flipped || current.rated || !rated) return;
    dispatch({ type: 'rate', correct });
    stateRef.current = { ...current, rated: true };
    if (correct) fireConfetti();
    if (rated.id && rated.deckId) {
      review.mutate({
        deckId: rated.deckId,
        cardId: rated.id,
        body: { rating: correct ? 'good' : 'again', source: 'quiz' },
      });
    }
  };

  // Key presses read stateRef; a flip updates it at once so "Space, 2" typed fast still rates.
  const flip = () => {
    stateRef.current = { ...stateRef.current, flipped: true };
    dispatch({ type: 'flip' });
  };

  useEffect(() => {
    if (!state.rated) return;
    const timer = setTimeout(() => {
      dispatch({ type: 'advance' });
      cardRef.current?.focus();
    }, ADVANCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.rated, state.index, dispatch]);

  useEffect(() => {
    if (!state.celebrating) return;
    const timer = setTimeout(() => dispatch({ type: 'celebrationOver' }), CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, [state.celebrating, state.score, dispatch]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (event.key === ' ' && !(event.target instanceof HTMLButtonElement)) {
        event.preventDefault();
        flip();
      } else if (event.key === '1') answer(false);
      else if (event.key === '2') answer(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- answer reads the latest state via a ref
  }, [dispatch]);

  useEffect(() => {
    cardRef.current?.focus();
  }, []);

  if (!card) return null;
  return (
    <section className={cardClass} aria-label="Quiz">
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <span data-testid="quiz-progress">
          Card {state.index + 1} of {state.cards.length}
        </span>
        <span data-testid="quiz-score">
          Score: <strong>{state.score}</strong>
        </span>
        <StreakBadge streak={state.streak} />
      </div>
      <SourceCredits sources={sources} className="mt-2" />
      <button
        ref={cardRef}
        type="button"
        onClick={flip}
        aria-disabled={state.flipped}
        aria-describedby="quiz-card-hint"
        data-testid="quiz-card"
        data-flipped={state.flipped}
        className="mt-4 flex min-h-56 w-full flex-col items-center justify-center gap-4 rounded-2xl border border-line bg-canvas/60 p-6 text-center focus-visible:outline-2 focus-visible:outline-offset-2 aria-disabled:cursor-default"
      >
        <span className="text-xs font-semibold uppercase tracking-wide text-muted">
          {state.flipped ? 'Answer' : 'Question'}
        </span>
        <span className="text-xl font-semibold whitespace-pre-line break-words">
          {card.question}
        </span>
        {state.flipped && (
          <span
            className="border-t border-line pt-4 text-lg whitespace-pre-line break-words"
            data-testid="quiz-answer"
          >
            {card.answer}
          </span>
        )}
      </button>
      <div className="mt-2 text-center">
        <CardSourceLine source={card.source} />
      </div>
      <p id="quiz-card-hint" className="mt-2 text-center text-xs text-muted">
        {state.flipped
          ? 'Press 1 if you did not know it, 2 if you got it right.'
          : 'Click the card or press Space to reveal the answer.'}
      </p>
      {state.flipped && (
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <Button
            variant="secondary"
            size="lg"
            onClick={() => answer(false)}
            disabled={state.rated}
            aria-keyshortcuts="1"
          >
            <X className="size-5" aria-hidden /> Didn&apos;t Know It
            <KeyHint className="ml-1 text-muted">1</KeyHint>
          </Button>
          <Button
            size="lg"
            onClick={() => answer(true)}
            disabled={state.rated}
            aria-keyshortcuts="2"
          >
            <Check className="size-5" aria-hidden /> Got It Right!
            <KeyHint className="ml-1 opacity-80">2</KeyHint>
          </Button>
        </div>
      )}
      <div role="status" aria-live="polite" className="mt-3 min-h-6 text-center font-semibold">
        {state.celebrating ? '🎉 Correct! Keep it up!' : ''}
      </div>
    </section>
  );
}
