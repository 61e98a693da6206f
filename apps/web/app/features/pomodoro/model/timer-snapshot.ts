import type { PlanTaskLink } from '@quietdesk/core/api/pomodoro';
import type { TimerEvent, TimerState } from '@quietdesk/core/timer/types';
import type { KeyValueStorage } from '~/lib/storage';
import type { PomodoroSync } from './pomodoro-sync';
import type { SettingsApi } from './timer-own-settings';

/** What the timer engine shows (its store), what it takes, and the messages it sets. */

export const START_ERROR = 'Failed to start session. Please try again.';
export const STOP_ERROR = 'Failed to stop session properly. Please refresh if issues persist.';
export const TASK_REQUIRED = 'Please enter a task name.';

/** How long the Stop Session button's undo toast offers to take the stop back. */
export const UNDO_STOP_MS = 6_000;

export interface TimerSnapshot {
  state: TimerState;
  /** The engine's clock at the last update; the view derives time left from it. */
  now: number;
  /** A start or stop request is in flight. */
  busy: boolean;
  /** docs/product.md §8 error shown in red under the controls. */
  error: string | null;
  /** Validation message for the session form. */
  formError: string | null;
  /** Changes waiting for the server (including a Stop held back while it may be undone). */
  unsynced: number;
  /**
   * The last request to the server really failed (no answer, 5xx, 429) and nothing has reached it
   * since: only then is the person told they are offline. Waiting changes alone are not a failure.
   */
  syncFailing: boolean;
  /** Bumped when the local phase log grows, so statistics can refresh. */
  recordsVersion: number;
  /** Until when (engine clock) the last Stop may be undone; null when there is nothing to undo. */
  undoStopUntil: number | null;
}

interface TimerEffects {
  phaseEnded(event: Extract<TimerEvent, { type: 'phase-ended' }>, state: TimerState): void;
  /** Called inside user gestures (start, resume) so audio may be unlocked for the chime. */
  gesture?(): void;
}

export interface EngineDeps {
  storage?: KeyValueStorage | null;
  now?: () => number;
  sync?: PomodoroSync;
  fetch?: typeof fetch;
  effects?: TimerEffects;
  /** Mirrors the state into the header/dashboard slot store; off in isolated tests. */
  publishSlot?: boolean;
  setTitle?: boolean;
  win?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  /** The account's copy of the person's lengths; off (null) in isolated tests. */
  settingsApi?: SettingsApi | null;
}

export interface StartForm {
  taskName: string;
  description?: string;
  /** The plan task the session is spent on (opened from Today or the planner). */
  planTask?: PlanTaskLink;
  /** A Review session on this deck: its cards rated meanwhile count for the session. */
  deckId?: string;
}
