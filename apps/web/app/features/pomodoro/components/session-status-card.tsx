import { Timer } from 'lucide-react';
import { Card } from '~/components/ui/card';
import { useActiveSession } from '../hooks/use-session';
import { MODE_LABELS, formatTimeLeft } from '../model/session-store';

/** Dashboard card for the current focus session. */
export function SessionStatusCard() {
  const session = useActiveSession();
  return (
    <Card className="flex items-start gap-4">
      <span className="rounded-xl bg-accent-soft p-3 text-accent-text">
        <Timer className="size-6" aria-hidden />
      </span>
      <div className="min-w-0">
        <h2 className="text-base font-semibold">Focus Session</h2>
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
        ) : (
          <p className="mt-1 text-sm text-muted">No active session</p>
        )}
      </div>
    </Card>
  );
}
