import type { PhaseReport } from '@quietdesk/core/api/pomodoro';

/**
 * Times from a device whose clock is wrong. The request says what the device's clock read when
 * it was sent (`sent_at`); every time in it is moved by the difference to the server's clock, so
 * a device set 20 months behind reports "10 minutes ago" as 10 minutes before the server's now.
 * What is still impossible after the shift (a phase ending after the server's now, an action
 * before its session began) is clamped to the nearest possible instant rather than refused: the
 * timer ran on the device, and refusing would only lose the user's history.
 */

/** How much to add to a device time to get server time; 0 when the request did not say. */
export function deviceOffsetMs(sentAt: string | undefined, serverNow: number): number {
  return sentAt === undefined ? 0 : serverNow - Date.parse(sentAt);
}

export const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, value));

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A reported phase moved into server time and held between the session's start and now. A start
 * that is still before the session's start lands on `phaseStart`, when the server saw the phase
 * begin: clamped to the session's start, every phase of a session whose device clock ran faster
 * than the server's (several phases reported within a few real seconds) would share one start,
 * which is how a phase is recognised as a retry, and all but the first would be lost.
 */
export function shiftPhase(
  phase: PhaseReport,
  offsetMs: number,
  bounds: { min: number; max: number; phaseStart?: number },
): PhaseReport {
  const endedAt = clamp(Date.parse(phase.ended_at) + offsetMs, bounds.min, bounds.max);
  const shiftedStart = Date.parse(phase.started_at) + offsetMs;
  const startedAt =
    shiftedStart < bounds.min
      ? clamp(bounds.phaseStart ?? bounds.min, bounds.min, endedAt)
      : Math.min(shiftedStart, endedAt);
  const span = endedAt - startedAt;
  return {
    ...phase,
    started_at: iso(startedAt),
    ended_at: iso(endedAt),
    focused_ms: Math.min(phase.focused_ms, Math.max(span, 0), phase.planned_ms),
  };
}
