import type { TimerState } from '@quietdesk/core/timer/types';

/**
 * When the engine's one timeout wakes, and which phase ends still deserve a chime. Pure: the
 * engine passes the clock in.
 */

/** How often queued server changes are retried while nothing else triggers a flush. */
export const FLUSH_INTERVAL_MS = 60_000;
/** Phase ends noticed later than this (a reload hours later) end silently. */
const LATE_EFFECT_MS = 2 * 60_000;

/**
 * Milliseconds until the next wake: exactly when the MM:SS display (rounded up) changes while a
 * phase runs, not on a drifting 1 s grid; otherwise when queued changes are due for a retry.
 */
export function nextWakeDelay(
  state: TimerState,
  t: number,
  queued: number,
  lastFlushAt: number,
): number {
  let delay = FLUSH_INTERVAL_MS;
  if (state.isRunning && state.phaseEndsAt !== null) {
    const left = state.phaseEndsAt - t;
    delay = left <= 0 ? 0 : left % 1000 || 1000;
  }
  if (queued > 0) delay = Math.min(delay, Math.max(0, lastFlushAt + FLUSH_INTERVAL_MS - t));
  return delay;
}

/** Queued changes are retried every FLUSH_INTERVAL_MS when nothing else sends them. */
export function retryDue(queued: number, t: number, lastFlushAt: number): boolean {
  return queued > 0 && t - lastFlushAt >= FLUSH_INTERVAL_MS;
}

/** A phase end noticed at `t` gets its chime and notification only if it is recent. */
export function announcePhaseEnd(endedAt: number, t: number): boolean {
  return t - endedAt < LATE_EFFECT_MS;
}
