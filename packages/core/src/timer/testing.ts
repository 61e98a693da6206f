// Helpers shared by the timer's tests (not part of the runtime API).
import { createTimerState, start } from './machine.ts';
import { DEFAULT_TIMER_SETTINGS, type TimerSettings } from './settings.ts';
import type { TimerEvent, TimerResult, TimerState } from './types.ts';

export const MIN = 60_000;
export const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);
export const SESSION = { id: 's-1', taskName: '  Write report  ', description: 'Q3' };

export function started(settings: Partial<TimerSettings> = {}, now = T0): TimerState {
  const result = start(
    createTimerState(),
    { session: SESSION, settings: { ...DEFAULT_TIMER_SETTINGS, ...settings } },
    now,
  );
  if (!result.ok) throw new Error(result.reason);
  return result.state;
}

export function expectOk(result: TimerResult): { state: TimerState; events: TimerEvent[] } {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

export function phaseEnds(events: TimerEvent[]) {
  return events.flatMap((e) => (e.type === 'phase-ended' ? [e] : []));
}

/** Deep-freezes so any mutation of an input state throws in strict-mode ESM. */
export function frozen(state: TimerState): TimerState {
  Object.freeze(state.settings);
  if (state.session) Object.freeze(state.session);
  return Object.freeze(state);
}
