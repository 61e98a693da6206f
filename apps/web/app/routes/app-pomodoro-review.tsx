import type { PlanTaskLink } from '@quietdesk/core/api/pomodoro';
import { Play } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { useDecks } from '~/features/flashcards/api/get-decks';
import { ReviewSession } from '~/features/flashcards/components/review-session';
import { useTimer } from '~/features/pomodoro/hooks/use-timer';
import {
  deckChoices,
  rememberReviewDeck,
  reviewDeckFor,
} from '~/features/pomodoro/model/review-deck';
import { timerEngine } from '~/features/pomodoro/model/timer-instance';

const cardClass = 'rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6';

/**
 * A Review session beside the timer, loaded on demand: choose a deck and start the timer on it,
 * then the deck's due cards are reviewed with the flashcards screen's own review component.
 */
export default function PomodoroReview({
  planTask,
  taskName,
  initialDeckId,
  onClose,
}: {
  /** The plan task the timer was opened for: the session counts for it too. */
  planTask?: PlanTaskLink;
  taskName: string;
  initialDeckId?: string;
  onClose: () => void;
}) {
  const { state, busy } = useTimer();
  const navigate = useNavigate();
  const sessionId = state.session?.id;
  // Set once a Review session starts: renders again to read the deck it stored.
  const [, setStarted] = useState<string | null>(null);
  const review = reviewDeckFor(sessionId);

  if (review && sessionId) {
    return (
      <div data-own-keys data-testid="review-beside-timer" className="min-w-0">
        <ReviewSession
          deckId={review.deckId}
          // The deck on the flashcards screen; the session keeps running, and cards rated there
          // before it stops still count for it (docs/decisions/056-review-sessions.md).
          onExit={() => navigate(`/app/flashcards?deck=${review.deckId}`)}
          onClose={() => {
            rememberReviewDeck(null);
            onClose();
          }}
        />
      </div>
    );
  }
  if (sessionId) {
    return (
      <section className={cardClass} aria-label="Review a deck">
        <p className="text-sm text-muted">
          This session is not a Review. Stop it to start a Review session on a deck.
        </p>
        <Button variant="ghost" size="sm" className="mt-2" onClick={onClose}>
          Close
        </Button>
      </section>
    );
  }
  return (
    <DeckPicker
      planTask={planTask}
      taskName={taskName}
      initialDeckId={initialDeckId}
      busy={busy}
      onStarted={setStarted}
      onClose={onClose}
    />
  );
}

function DeckPicker({
  planTask,
  taskName,
  initialDeckId,
  busy,
  onStarted,
  onClose,
}: {
  planTask?: PlanTaskLink;
  taskName: string;
  initialDeckId?: string;
  busy: boolean;
  onStarted: (deckId: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const decks = useDecks();
  const choices = deckChoices(decks.data ?? [], planTask?.plan_id);
  const [chosen, setChosen] = useState<string | undefined>(initialDeckId);
  const deckId = chosen ?? choices[0]?.id;
  const deck = choices.find((d) => d.id === deckId);

  const start = async () => {
    if (!deck) return;
    const ok = await timerEngine.start({
      // A task of a plan keeps its name, so the session counts for it.
      taskName: planTask && taskName ? taskName : `Review: ${deck.title}`,
      planTask: planTask && taskName ? planTask : undefined,
      deckId: deck.id,
    });
    const session = timerEngine.store.get().state.session;
    if (!ok || !session) return;
    rememberReviewDeck({ sessionId: session.id, deckId: deck.id });
    onStarted(deck.id);
  };

  return (
    <section className={cardClass} aria-labelledby={`${id}-title`} data-testid="review-picker">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Review a deck
      </h2>
      <p className="mt-1 text-sm text-muted">
        The timer runs while the deck&apos;s due cards are shown here; the minutes and the cards
        count for Today{planTask ? ' and for this task of your plan' : ''}.
      </p>
      {decks.isPending ? (
        <p className="mt-3 text-sm text-muted">Loading your decks…</p>
      ) : decks.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
          Your decks could not be loaded. Please try again.
        </p>
      ) : choices.length === 0 ? (
        <p className="mt-3 text-sm">You have no decks yet: make one in Flashcards first.</p>
      ) : (
        <form
          className="mt-3 grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void start();
          }}
        >
          <label htmlFor={`${id}-deck`} className="text-sm font-medium">
            Deck
          </label>
          <select
            id={`${id}-deck`}
            value={deckId}
            onChange={(e) => setChosen(e.currentTarget.value)}
            className="h-11 w-full rounded-xl border border-line bg-canvas px-3 text-sm"
          >
            {choices.map((d) => (
              <option key={d.id} value={d.id}>
                {d.title} ({d.due_count} due)
                {planTask && d.plan_id === planTask.plan_id ? ' · this plan' : ''}
              </option>
            ))}
          </select>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy || !deck}>
              <Play className="size-4" aria-hidden /> Start Review session
            </Button>
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
