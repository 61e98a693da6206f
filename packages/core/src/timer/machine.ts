import {
  DEFAULT_TIMER_SETTINGS,
  minutesToMs,
  normalizeTimerSettings,
  type TimerSettings,
} from './settings.ts';
import type {
  PhaseKind,
  PhaseRecord,
  RefusalReason,
  TimerEvent,
  TimerResult,
  TimerSession,
  TimerState,
} from './types.ts';

export type * from './types.ts';

/**
 * The focus timer (docs/product.md §4) as pure functions over an immutable state.
 *
 * Time is kept as timestamps, never by counting ticks: a running phase stores when it ends, a
 * paused one how much is left. A browser that throttles background tabs, or a laptop that sleeps
 * for an hour, therefore loses no time; the next `tick` replays every phase end it missed.
 *
 * Every transition takes `now` (epoch ms) and returns a `TimerResult`. A refused transition
 * returns `ok: false`, a machine-readable `reason` and the very same state object, so callers may
 * either branch on `ok` or simply keep `result.state`.
 */

interface StartInput {
  session: { id: string; taskName: string; description?: string; startedAt?: number };
  /** Anything `normalizeTimerSettings` reads; defaults to the state's settings. */
  settings?: unknown;
}

const ok = (state: TimerState, events: TimerEvent[] = []): TimerResult => ({
  ok: true,
  state,
  events,
});
const refuse = (state: TimerState, reason: RefusalReason): TimerResult => ({
  ok: false,
  state,
  events: [],
  reason,
});

export function phaseDurationMs(kind: PhaseKind, settings: TimerSettings): number {
  if (kind === 'work') return minutesToMs(settings.workDuration);
  if (kind === 'break') return minutesToMs(settings.breakDuration);
  return minutesToMs(settings.longBreakDuration);
}

/** An idle timer showing the work length of `settings` (spec: default settings when omitted). */
export function createTimerState(
  options: { settings?: unknown; completedSessions?: number } = {},
): TimerState {
  const settings = normalizeTimerSettings(options.settings ?? DEFAULT_TIMER_SETTINGS);
  return {
    mode: 'idle',
    isRunning: false,
    phaseEndsAt: null,
    remainingMs: phaseDurationMs('work', settings),
    phaseStartedAt: null,
    pomodorosInCycle: 0,
    completedPomodoros: 0,
    completedSessions: options.completedSessions ?? 0,
    settings,
    session: null,
  };
}

/** The phase that follows the current one (docs/product.md §4); from idle, a session starts with work. */
export function nextPhase(state: TimerState): PhaseKind {
  if (state.mode !== 'work') return 'work';
  const isLong = (state.completedPomodoros + 1) % state.settings.longBreakInterval === 0;
  return isLong ? 'long_break' : 'break';
}

export function timeLeftMs(state: TimerState, now: number): number {
  if (state.isRunning && state.phaseEndsAt !== null) return Math.max(0, state.phaseEndsAt - now);
  return state.remainingMs;
}

