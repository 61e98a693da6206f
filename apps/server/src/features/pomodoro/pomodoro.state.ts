import type { PomodoroSession } from '@quietdesk/core/api/pomodoro';
import { createTimerState, phaseDurationMs } from '@quietdesk/core/timer/machine';
import type { TimerState } from '@quietdesk/core/timer/types';
import type { SessionChanges, SessionRow } from './pomodoro.repository.ts';

// Translation between a stored session row and the core timer's state, so the server applies the
// timer's own transitions (next phase, long-break rule, auto-start, phase records) instead of
// restating them.
//
// The server never runs the clock forward by itself: the client reports each phase end (docs/product.md §7:
// skip "is sent when a phase ends or is skipped"). A row is therefore read as the timer FROZEN at
// the action's instant: time run so far counted in, nothing replayed, so the core `tick` catch-up
// can never invent a phase end the client did not report.

/** Time the current phase has run by `at`, pauses excluded, capped at its planned length. */
function focusedMsAt(row: SessionRow, at: number): number {
  const planned = phaseDurationMs(row.currentPhase, row.settings);
  const running = row.runningSince ? Math.max(0, at - row.runningSince.getTime()) : 0;
  return Math.min(planned, row.phaseFocusedMs + running);
}

/**
 * The timer as it stood at `at`, paused at that instant. `session` is null (idle) for a session
 * that has not started or has stopped.
 */
export function frozenTimerState(row: SessionRow, at: number): TimerState {
  const base = createTimerState({ settings: row.settings });
  if (row.status === 'created' || row.status === 'stopped') return base;
  const planned = phaseDurationMs(row.currentPhase, base.settings);
  return {
    ...base,
    mode: row.currentPhase,
    isRunning: false,
    phaseEndsAt: null,
    remainingMs: planned - focusedMsAt(row, at),
    phaseStartedAt: row.phaseStartedAt?.getTime() ?? null,
    completedPomodoros: row.completedPomodoros,
    session: {
      id: row.id,
      taskName: row.taskName,
      description: row.description,
      startedAt: row.startedAt.getTime(),
    },
  };
}

/** The same instant with the running flag the row really has, for the core's action guards. */
export function liveTimerState(row: SessionRow, at: number): TimerState {
  const frozen = frozenTimerState(row, at);
  if (row.status !== 'running' || frozen.session === null) return frozen;
  return { ...frozen, isRunning: true, phaseEndsAt: at + frozen.remainingMs };
}

/** The columns that store `state` as it stands at `at`. */
export function changesFromTimerState(state: TimerState, at: number): SessionChanges {
  if (state.mode === 'idle') throw new Error('An idle timer has no phase to store.');
  const remaining =
    state.isRunning && state.phaseEndsAt !== null ? state.phaseEndsAt - at : state.remainingMs;
  return {
    status: state.isRunning ? 'running' : 'paused',
    currentPhase: state.mode,
    completedPomodoros: state.completedPomodoros,
    phaseStartedAt: state.phaseStartedAt === null ? null : new Date(state.phaseStartedAt),
    runningSince: state.isRunning ? new Date(at) : null,
    phaseFocusedMs: Math.max(0, phaseDurationMs(state.mode, state.settings) - remaining),
  };
}

export function toSessionResponse(row: SessionRow, now: number): PomodoroSession {
  const planned = phaseDurationMs(row.currentPhase, row.settings);
  const timeLeft =
    row.status === 'stopped'
      ? 0
      : row.status === 'created'
        ? planned
        : planned - focusedMsAt(row, now);
  return {
    session_id: row.id,
    task_name: row.taskName,
    description: row.description,
    start_time: row.startedAt.toISOString(),
    status: row.status,
    settings: row.settings,
    current_phase: row.currentPhase,
    phase_number: row.phaseNumber,
    completed_pomodoros: row.completedPomodoros,
    phase_started_at: row.phaseStartedAt?.toISOString() ?? null,
    time_left_ms: Math.max(0, timeLeft),
    stopped_at: row.stoppedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}
