import { KeyHint } from '~/components/ui/key-hint';
import { ArrowLeft, Hourglass, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { DueCard } from '@quietdesk/core/api/flashcards';
import { REVIEW_RATINGS, type ReviewRating } from '@quietdesk/core/flashcards/schedule';
import { Button } from '~/components/ui/button';
import { useDue } from '../api/get-due';
import { useReviewCard } from '../api/review-card';
import { isDeckGone, isRatedElsewhere } from '../model/errors';
import { formatWait, returningCard, type ReturningCard } from '../model/review-queue';
import { CardSourceLink } from './card-source-link';
import { alertClass, cardClass } from './styles';

const LABELS: Record<ReviewRating, string> = {
  again: 'Again',
  hard: 'Hard',
  good: 'Good',
  easy: 'Easy',
};

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);

/**
 * "Due today": the deck's due cards one by one. Space shows the answer; Again / Hard / Good /
 * Easy (keys 1–4) each name the wait FSRS would give, and the rating is saved with the card.
 * A card still in its learning steps (rated Again, say) comes back in this session when its step
 * is due, as in Anki; while only such cards are left, the wait is shown.
 */
interface ReviewSessionProps {
  deckId: string;
  /** Back to the deck. */
  onExit: () => void;
  /** Back to the list of decks: the way out once the deck is gone. */
  onClose: () => void;
}

