import { availableActions, formatMMSS, timeLeftMs } from '@quietdesk/core/timer/machine';
import { clsx } from 'clsx';
import { Pause, Play, Square, SkipForward } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { useTimer, useTimerShortcuts } from '../hooks/use-timer';
import { SHORTCUTS } from '../model/shortcuts';
import { MODE_LABELS } from '../model/session-store';
import { timerEngine } from '../model/timer-instance';
import { NotificationButton } from './notification-button';
import { StatsPanel } from './stats-panel';
import { TimerSettingsRow } from './timer-settings';

const cardClass = 'rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6';

/** Dots for the pomodoros of the current cycle (filled = done since the last long break). */
function CycleDots({ done, total, inWork }: { done: number; total: number; inWork: boolean }) {
  return (
    <div
      className="flex items-center gap-2"
      aria-label={`Pomodoro ${Math.min(done + 1, total)} of ${total} in this cycle`}
      role="img"
    >
      {Array.from({ length: total }, (_, i) => (
        <span
          key={i}
          data-testid="cycle-dot"
          data-state={i < done ? 'done' : i === done && inWork ? 'current' : 'todo'}
          className={clsx(
            'size-3 rounded-full border-2 border-[var(--qd-accent)]',
            i < done && 'bg-accent',
            i === done && inWork && 'bg-accent-soft ring-2 ring-[var(--qd-accent)]/30',
          )}
        />
      ))}
    </div>
  );
}

