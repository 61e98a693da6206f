import { clsx } from 'clsx';
import { Link, useLocation } from 'react-router';
import { useActiveSession, useSessionControls } from '../hooks/use-session';
import { MODE_LABELS, formatTimeLeft, type ActiveSession } from '../model/active-session';

function linkLabel(session: ActiveSession) {
  return `${session.taskName} — ${MODE_LABELS[session.mode]}: ${formatTimeLeft(session.timeLeft)} left, ${session.isRunning ? 'running' : 'paused'}. Open the focus timer`;
}

function StatusDot({ running }: { running: boolean }) {
  return (
    <span
      aria-hidden
      className={clsx('size-2 shrink-0 rounded-full', running ? 'bg-ok' : 'bg-warn')}
    />
  );
}

/**
 * Pause/Resume for the session. Its name says "timer", so beside the sound's own Pause (in the
 * header and on the dashboard) each button tells what it acts on.
 */
function TimerToggle({ session, className }: { session: ActiveSession; className?: string }) {
  const controls = useSessionControls();
  if (!controls) return null;
  return (
    <button
      type="button"
      onClick={session.isRunning ? controls.pause : controls.resume}
      className={clsx('rounded-full px-2 font-medium whitespace-nowrap hover:bg-subtle', className)}
    >
      {session.isRunning ? 'Pause timer' : 'Resume timer'}
    </button>
  );
}

/** The running focus session: a pill in the header from `sm` up. */
export function SessionIndicator() {
  const session = useActiveSession();
  if (!session) return null;
  return (
    <div className="hidden items-center gap-1 rounded-full border border-line bg-surface py-0.5 pr-1 pl-3 text-sm sm:flex">
      <Link
        to="/app/pomodoro"
        className="flex min-w-0 items-center gap-2 rounded-full"
        aria-label={linkLabel(session)}
        title={`${session.taskName} — ${MODE_LABELS[session.mode]}`}
        data-testid="session-indicator"
      >
        <StatusDot running={session.isRunning} />
        {/* Two short lines. Beside the desktop nav (xl+) there is room for ~200 px only, so
            there the pill shows the time alone; task and mode stay in its name and tooltip. */}
        <span className="flex min-w-0 flex-col text-xs leading-tight xl:text-sm">
          <span className="max-w-[8rem] truncate font-medium xl:hidden">{session.taskName}</span>
          <span className="whitespace-nowrap">
            <span className="font-semibold tabular-nums">{formatTimeLeft(session.timeLeft)}</span>
            <span className="text-muted xl:hidden"> · {MODE_LABELS[session.mode]}</span>
          </span>
        </span>
      </Link>
      <TimerToggle session={session} className="py-0.5 text-xs" />
    </div>
  );
}

/**
 * The same session below `sm`, where the header's icons fill the row: a slim row of its own at the
 * bottom of the (sticky) header. It floated over the page before and covered whatever lay under
 * it, the dashboard's sound options included; inside the header it covers nothing the header does
 * not. Not on the timer screen, whose countdown is in view.
 */
export function SessionBar() {
  const session = useActiveSession();
  const onTimer = useLocation().pathname.startsWith('/app/pomodoro');
  if (!session || onTimer) return null;
  return (
    <div className="border-t border-line sm:hidden" data-testid="session-bar">
      <div className="flex h-11 items-center gap-2 pr-2 pl-3 text-sm">
        <Link
          to="/app/pomodoro"
          className="flex min-w-0 flex-1 items-center gap-2 rounded-lg"
          aria-label={linkLabel(session)}
          data-testid="session-indicator-phone"
        >
          <StatusDot running={session.isRunning} />
          <span className="min-w-0 truncate font-medium">{session.taskName}</span>
          <span className="shrink-0 font-semibold tabular-nums">
            {formatTimeLeft(session.timeLeft)}
          </span>
          <span className="shrink-0 text-muted">{MODE_LABELS[session.mode]}</span>
        </Link>
        <TimerToggle session={session} className="h-9 shrink-0 border border-line text-xs" />
      </div>
    </div>
  );
}
