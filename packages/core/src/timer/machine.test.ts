import { describe, expect, it } from 'vitest';
import {
  createTimerState,
  formatMMSS,
  nextPhase,
  phaseDurationMs,
  resume,
  start,
  tick,
  timeLeftMs,
  type TimerState,
} from './machine.ts';
import { DEFAULT_TIMER_SETTINGS } from './settings.ts';
import { MIN, SESSION, T0, expectOk, frozen, phaseEnds, started } from './testing.ts';

describe('createTimerState', () => {
  it('is idle with default settings and the default work time', () => {
    const state = createTimerState();
    expect(state).toEqual({
      mode: 'idle',
      isRunning: false,
      phaseEndsAt: null,
      remainingMs: 25 * MIN,
      phaseStartedAt: null,
      pomodorosInCycle: 0,
      completedPomodoros: 0,
      completedSessions: 0,
      settings: DEFAULT_TIMER_SETTINGS,
      session: null,
    });
    expect(formatMMSS(timeLeftMs(state, T0))).toBe('25:00');
  });

  it('shows the work length of given settings', () => {
    expect(createTimerState({ settings: { work_duration: '50' } }).remainingMs).toBe(50 * MIN);
  });
});

describe('phaseDurationMs', () => {
  it('maps each phase kind to its setting in ms', () => {
    expect(phaseDurationMs('work', DEFAULT_TIMER_SETTINGS)).toBe(25 * MIN);
    expect(phaseDurationMs('break', DEFAULT_TIMER_SETTINGS)).toBe(5 * MIN);
    expect(phaseDurationMs('long_break', DEFAULT_TIMER_SETTINGS)).toBe(15 * MIN);
  });
});

describe('start', () => {
  it('goes idle → work with the full work time, cycle count 0, running', () => {
    const idle = frozen({ ...createTimerState(), pomodorosInCycle: 3, completedPomodoros: 2 });
    const { state, events } = expectOk(start(idle, { session: SESSION }, T0));
    expect(state).toMatchObject({
      mode: 'work',
      isRunning: true,
      phaseEndsAt: T0 + 25 * MIN,
      phaseStartedAt: T0,
      pomodorosInCycle: 0,
      completedPomodoros: 0,
    });
    expect(state.session).toEqual({
      id: 's-1',
      taskName: 'Write report',
      description: 'Q3',
      startedAt: T0,
    });
    expect(events).toEqual([{ type: 'session-started', at: T0, session: state.session }]);
  });

  it('uses the given settings, normalised (snake_case, strings)', () => {
    const settings = { work_duration: '40', auto_start_pomodoros: true };
    const { state } = expectOk(start(createTimerState(), { session: SESSION, settings }, T0));
    expect(state.settings).toMatchObject({ workDuration: 40, autoStartPomodoros: true });
    expect(timeLeftMs(state, T0)).toBe(40 * MIN);
  });

  it('keeps a server-given start time', () => {
    const session = { ...SESSION, startedAt: T0 - 500 };
    const { state } = expectOk(start(createTimerState(), { session }, T0));
    expect(state.session?.startedAt).toBe(T0 - 500);
  });

  it('is refused while a session is active, returning the same state', () => {
    const active = started();
    const result = start(active, { session: { id: 'other', taskName: 'x' } }, T0 + MIN);
    expect(result).toMatchObject({ ok: false, reason: 'session-active', events: [] });
    expect(result.state).toBe(active);
  });

  it.each(['', '   '])('is refused for a blank task name %j', (taskName) => {
    const idle = createTimerState();
    const result = start(idle, { session: { id: 'x', taskName } }, T0);
    expect(result).toMatchObject({ ok: false, reason: 'task-name-required' });
    expect(result.state).toBe(idle);
  });
});