/** `initialTaskName` prefills Task Name, e.g. from a planner task's "Focus on this". */
export function TimerScreen({ initialTaskName = '' }: { initialTaskName?: string }) {
  const { state, now, busy, error, formError, unsynced } = useTimer();
  const [taskName, setTaskName] = useState(initialTaskName);
  const [description, setDescription] = useState('');
  const formId = useId();
  const taskRef = useRef<HTMLInputElement>(null);
  const actions = availableActions(state);
  const active = state.session !== null;
  const mode = state.mode === 'idle' ? 'work' : state.mode;
  const left = formatMMSS(timeLeftMs(state, now));

  // Announce phase changes once (the big clock itself is not live: it would talk every second).
  const [announcement, setAnnouncement] = useState('');
  const lastMode = useRef(state.mode);
  useEffect(() => {
    if (lastMode.current === state.mode) return;
    lastMode.current = state.mode;
    setAnnouncement(
      state.mode === 'idle'
        ? 'Session stopped.'
        : `${MODE_LABELS[state.mode]}, ${left} ${state.isRunning ? 'running' : 'paused'}.`,
    );
  }, [state.mode, state.isRunning, left]);

  const startSession = useCallback(() => {
    void timerEngine.start({ taskName, description }).then((ok) => {
      if (!ok && timerEngine.store.get().formError) taskRef.current?.focus();
    });
  }, [taskName, description]);
  useTimerShortcuts(startSession);

  const shownTask = active ? (state.session?.taskName ?? '') : taskName;
  const shownDescription = active ? (state.session?.description ?? '') : description;

  return (
    <div className="grid gap-6">
      <TimerSettingsRow
        settings={state.settings}
        locked={active}
        onChange={(changes) => timerEngine.updateSettings(changes)}
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <form
          id={formId}
          noValidate
          className={cardClass}
          aria-labelledby={`${formId}-title`}
          onSubmit={(e) => {
            e.preventDefault();
            startSession();
          }}
        >
          <h2 id={`${formId}-title`} className="text-base font-semibold">
            Session
          </h2>
          <label htmlFor={`${formId}-task`} className="mt-4 block text-sm font-medium">
            Task Name{' '}
            <span aria-hidden className="text-red-600 dark:text-red-400">
              *
            </span>
          </label>
          <input
            ref={taskRef}
            id={`${formId}-task`}
            name="task_name"
            required
            maxLength={200}
            autoComplete="off"
            value={shownTask}
            disabled={active}
            aria-invalid={formError ? true : undefined}
            aria-describedby={formError ? `${formId}-task-error` : undefined}
            onChange={(e) => {
              setTaskName(e.currentTarget.value);
              timerEngine.clearFormError();
            }}
            placeholder="What will you focus on?"
            className="mt-1 h-11 w-full rounded-xl border border-line bg-canvas px-3 text-sm disabled:opacity-70 aria-[invalid]:border-red-600"
          />
          {formError && (
            <p id={`${formId}-task-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
              {formError}
            </p>
          )}
          <label htmlFor={`${formId}-description`} className="mt-4 block text-sm font-medium">
            Description <span className="font-normal text-muted">(optional)</span>
          </label>
          <textarea
            id={`${formId}-description`}
            name="description"
            rows={3}
            maxLength={2000}
            value={shownDescription}
            disabled={active}
            onChange={(e) => setDescription(e.currentTarget.value)}
            className="mt-1 w-full resize-y rounded-xl border border-line bg-canvas px-3 py-2 text-sm disabled:opacity-70"
          />
          <p className="mt-3 text-xs text-muted">
            Completed sessions:{' '}
            <span data-testid="completed-sessions">{state.completedSessions}</span>
          </p>
        </form>

        <section
          aria-labelledby={`${formId}-timer`}
          className={clsx(cardClass, 'flex flex-col items-center text-center')}
        >
          <h2 id={`${formId}-timer`} className="sr-only">
            Timer
          </h2>
          <p
            data-testid="timer-mode"
            className={clsx(
              'rounded-full px-3 py-1 text-sm font-semibold',
              mode === 'work' ? 'bg-accent-soft text-accent-text' : 'bg-subtle text-ok',
            )}
          >
            {MODE_LABELS[mode]}
            {active && !state.isRunning && (
              <span className="font-normal text-muted"> · paused</span>
            )}
          </p>
          <p
            data-testid="time-left"
            className="mt-3 text-7xl font-semibold tracking-tight tabular-nums sm:text-8xl"
          >
            {left}
          </p>
          <p className="sr-only" aria-live="polite" data-testid="phase-announcement">
            {announcement}
          </p>
          <div className="mt-4">
            <CycleDots
              done={state.pomodorosInCycle}
              total={state.settings.longBreakInterval}
              inWork={state.mode === 'work'}
            />
          </div>
          <div className="mt-6 flex flex-wrap justify-center gap-2">
            <Button type="submit" form={formId} disabled={active || busy}>
              <Play className="size-4" aria-hidden /> Start Session
            </Button>
            <Button
              variant="secondary"
              disabled={!(actions.pause || actions.resume)}
              onClick={() => timerEngine.toggle()}
            >
              {state.isRunning ? (
                <>
                  <Pause className="size-4" aria-hidden /> Pause
                </>
              ) : (
                <>
                  <Play className="size-4" aria-hidden /> Resume
                </>
              )}
            </Button>
            <Button variant="secondary" disabled={!actions.skip} onClick={() => timerEngine.skip()}>
              <SkipForward className="size-4" aria-hidden /> Skip Phase
            </Button>
            <Button
              variant="secondary"
              disabled={!actions.stop || busy}
              onClick={() => void timerEngine.stop()}
            >
              <Square className="size-4" aria-hidden /> Stop Session
            </Button>
          </div>
          <p
            role="status"
            data-testid="timer-error"
            className="mt-3 min-h-5 text-sm font-medium text-red-600 dark:text-red-400"
          >
            {error}
          </p>
          {unsynced > 0 && (
            <p className="text-xs text-muted" data-testid="unsynced">
              Offline: {unsynced} change{unsynced === 1 ? '' : 's'} will sync when the server is
              back.
            </p>
          )}
          <div className="mt-auto flex w-full flex-wrap items-center justify-between gap-3 border-t border-line pt-4 text-xs text-muted">
            <ul aria-label="Keyboard shortcuts" className="flex flex-wrap gap-x-4 gap-y-1">
              {SHORTCUTS.map((s) => (
                <li key={s.keys}>
                  <kbd className="rounded border border-line bg-subtle px-1.5 py-0.5 font-mono text-[11px] text-ink">
                    {s.keys}
                  </kbd>{' '}
                  {s.label}
                </li>
              ))}
            </ul>
            <NotificationButton />
          </div>
        </section>
      </div>

      <StatsPanel />
    </div>
  );
}
