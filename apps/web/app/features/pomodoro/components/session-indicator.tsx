import { clsx } from 'clsx';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router';
import { useActiveSession, useSessionControls } from '../hooks/use-session';
import { MODE_LABELS, formatTimeLeft, type ActiveSession } from '../model/session-store';

function Pill({ session, floating }: { session: ActiveSession; floating: boolean }) {
  const controls = useSessionControls();
  return (
    <div
      className={clsx(
        'flex items-center gap-1 rounded-full border border-line bg-surface py-1 pr-1 pl-3 text-sm',
        floating ? 'shadow-lg' : 'py-0.5',
      )}
    >
      <Link
        to="/app/pomodoro"
        className="flex min-w-0 items-center gap-2 rounded-full"
        aria-label={`${session.taskName} — ${MODE_LABELS[session.mode]}: ${formatTimeLeft(session.timeLeft)} left, ${session.isRunning ? 'running' : 'paused'}. Open the focus timer`}
        title={`${session.taskName} — ${MODE_LABELS[session.mode]}`}
        data-testid={floating ? 'session-indicator-floating' : 'session-indicator'}
      >
        <span
          aria-hidden
          className={clsx('size-2 shrink-0 rounded-full', session.isRunning ? 'bg-ok' : 'bg-warn')}
        />
        {floating ? (
          <span className="flex min-w-0 items-center gap-2 whitespace-nowrap">
            <span className="max-w-[8rem] truncate font-medium">{session.taskName}</span>
            <span className="font-medium tabular-nums">{formatTimeLeft(session.timeLeft)}</span>
            <span className="text-muted">{MODE_LABELS[session.mode]}</span>
          </span>
        ) : (
          // Two short lines. Beside the desktop nav (xl+) there is room for ~200 px only, so
          // there the pill shows the time alone; task and mode stay in its name and tooltip.
          <span className="flex min-w-0 flex-col text-xs leading-tight xl:text-sm">
            <span className="max-w-[8rem] truncate font-medium xl:hidden">{session.taskName}</span>
            <span className="whitespace-nowrap">
              <span className="font-semibold tabular-nums">{formatTimeLeft(session.timeLeft)}</span>
              <span className="text-muted xl:hidden"> · {MODE_LABELS[session.mode]}</span>
            </span>
          </span>
        )}
      </Link>
      {controls && (
        <button
          type="button"
          onClick={session.isRunning ? controls.pause : controls.resume}
          aria-label={`${session.isRunning ? 'Pause' : 'Resume'} focus session`}
          className="rounded-full px-2 py-0.5 text-xs font-medium hover:bg-subtle"
        >
          {session.isRunning ? 'Pause' : 'Resume'}
        </button>
      )}
    </div>
  );
}

/**
 * The running focus session: a pill in the header from `sm` up. Below `sm` the header has no
 * room left (logo and four icon buttons fill 375 px), so the same pill floats at the bottom of
 * the screen like a mini player; it is portalled because the header's backdrop blur would
 * otherwise become the containing block of a fixed element.
 */
export function SessionIndicator() {
  const session = useActiveSession();
  // On the timer screen the countdown itself is in view: no floating copy over the settings.
  const onTimer = useLocation().pathname.startsWith('/app/pomodoro');
  if (!session) return null;
  return (
    <>
      <div className="hidden sm:block">
        <Pill session={session} floating={false} />
      </div>
      {typeof document !== 'undefined' &&
        !onTimer &&
        createPortal(
          <>
            {/* Room at the end of the page, so the pill never covers the last content. */}
            <div aria-hidden className="h-16 sm:hidden" data-testid="session-pill-spacer" />
            <div className="pointer-events-none fixed inset-x-0 bottom-3 z-40 flex justify-center px-3 sm:hidden">
              <div className="pointer-events-auto max-w-full">
                <Pill session={session} floating />
              </div>
            </div>
          </>,
          document.body,
        )}
    </>
  );
}