export function ReviewSession({ deckId, onExit, onClose }: ReviewSessionProps) {
  const due = useDue(deckId);
  const review = useReviewCard();
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);
  const [ratedElsewhere, setRatedElsewhere] = useState(false);
  // The deck was deleted (in another tab, say) while its cards were being reviewed.
  const [deletedMidReview, setDeletedMidReview] = useState(false);
  const [done, setDone] = useState(0);
  // Learning cards waiting for their step, and those whose step came (asked after the due list).
  const [waiting, setWaiting] = useState<ReturningCard[]>([]);
  const [returned, setReturned] = useState<DueCard[]>([]);
  const [clock, setClock] = useState(() => Date.now());
  const cardRef = useRef<HTMLDivElement>(null);
  const cards: DueCard[] = [...(due.data?.cards ?? []), ...returned];
  // While the list reloads (after a card rated elsewhere) no card of the old list can be rated.
  const reloading = due.isFetching && !due.isPending;
  const card = reloading ? undefined : cards[index];

  // Read by the key handler: updated at once on Space, so a quick "Space, 3" is not lost
  // waiting for a render.
  const stateRef = useRef({ card, shown });
  stateRef.current = { card, shown };
  const show = () => {
    stateRef.current = { ...stateRef.current, shown: true };
    setShown(true);
  };

  const rate = (rating: ReviewRating) => {
    const { card: current, shown: visible } = stateRef.current;
    if (!current || !visible) return;
    // mutateAsync, not mutate's callbacks: those only fire for the latest of quick ratings.
    review
      .mutateAsync(
        // expected_reps: the server refuses (409) a rating of a card rated since it was shown.
        { deckId, cardId: current.id, body: { rating, expected_reps: current.reps } },
      )
      .then(
        (result) => {
          const back = returningCard(result, Date.now());
          if (back) setWaiting((list) => [...list, back]);
        },
        (error: unknown) => {
          if (isDeckGone(error)) {
            setDeletedMidReview(true);
            return;
          }
          if (!isRatedElsewhere(error)) {
            setFailed(true);
            return;
          }
          // Rated in another tab or device: that rating stands; go on from the fresh due list.
          setRatedElsewhere(true);
          setDone((n) => n - 1);
          restart();
        },
      );
    stateRef.current = { card: undefined, shown: false };
    setDone((n) => n + 1);
    setShown(false);
    setIndex((i) => i + 1);
    cardRef.current?.focus();
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (event.key === ' ' && !(event.target instanceof HTMLButtonElement)) {
        event.preventDefault();
        show();
        return;
      }
      const n = Number(event.key);
      if (n >= 1 && n <= 4) rate(REVIEW_RATINGS[n - 1]!);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rate reads the latest state via a ref
  }, []);

  useEffect(() => cardRef.current?.focus(), [due.isSuccess, reloading, shown]);

  // Once a second while cards wait: show the wait, and queue each card whose step has come.
  useEffect(() => {
    if (waiting.length === 0) return;
    const check = () => {
      const now = Date.now();
      setClock(now);
      const ready = waiting.filter((w) => w.at <= now);
      if (ready.length === 0) return;
      setWaiting((list) => list.filter((w) => !ready.includes(w)));
      // A second tick may land before the re-render: a card (id at its reps) is queued once.
      setReturned((list) => [
        ...list,
        ...ready
          .map((w) => w.card)
          .filter((c) => !list.some((r) => r.id === c.id && r.reps === c.reps)),
      ]);
    };
    check();
    const id = window.setInterval(check, 1000);
    return () => window.clearInterval(id);
  }, [waiting]);
  const nextBack = waiting.length ? Math.min(...waiting.map((w) => w.at)) : null;
  const deckGone = deletedMidReview || (due.isError && isDeckGone(due.error));

  function restart() {
    stateRef.current = { card: undefined, shown: false };
    // The fresh due list holds every card due by now, returning ones included.
    setWaiting([]);
    setReturned([]);
    setIndex(0);
    setShown(false);
    void due.refetch();
  }

  return (
    <section className={cardClass} aria-labelledby="review-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="review-title" className="text-2xl font-semibold">
          Due today
        </h2>
        {!deckGone && (
          <Button variant="ghost" size="sm" onClick={onExit}>
            <ArrowLeft className="size-4" aria-hidden /> Back to deck
          </Button>
        )}
      </div>
      {deckGone ? (
        <div role="alert" className={`mt-4 ${alertClass}`} data-testid="review-deck-gone">
          <p>
            This deck no longer exists: it was deleted, perhaps in another tab, and its cards with
            it.
          </p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={onClose}>
            <ArrowLeft className="size-4" aria-hidden /> Back to your decks
          </Button>
        </div>
      ) : due.isPending || reloading ? (
        <p className="mt-4 text-muted">Loading due cards…</p>
      ) : due.isError ? (
        <p role="alert" className={`mt-4 ${alertClass}`}>
          The due cards could not be loaded. Please try again.
        </p>
      ) : !card && nextBack !== null ? (
        <div className="mt-4 space-y-2" data-testid="review-waiting">
          <p className="flex items-center gap-2 text-lg">
            <Hourglass className="size-5 shrink-0" aria-hidden />
            {waiting.length === 1
              ? '1 card is coming back'
              : `${waiting.length} cards are coming back`}{' '}
            in <span className="tabular-nums">{formatWait(nextBack - clock)}</span>
          </p>
          <p className="text-sm text-muted">
            Cards you missed return after a short step, so you see them again before you leave. Stay
            on this page, or come back later: they stay due.
          </p>
        </div>
      ) : !card ? (
        <div className="mt-4 space-y-3">
          <p className="text-lg" data-testid="review-done">
            {done > 0 ? `All caught up: ${done} reviewed.` : 'Nothing is due right now.'}
          </p>
          <Button variant="secondary" onClick={restart}>
            <RefreshCw className="size-4" aria-hidden /> Check for due cards again
          </Button>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted" data-testid="review-progress">
            {index + 1} of {cards.length}
            {due.data.total_due > due.data.cards.length
              ? ` (first ${due.data.cards.length} of ${due.data.total_due} due)`
              : ''}
            {waiting.length ? ` · ${waiting.length} coming back` : ''}
          </p>
          <div
            ref={cardRef}
            tabIndex={-1}
            data-testid="review-card"
            aria-live="polite"
            className="mt-4 flex min-h-48 flex-col items-center justify-center gap-4 rounded-2xl border border-line bg-canvas/60 p-6 text-center focus:outline-none focus-visible:outline-2"
          >
            <span className="text-xl font-semibold whitespace-pre-line break-words">
              {card.question}
            </span>
            {shown && (
              <span
                className="border-t border-line pt-4 text-lg whitespace-pre-line break-words"
                data-testid="review-answer"
              >
                {card.answer}
              </span>
            )}
          </div>
          {shown && <CardSourceLink cardId={card.id} />}
          {shown ? (
            <div
              className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4"
              role="group"
              aria-label="How well did you know it?"
            >
              {REVIEW_RATINGS.map((rating, i) => (
                <Button
                  key={rating}
                  variant={rating === 'good' ? 'primary' : 'secondary'}
                  className="h-auto flex-col py-2"
                  onClick={() => rate(rating)}
                  aria-keyshortcuts={String(i + 1)}
                >
                  <span>
                    {LABELS[rating]} <KeyHint className="opacity-70">{i + 1}</KeyHint>
                  </span>
                  <span className="text-xs font-normal opacity-80">{card.intervals[rating]}</span>
                </Button>
              ))}
            </div>
          ) : (
            <Button className="mt-4 w-full" size="lg" onClick={show} aria-keyshortcuts="Space">
              Show answer <KeyHint className="opacity-80">Space</KeyHint>
            </Button>
          )}
        </>
      )}
      {ratedElsewhere && (
        <p role="status" className="mt-3 text-sm text-muted" data-testid="review-rated-elsewhere">
          A card had already been rated in another tab or on another device; that rating was kept
          and the due cards were loaded again.
        </p>
      )}
      {failed && !deckGone && (
        <p role="alert" className={`mt-3 ${alertClass}`}>
          A rating could not be saved; that card stays due.
        </p>
      )}
    </section>
  );
}
