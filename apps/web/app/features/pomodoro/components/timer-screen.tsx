import type { PlanTaskLink } from '@quietdesk/core/api/pomodoro';
import { availableActions, formatMMSS, timeLeftMs } from '@quietdesk/core/timer/machine';
import { clsx } from 'clsx';
import { Pause, Play, Square, SkipForward } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Button } from '~/components/ui/button';
import { useTimer, useTimerShortcuts } from '../hooks/use-timer';
import { SHORTCUTS } from '../model/shortcuts';
import { MODE_LABELS } from '../model/active-session';
import { UNDO_STOP_MS } from '../model/timer-snapshot';
import { timerEngine } from '../model/timer-instance';
import { NotificationButton } from './notification-button';
import { StatsPanel } from './stats-panel';
import { StopUndoToast } from './stop-undo-toast';
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

/**
 * The focus timer. Order on the page (and for Tab): the timer card with its task, countdown and
 * the three control slots, then the settings, then history — so on a phone the countdown and its
 * buttons come first under the title, and Task Name is the first field. The control slots never
 * move: the first one is Start Session while idle and Pause/Resume during a session.
 *
 * `initialTaskName` prefills Task Name, e.g. from a planner task's "Focus on this".
 * `settingsExtra` lets the route add a setting owned by another feature (the sound mix).
 */
