import { clsx } from 'clsx';
import { Link } from 'react-router';
import { useActiveSession, useSessionControls } from '../hooks/use-session';
import { MODE_LABELS, formatTimeLeft } from '../model/session-store';

/** Header pill for the running focus session; renders nothing without one. */
export function SessionIndicator() {
  const session = useActiveSession();
  const controls = useSessionControls();
  if (!session) return null;
  return (
    <div className="flex items-center gap-1 rounded-full border border-line bg-surface py-1 pr-1 pl-3 text-sm">
      <Link
        to="/app/pomodoro"
        className="flex items-center gap-2 rounded-full"
        aria-label={`${MODE_LABELS[session.mode]}: ${formatTimeLeft(session.timeLeft)} left, ${session.isRunning ? 'running' : 'paused'}. Open the focus timer`}
      >
        <span
          aria-hidden
          className={clsx('size-2 rounded-full', session.isRunning ? 'bg-ok' : 'bg-warn')}
        />
        <span className="font-medium tabular-nums">{formatTimeLeft(session.timeLeft)}</span>
        <span className="hidden text-muted lg:inline">{MODE_LABELS[session.mode]}</span>
      </Link>
      {controls && (
        <button
          type="button"
          onClick={session.isRunning ? controls.pause : controls.resume}
          className="rounded-full px-2 py-0.5 text-xs font-medium hover:bg-subtle"
        >
          {session.isRunning ? 'Pause' : 'Resume'}
        </button>
      )}
    </div>
  );
}
