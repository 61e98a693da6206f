import { createStore } from '~/lib/create-store';

type SessionMode = 'work' | 'break' | 'long_break';

/** What the header indicator and dashboard show about the running focus session. */
export interface ActiveSession {
  taskName: string;
  mode: SessionMode;
  /** Seconds left in the current phase. */
  timeLeft: number;
  isRunning: boolean;
}

export const MODE_LABELS: Record<SessionMode, string> = {
  work: 'Focus Time',
  break: 'Short Break',
  long_break: 'Long Break',
};

/**
 * The running session for the header and dashboard: the timer engine fills it on every tick and
 * registers its pause/resume handlers. While no session runs it is empty and the UI shows nothing.
 */
export const sessionStore = createStore<ActiveSession | null>(null);

interface SessionControls {
  pause(): void;
  resume(): void;
}

export const sessionControlsStore = createStore<SessionControls | null>(null);

export function setActiveSession(session: ActiveSession | null): void {
  sessionStore.set(session);
}

export function formatTimeLeft(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
