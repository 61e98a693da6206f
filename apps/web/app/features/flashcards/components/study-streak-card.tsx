import { CalendarCheck } from 'lucide-react';
import { useStudyStreak } from '../api/get-streak';

const CARD =
  'flex items-center gap-2 rounded-2xl border border-line bg-surface px-4 py-3 text-sm shadow-sm';

/** The study-day streak: days in a row with reviews; a day with nothing due does not break it. */
export function StudyStreakCard() {
  const streak = useStudyStreak();
  // While the streak loads (and in the prerendered shell) the card keeps its place, so the decks
  // below it do not jump when it arrives.
  if (streak.isPending)
    return (
      <p className={CARD} aria-hidden data-testid="study-streak-pending">
        <CalendarCheck className="size-5 text-muted" aria-hidden />
        <span className="text-muted">Study streak: …</span>
      </p>
    );
  if (!streak.data) return null;
  const { current, reviewed_today } = streak.data;
  return (
    <p className={CARD} data-testid="study-streak">
      <CalendarCheck className="size-5 text-accent-text" aria-hidden />
      <span>
        Study streak: <strong>{current}</strong> {current === 1 ? 'day' : 'days'}
        {current > 0 && !reviewed_today ? ' · review today to keep it' : ''}
      </span>
    </p>
  );
}
