import { Timer } from 'lucide-react';
import { StatusCard } from '~/components/ui/card';
import { Pause, Play } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { useActiveSession, useSessionControls } from '../hooks/use-session';
import { MODE_LABELS, formatTimeLeft } from '../model/active-session';

/** Dashboard card for the current focus session. */
export function SessionStatusCard() {
  const session = useActiveSession();
  const controls = useSessionControls();
  return (
    <StatusCard icon={Timer} title="Focus Session" data-testid="session-card">
      {session ? (
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-muted">Task</dt>
          <dd className="truncate font-medium">{session.taskName}</dd>
          <dt className="text-muted">Time left</dt>
          <dd className="font-medium tabular-nums">{formatTimeLeft(session.timeLeft)}</dd>
          <dt className="text-muted">Mode</dt>
          <dd>{MODE_LABELS[session.mode]}</dd>
          <dt className="text-muted">Status</dt>
          <dd className={session.isRunning ? 'text-ok' : 'text-warn'}>
            {session.isRunning ? 'Running' : 'Paused'}
          </dd>
        </dl>
      ) : null}
      {session ? (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {controls && (
            <Button
              size="sm"
              variant="secondary"
              onClick={session.isRunning ? controls.pause : controls.resume}
            >
              {session.isRunning ? (
                <>
                  <Pause className="size-4" aria-hidden /> Pause session
                </>
              ) : (
                <>
                  <Play className="size-4" aria-hidden /> Resume session
                </>
              )}
            </Button>
          )}
          <Link to="/app/pomodoro" className="text-sm font-medium text-accent-text underline">
            Open timer
          </Link>
        </div>
      ) : (
        <p className="mt-1 text-sm text-muted">No active session</p>
      )}
    </StatusCard>
  );
}