/** MM:SS, rounding up so the display reads 00:01 until the very end; minutes may pass 59. */
export function formatMMSS(ms: number): string {
  const total = Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0;
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

function phaseRecord(
  state: TimerState,
  session: TimerSession,
  kind: PhaseKind,
  outcome: PhaseRecord['outcome'],
  at: number,
): PhaseRecord {
  const plannedMs = phaseDurationMs(kind, state.settings);
  const left = outcome === 'completed' ? 0 : timeLeftMs(state, at);
  return {
    sessionId: session.id,
    kind,
    outcome,
    startedAt: state.phaseStartedAt ?? at,
    endedAt: at,
    plannedMs,
    // Time only drains while running, so what has drained is exactly the focused time.
    focusedMs: Math.max(0, plannedMs - left),
  };
}

/** Ends the current phase at `at` and enters the next one, per docs/product.md §4. */
function endPhase(
  state: TimerState,
  session: TimerSession,
  from: PhaseKind,
  reason: 'completed' | 'skipped',
  at: number,
): { state: TimerState; event: TimerEvent } {
  const record = phaseRecord(state, session, from, reason, at);
  const to = nextPhase(state);
  const { settings } = state;
  const autoStarted = to === 'work' ? settings.autoStartPomodoros : settings.autoStartBreaks;
  const duration = phaseDurationMs(to, settings);
  const next: TimerState = {
    ...state,
    mode: to,
    isRunning: autoStarted,
    // An auto-started phase begins at the previous phase's end, not at the (later) tick that
    // noticed it, so catching up after sleep lands on the same schedule as staying awake.
    phaseEndsAt: autoStarted ? at + duration : null,
    phaseStartedAt: autoStarted ? at : null,
    remainingMs: duration,
    completedPomodoros: state.completedPomodoros + (from === 'work' ? 1 : 0),
    pomodorosInCycle:
      to === 'break'
        ? state.pomodorosInCycle + 1
        : to === 'long_break'
          ? 0
          : state.pomodorosInCycle,
  };
  return { state: next, event: { type: 'phase-ended', at, from, to, reason, autoStarted, record } };
}

/** Replays every phase end at or before `now`; returns the input object when nothing ended. */
function catchUp(state: TimerState, now: number): { state: TimerState; events: TimerEvent[] } {
  let current = state;
  const events: TimerEvent[] = [];
  // Durations are at least 2 minutes (normalised settings), so this loop is bounded by the gap.
  while (
    current.isRunning &&
    current.phaseEndsAt !== null &&
    current.session !== null &&
    current.mode !== 'idle' &&
    now >= current.phaseEndsAt
  ) {
    const ended = endPhase(
      current,
      current.session,
      current.mode,
      'completed',
      current.phaseEndsAt,
    );
    current = ended.state;
    events.push(ended.event);
  }
  return { state: current, events };
}

export function tick(state: TimerState, now: number): TimerResult {
  const { state: next, events } = catchUp(state, now);
  return ok(next, events);
}

function startRefusal(state: TimerState, input?: StartInput): RefusalReason | null {
  if (state.session !== null || state.mode !== 'idle') return 'session-active';
  if (input && input.session.taskName.trim() === '') return 'task-name-required';
  return null;
}
function pauseRefusal(state: TimerState): RefusalReason | null {
  if (state.session === null) return 'no-session';
  return state.isRunning ? null : 'not-running';
}
function resumeRefusal(state: TimerState): RefusalReason | null {
  if (state.session === null) return 'no-session';
  if (state.mode === 'idle') return 'idle';
  return state.isRunning ? 'already-running' : null;
}
function skipRefusal(state: TimerState): RefusalReason | null {
  return state.mode === 'idle' || state.session === null ? 'idle' : null;
}
function stopRefusal(state: TimerState): RefusalReason | null {
  return state.session === null ? 'no-session' : null;
}

export type TimerAction = 'start' | 'pause' | 'resume' | 'skip' | 'stop';

/** Which buttons are enabled; derived from the same guards the transitions use. */
export function availableActions(state: TimerState): Record<TimerAction, boolean> {
  return {
    start: startRefusal(state) === null,
    pause: pauseRefusal(state) === null,
    resume: resumeRefusal(state) === null,
    skip: skipRefusal(state) === null,
    stop: stopRefusal(state) === null,
  };
}

/** idle → work: full work length, cycle count 0, running. Refused while a session is active. */
export function start(state: TimerState, input: StartInput, now: number): TimerResult {
  const refusal = startRefusal(state, input);
  if (refusal) return refuse(state, refusal);
  const settings = normalizeTimerSettings(input.settings ?? state.settings);
  const session: TimerSession = {
    id: input.session.id,
    taskName: input.session.taskName.trim(),
    description: input.session.description ?? '',
    startedAt: input.session.startedAt ?? now,
  };
  const work = phaseDurationMs('work', settings);
  const next: TimerState = {
    ...state,
    mode: 'work',
    isRunning: true,
    phaseEndsAt: now + work,
    phaseStartedAt: now,
    remainingMs: work,
    pomodorosInCycle: 0,
    completedPomodoros: 0,
    settings,
    session,
  };
  return ok(next, [{ type: 'session-started', at: now, session }]);
}

/**
 * Pauses a running phase. If the phase had already run out, its end is replayed first; should
 * the next phase then be waiting (auto-start off), there is nothing left to pause and the
 * caught-up state is returned as a success.
 */
export function pause(state: TimerState, now: number): TimerResult {
  const refusal = pauseRefusal(state);
  if (refusal) return refuse(state, refusal);
  const { state: current, events } = catchUp(state, now);
  if (!current.isRunning) return ok(current, events);
  const next: TimerState = {
    ...current,
    isRunning: false,
    phaseEndsAt: null,
    remainingMs: timeLeftMs(current, now),
  };
  return ok(next, events);
}

/** Runs a paused or waiting phase again with exactly the time it had left. */
export function resume(state: TimerState, now: number): TimerResult {
  const refusal = resumeRefusal(state);
  if (refusal) return refuse(state, refusal);
  const next: TimerState = {
    ...state,
    isRunning: true,
    phaseEndsAt: now + state.remainingMs,
    phaseStartedAt: state.phaseStartedAt ?? now,
  };
  return ok(next);
}

/**
 * Ends the current phase now and moves on exactly as a natural end would (docs/product.md §4: "the same
 * way"). A skipped work phase counts towards `completedPomodoros`, so the long break still comes
 * after the 4th work phase; its record says `outcome: 'skipped'` with the real focused time, and
 * statistics count only `completed` work phases as pomodoros.
 */
export function skip(state: TimerState, now: number): TimerResult {
  const refusal = skipRefusal(state);
  if (refusal) return refuse(state, refusal);
  const caught = catchUp(state, now);
  const current = caught.state;
  if (current.session === null || current.mode === 'idle') return ok(current, caught.events);
  const ended = endPhase(current, current.session, current.mode, 'skipped', now);
  return ok(ended.state, [...caught.events, ended.event]);
}

/**
 * Ends the session: back to idle with the person's own default settings (the ones the session was
 * started with, i.e. what they last set in the controls) and that work length, counters cleared,
 * `completedSessions` + 1. The interrupted phase is reported with `outcome: 'stopped'`.
 */
export function stop(state: TimerState, now: number): TimerResult {
  const refusal = stopRefusal(state);
  if (refusal) return refuse(state, refusal);
  const { state: current, events } = catchUp(state, now);
  const stopped: TimerEvent[] = [];
  if (current.session !== null && current.mode !== 'idle') {
    const record = phaseRecord(current, current.session, current.mode, 'stopped', now);
    stopped.push({ type: 'session-stopped', at: now, record });
  }
  const next = createTimerState({
    settings: current.settings,
    completedSessions: current.completedSessions + 1,
  });
  return ok(next, [...events, ...stopped]);
}

/**
 * docs/product.md §8: when starting fails, the timer returns to idle with the default work time (the
 * person's own, as for `stop`). Unlike `stop`, this does not count a completed session.
 */
export function resetAfterFailedStart(state: TimerState): TimerState {
  return createTimerState({ settings: state.settings, completedSessions: state.completedSessions });
}
