import type { TimerSettings } from './settings.ts';

// Shared vocabulary of the focus timer, kept apart so `stats.ts` can be used without pulling in
// the state machine (the server only needs records, the web app needs both).

/** `idle` means no session; the other three are the phases of a pomodoro cycle. */
type TimerMode = 'idle' | 'work' | 'break' | 'long_break';

/** A phase is any mode except `idle`. */
export type PhaseKind = Exclude<TimerMode, 'idle'>;

/**
 * How a phase ended: `completed` when its time ran out, `skipped` when the user skipped it,
 * `stopped` when the session was stopped during it.
 */
export type PhaseOutcome = 'completed' | 'skipped' | 'stopped';

/**
 * One finished phase, as the server stores it ("completed phases with real durations").
 * `endedAt - startedAt` includes pauses; `focusedMs` does not, so both can be shown.
 */
export interface PhaseRecord {
  sessionId: string;
  kind: PhaseKind;
  outcome: PhaseOutcome;
  /** Epoch ms when the phase first ran; equals `endedAt` for a phase skipped before it ran. */
  startedAt: number;
  /** Epoch ms when the phase ended (for a natural end: the exact planned end, not the tick). */
  endedAt: number;
  /** The phase's full length from the settings. */
  plannedMs: number;
  /** Time actually run, pauses excluded; equals `plannedMs` when the phase completed. */
  focusedMs: number;
}

export interface TimerSession {
  id: string;
  taskName: string;
  description: string;
  /** Epoch ms. */
  startedAt: number;
}

export interface TimerState {
  mode: TimerMode;
  isRunning: boolean;
  /** Epoch ms at which the current phase ends; set only while running. */
  phaseEndsAt: number | null;
  /** Time left while paused or waiting; while running, use `timeLeftMs` instead. */
  remainingMs: number;
  /** Epoch ms when the current phase first ran; null while it waits to be started. */
  phaseStartedAt: number | null;
  /** Short breaks taken since the last long break (spec: the "cycle count"). */
  pomodorosInCycle: number;
  /** Work phases ended in this session, skipped ones included (drives the long-break rule). */
  completedPomodoros: number;
  /** Sessions stopped since this state was created (spec: "a completion counter"). */
  completedSessions: number;
  settings: TimerSettings;
  session: TimerSession | null;
}

export type TimerEvent =
  | { type: 'session-started'; at: number; session: TimerSession }
  | {
      type: 'phase-ended';
      at: number;
      from: PhaseKind;
      to: PhaseKind;
      reason: 'completed' | 'skipped';
      /** Whether the new phase is running (auto-start) or waits paused. */
      autoStarted: boolean;
      record: PhaseRecord;
    }
  | { type: 'session-stopped'; at: number; record: PhaseRecord };

export type RefusalReason =
  | 'session-active'
  | 'task-name-required'
  | 'no-session'
  | 'not-running'
  | 'already-running'
  | 'idle';

export type TimerResult =
  | { ok: true; state: TimerState; events: TimerEvent[] }
  | { ok: false; state: TimerState; events: []; reason: RefusalReason };