describe('nextPhase', () => {
  const at = (mode: TimerState['mode'], completedPomodoros: number, longBreakInterval = 4) => ({
    ...createTimerState({ settings: { longBreakInterval } }),
    mode,
    completedPomodoros,
  });

  it('chooses a long break when (completed + 1) is divisible by the interval', () => {
    expect(nextPhase(at('work', 0))).toBe('break');
    expect(nextPhase(at('work', 2))).toBe('break');
    expect(nextPhase(at('work', 3))).toBe('long_break');
    expect(nextPhase(at('work', 4))).toBe('break');
    expect(nextPhase(at('work', 7))).toBe('long_break');
    expect(nextPhase(at('work', 1, 2))).toBe('long_break');
  });

  it('goes to work after any break, and from idle', () => {
    expect(nextPhase(at('break', 1))).toBe('work');
    expect(nextPhase(at('long_break', 4))).toBe('work');
    expect(nextPhase(at('idle', 0))).toBe('work');
  });
});

describe('the default cycle, phase by phase', () => {
  it('runs work → break ×3 → long break after the 4th pomodoro → work', () => {
    let state = started();
    let now = T0;
    const seen: [string, number, number, boolean][] = [];
    for (let i = 0; i < 9; i++) {
      now = state.phaseEndsAt ?? now;
      const { state: next, events } = expectOk(tick(state, now));
      expect(phaseEnds(events)).toHaveLength(1);
      state = next;
      seen.push([state.mode, state.pomodorosInCycle, state.completedPomodoros, state.isRunning]);
      expect(timeLeftMs(state, now)).toBe(phaseDurationMs(state.mode as 'work', state.settings));
      // Work waits paused (auto-start pomodoros off); the user presses resume.
      if (!state.isRunning) state = expectOk(resume(state, now)).state;
    }
    expect(seen).toEqual([
      ['break', 1, 1, true],
      ['work', 1, 1, false],
      ['break', 2, 2, true],
      ['work', 2, 2, false],
      ['break', 3, 3, true],
      ['work', 3, 3, false],
      ['long_break', 0, 4, true],
      ['work', 0, 4, false],
      ['break', 1, 5, true],
    ]);
  });

  it('reports each natural end with a full record', () => {
    const { events } = expectOk(tick(started(), T0 + 25 * MIN));
    expect(events).toEqual([
      {
        type: 'phase-ended',
        at: T0 + 25 * MIN,
        from: 'work',
        to: 'break',
        reason: 'completed',
        autoStarted: true,
        record: {
          sessionId: 's-1',
          kind: 'work',
          outcome: 'completed',
          startedAt: T0,
          endedAt: T0 + 25 * MIN,
          plannedMs: 25 * MIN,
          focusedMs: 25 * MIN,
        },
      },
    ]);
  });
});

describe('auto-start', () => {
  it('breaks wait paused with their full time when autoStartBreaks is off', () => {
    const { state, events } = expectOk(tick(started({ autoStartBreaks: false }), T0 + 25 * MIN));
    expect(state).toMatchObject({ mode: 'break', isRunning: false, phaseEndsAt: null });
    expect(state.remainingMs).toBe(5 * MIN);
    expect(timeLeftMs(state, T0 + 90 * MIN)).toBe(5 * MIN);
    expect(phaseEnds(events)[0]?.autoStarted).toBe(false);
  });

  it('long breaks follow autoStartBreaks too', () => {
    const on = { ...started(), completedPomodoros: 3 };
    expect(expectOk(tick(on, T0 + 25 * MIN)).state).toMatchObject({
      mode: 'long_break',
      isRunning: true,
      phaseEndsAt: T0 + 40 * MIN,
    });
    const off = { ...started({ autoStartBreaks: false }), completedPomodoros: 3 };
    expect(expectOk(tick(off, T0 + 25 * MIN)).state).toMatchObject({
      mode: 'long_break',
      isRunning: false,
      remainingMs: 15 * MIN,
    });
  });

  it('work runs by itself when autoStartPomodoros is on, from the break end', () => {
    const { state } = expectOk(tick(started({ autoStartPomodoros: true }), T0 + 30 * MIN));
    expect(state).toMatchObject({
      mode: 'work',
      isRunning: true,
      phaseEndsAt: T0 + 55 * MIN,
      phaseStartedAt: T0 + 30 * MIN,
    });
  });

  it('work waits paused when autoStartPomodoros is off', () => {
    const { state } = expectOk(tick(started(), T0 + 30 * MIN));
    expect(state).toMatchObject({ mode: 'work', isRunning: false, remainingMs: 25 * MIN });
  });
});
