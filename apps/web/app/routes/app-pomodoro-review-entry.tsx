import type { PlanTaskLink } from '@quietdesk/core/api/pomodoro';
import { BookOpenCheck } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '~/components/ui/button';
import { lazyWithQueries } from '~/lib/lazy-with-queries';
import { useTimer } from '~/features/pomodoro/hooks/use-timer';
import { reviewDeckFor } from '~/features/pomodoro/model/review-deck';

// The deck picker and the due cards load on the first tap of "Review a deck" (or at once for a
// running Review session), so the timer's first load does not grow.
const PomodoroReview = lazyWithQueries(async () => (await import('./app-pomodoro-review')).default);

export default function ReviewBeside({
  planTask,
  taskName,
  deckId,
}: {
  planTask?: PlanTaskLink;
  taskName: string;
  deckId?: string;
}) {
  const { state } = useTimer();
  const reviewing = reviewDeckFor(state.session?.id) !== null;
  const [open, setOpen] = useState(deckId !== undefined);
  if (!open && !reviewing) {
    if (state.session) return null;
    return (
      <Button variant="secondary" className="w-full" onClick={() => setOpen(true)}>
        <BookOpenCheck className="size-4" aria-hidden /> Review a deck with the timer
      </Button>
    );
  }
  return (
    <Suspense fallback={<p className="text-sm text-muted">Loading the review…</p>}>
      <PomodoroReview
        planTask={planTask}
        taskName={taskName}
        initialDeckId={deckId}
        onClose={() => setOpen(false)}
      />
    </Suspense>
  );
}