export function TimerScreen({
  initialTaskName = '',
  initialPlanTask,
  settingsExtra,
  aside,
}: {
  initialTaskName?: string;
  /** The plan task the prefilled name belongs to: the session's focus time counts for it. */
  initialPlanTask?: PlanTaskLink;
  settingsExtra?: ReactNode;
  /** Shown beside the timer, above the settings: a Review session's due cards. */
  aside?: ReactNode;
}) {
  const { state, now, busy, error, formError, unsynced, syncFailing, undoStopUntil } = useTimer();
  const [taskName, setTaskName] = useState(initialTaskName);
  const [description, setDescription] = useState('');
  const formId = useId();
  const taskRef = useRef<HTMLInputElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const actions = availableActions(state);
  const active = state.session !== null;
  const mode = state.mode === 'idle' ? 'work' : state.mode;
  const left = formatMMSS(timeLeftMs(state, now));

  // The account may hold lengths set on another browser (or the one just signed in to).
  useEffect(() => void timerEngine.syncSettings(), []);

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

  /**
   * Keeps keyboard focus on a control slot after the button pressed is disabled or replaced
   * (Start becomes Pause; Stop is disabled once idle), instead of dropping it on the page body.
   * Applied after the render that follows the action (no timers: those may be paused or slow).
   */
  const pendingFocus = useRef<'primary' | 'skip' | null>(null);
  const focusSoon = (slot: 'primary' | 'skip') => {
    pendingFocus.current = slot;
  };
  useLayoutEffect(() => {
    const slot = pendingFocus.current;
    if (!slot) return;
    const button = controlsRef.current?.querySelector<HTMLButtonElement>(`[data-slot=${slot}]`);
    if (button && !button.disabled) {
      pendingFocus.current = null;
      button.focus();
    }
  });

  // Renaming the task is choosing another one: the link holds only for the task it came with.
  const planTask = initialPlanTask && taskName === initialTaskName ? initialPlanTask : undefined;
  const startSession = useCallback(() => {
    focusSoon('primary');
    void timerEngine.start({ taskName, description, planTask }).then((ok) => {
      if (!ok) pendingFocus.current = null;
      if (!ok && timerEngine.store.get().formError) taskRef.current?.focus();
    });
  }, [taskName, description, planTask]);
  useTimerShortcuts(startSession);

  const shownTask = active ? (state.session?.taskName ?? '') : taskName;

  return (
    <div className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section
          aria-labelledby={`${formId}-timer`}
          className={clsx(cardClass, 'flex flex-col')}
          data-testid="timer-card"
          data-unsynced={unsynced}
        >
          <h2 id={`${formId}-timer`} className="sr-only">
            Timer
          </h2>
          <div className="flex flex-wrap items-center justify-between gap-2">
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
            <CycleDots
              done={state.pomodorosInCycle}
              total={state.settings.longBreakInterval}
              inWork={state.mode === 'work'}
            />
          </div>
          <div className="mt-3 flex flex-col items-center gap-x-6 gap-y-1 text-center sm:flex-row sm:items-center sm:text-left">
            <p
              data-testid="time-left"
              className="text-7xl font-semibold tracking-tight tabular-nums sm:text-8xl"
            >
              {left}
            </p>
            {active && (
              <div className="min-w-0" data-testid="running-task">
                <p className="text-xs font-medium tracking-wide text-muted uppercase">Task</p>
                <p className="line-clamp-2 text-lg font-semibold break-words">{shownTask}</p>
                {state.session?.description && (
                  <p className="line-clamp-2 text-sm text-muted">{state.session.description}</p>
                )}
              </div>
            )}
          </div>
          <p className="sr-only" aria-live="polite" data-testid="phase-announcement">
            {announcement}
          </p>

          <form
            id={formId}
            noValidate
            hidden={active}
            className="mt-4"
            aria-label="New session"
            onSubmit={(e) => {
              e.preventDefault();
              startSession();
            }}
          >
            <label htmlFor={`${formId}-task`} className="block text-sm font-medium">
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
              aria-invalid={formError ? true : undefined}
              aria-describedby={formError ? `${formId}-task-error` : undefined}
              onChange={(e) => {
                setTaskName(e.currentTarget.value);
                timerEngine.clearFormError();
              }}
              placeholder="What will you focus on?"
              className="mt-1 h-11 w-full rounded-xl border border-line bg-canvas px-3 text-sm aria-[invalid]:border-red-600"
            />
            {planTask && (
              <p className="mt-1 text-sm text-muted" data-testid="plan-task-note">
                Counts for this task of your plan.
              </p>
            )}
            {formError && (
              <p
                id={`${formId}-task-error`}
                className="mt-1 text-sm text-red-600 dark:text-red-400"
              >
                {formError}
              </p>
            )}
            <label htmlFor={`${formId}-description`} className="mt-3 block text-sm font-medium">
              Description <span className="font-normal text-muted">(optional)</span>
            </label>
            <textarea
              id={`${formId}-description`}
              name="description"
              rows={2}
              maxLength={2000}
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
              className="mt-1 w-full resize-y rounded-xl border border-line bg-canvas px-3 py-2 text-sm"
            />
          </form>

          <div
            className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-[1.3fr_1fr_1fr]"
            data-testid="timer-controls"
            ref={controlsRef}
          >
            {active ? (
              <Button
                data-slot="primary"
                className="col-span-2 sm:col-span-1"
                disabled={!(actions.pause || actions.resume)}
                onClick={() => {
                  timerEngine.toggle();
                  focusSoon('primary');
                }}
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
            ) : (
              <Button
                data-slot="primary"
                type="submit"
                form={formId}
                className="col-span-2 sm:col-span-1"
                disabled={busy}
              >
                <Play className="size-4" aria-hidden /> Start Session
              </Button>
            )}
            <Button
              data-slot="skip"
              variant="secondary"
              disabled={!actions.skip}
              onClick={() => {
                timerEngine.skip();
                focusSoon('skip');
              }}
            >
              <SkipForward className="size-4" aria-hidden /> Skip Phase
            </Button>
            <Button
              variant="secondary"
              disabled={!actions.stop || busy}
              onClick={() => {
                void timerEngine.stop({ undoMs: UNDO_STOP_MS });
                focusSoon('primary');
              }}
            >
              <Square className="size-4" aria-hidden /> Stop Session
            </Button>
          </div>
          <StopUndoToast until={undoStopUntil} now={now} onUndone={() => focusSoon('primary')} />
          <p
            role="status"
            data-testid="timer-error"
            className="mt-3 min-h-5 text-sm font-medium text-red-600 dark:text-red-400"
          >
            {error}
          </p>
          {unsynced > 0 && syncFailing && (
            <p className="text-xs text-muted" data-testid="unsynced">
              Offline: {unsynced} change{unsynced === 1 ? '' : 's'} will be saved when the
              connection is back.
            </p>
          )}
          <div className="mt-auto flex w-full flex-wrap items-center justify-between gap-3 border-t border-line pt-4 text-xs text-muted">
            <ul
              aria-label="Keyboard shortcuts"
              className="hidden flex-wrap gap-x-4 gap-y-1 sm:flex"
            >
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

        <div className="grid min-w-0 content-start gap-6">
          {aside}
          <TimerSettingsRow
            settings={state.settings}
            locked={active}
            onChange={(changes) => timerEngine.updateSettings(changes)}
            extra={settingsExtra}
          />
          <section
            aria-label="Sessions ended"
            className="rounded-2xl border border-line bg-surface px-5 py-4 text-sm shadow-sm"
          >
            <p>
              Sessions ended:{' '}
              <span data-testid="completed-sessions" className="font-semibold tabular-nums">
                {state.completedSessions}
              </span>
            </p>
            <p className="mt-1 text-xs text-muted">
              Every session you stop counts here, however short. Pomodoros below count only focus
              phases that ran to the end.
            </p>
          </section>
        </div>
      </div>

      <StatsPanel />
    </div>
  );
}
