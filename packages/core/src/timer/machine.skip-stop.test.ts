import { describe, expect, it } from 'vitest';
import {
  createTimerState,
  pause,
  resume,
  skip,
  stop,
  tick,
  start,
  timeLeftMs,
  availableActions,
  resetAfterFailedStart,
  type TimerState,
} from './machine.ts';
import { MIN, SESSION, T0, expectOk, frozen, phaseEnds, started } from './testing.ts';

describe('refused transitions return the same state object', () => {
  const idle = createTimerState();
  const running = started();
  const paused = expectOk(pause(running, T0 + MIN)).state;
  const corrupt: TimerState = { ...paused, mode: 'idle' };

  it.each([
    ['pause while idle', () => pause(idle, T0), idle, 'no-session'],
    ['pause while paused', () => pause(paused, T0), paused, 'not-running'],
    ['resume while idle', () => resume(idle, T0), idle, 'no-session'],
    ['resume while running', () => resume(running, T0), running, 'already-running'],
    ['resume in idle mode', () => resume(corrupt, T0), corrupt, 'idle'],
    ['skip while idle', () => skip(idle, T0), idle, 'idle'],
    ['stop while idle', () => stop(idle, T0), idle, 'no-session'],
  ] as const)('%s', (_name, act, input, reason) => {
    const result = act();
    expect(result).toMatchObject({ ok: false, reason, events: [] });
    expect(result.state).toBe(input);
  });

  it('availableActions mirrors the guards', () => {
    expect(availableActions(idle)).toEqual({
      start: true,
      pause: false,
      resume: false,
      skip: false,
      stop: false,
    });
    expect(availableActions(running)).toEqual({
      start: false,
      pause: true,
      resume: false,
      skip: true,
      stop: true,
    });
    expect(availableActions(paused)).toEqual({
      start: false,
      pause: false,
      resume: true,
      skip: true,
      stop: true,
    });
  });
});

describe('skip', () => {
  it('from running work: moves to the break the same way, recording real focus', () => {
    const { state, events } = expectOk(skip(frozen(started()), T0 + 10 * MIN));
    expect(state).toMatchObject({
      mode: 'break',
      isRunning: true,
      phaseEndsAt: T0 + 15 * MIN,
      completedPomodoros: 1,
      pomodorosInCycle: 1,
    });
    expect(events).toHaveLength(1);
    expect(phaseEnds(events)[0]).toMatchObject({
      from: 'work',
      to: 'break',
      reason: 'skipped',
      at: T0 + 10 * MIN,
      record: { outcome: 'skipped', focusedMs: 10 * MIN, plannedMs: 25 * MIN, startedAt: T0 },
    });
  });

  it('from paused work: focused time is what had drained before the pause', () => {
    const paused = expectOk(pause(started(), T0 + 7 * MIN)).state;
    const { events } = expectOk(skip(paused, T0 + 50 * MIN));
    expect(phaseEnds(events)[0]?.record.focusedMs).toBe(7 * MIN);
  });

  it('from a break: goes to work, waiting when autoStartPomodoros is off, cycle unchanged', () => {
    const onBreak = expectOk(tick(started(), T0 + 25 * MIN)).state;
    const { state } = expectOk(skip(onBreak, T0 + 26 * MIN));
    expect(state).toMatchObject({
      mode: 'work',
      isRunning: false,
      remainingMs: 25 * MIN,
      pomodorosInCycle: 1,
      completedPomodoros: 1,
    });
  });

  it('from a long break: goes to work', () => {
    const onLong = expectOk(tick({ ...started(), completedPomodoros: 3 }, T0 + 25 * MIN)).state;
    expect(onLong.mode).toBe('long_break');
    const { state } = expectOk(skip(onLong, T0 + 26 * MIN));
    expect(state).toMatchObject({ mode: 'work', pomodorosInCycle: 0, completedPomodoros: 4 });
  });

  it('skipped work phases still bring the long break after the 4th', () => {
    let state = started({ autoStartPomodoros: true });
    const modes: string[] = [];
    for (let i = 0; i < 8; i++) {
      state = expectOk(skip(state, T0 + i * 1000)).state;
      modes.push(state.mode);
    }
    expect(modes).toEqual([
      'break',
      'work',
      'break',
      'work',
      'break',
      'work',
      'long_break',
      'work',
    ]);
  });

  it('a phase skipped before it ever ran has zero focus and starts when it ended', () => {
    const waiting = expectOk(tick(started({ autoStartBreaks: false }), T0 + 25 * MIN)).state;
    const { events } = expectOk(skip(waiting, T0 + 40 * MIN));
    expect(phaseEnds(events)[0]?.record).toMatchObject({
      kind: 'break',
      startedAt: T0 + 40 * MIN,
      endedAt: T0 + 40 * MIN,
      focusedMs: 0,
    });
  });

  it('after a missed end, replays it and skips the phase current at `now`', () => {
    const { state, events } = expectOk(skip(started(), T0 + 27 * MIN));
    expect(phaseEnds(events).map((e) => `${e.from}>${e.to}:${e.reason}`)).toEqual([
      'work>break:completed',
      'break>work:skipped',
    ]);
    expect(state.mode).toBe('work');
  });
});

describe('stop', () => {
  it("returns to idle with the person's own settings and work time, cleared counters, +1 session", () => {
    let state = started({ workDuration: 50, longBreakInterval: 2 });
    state = expectOk(tick(state, T0 + 50 * MIN)).state;
    expect(state.pomodorosInCycle + state.completedPomodoros).toBeGreaterThan(0);
    const { state: stopped, events } = expectOk(stop(frozen(state), T0 + 52 * MIN));
    expect(stopped).toEqual({
      ...createTimerState({ settings: state.settings }),
      completedSessions: 1,
    });
    expect(stopped.settings.workDuration).toBe(50);
    expect(timeLeftMs(stopped, T0 + 52 * MIN)).toBe(50 * MIN);
    expect(events).toEqual([
      {
        type: 'session-stopped',
        at: T0 + 52 * MIN,
        record: {
          sessionId: 's-1',
          kind: 'break',
          outcome: 'stopped',
          startedAt: T0 + 50 * MIN,
          endedAt: T0 + 52 * MIN,
          plannedMs: 5 * MIN,
          focusedMs: 2 * MIN,
        },
      },
    ]);
  });

  it('counts every stopped session', () => {
    let state = expectOk(stop(started(), T0 + MIN)).state;
    state = expectOk(start(state, { session: SESSION }, T0 + 2 * MIN)).state;
    state = expectOk(stop(state, T0 + 3 * MIN)).state;
    expect(state.completedSessions).toBe(2);
  });

  it('works while paused and reports phase ends it had missed', () => {
    const paused = expectOk(pause(started(), T0 + 5 * MIN)).state;
    expect(expectOk(stop(paused, T0 + 9 * MIN)).events[0]).toMatchObject({
      type: 'session-stopped',
      record: { focusedMs: 5 * MIN },
    });
    const { events } = expectOk(stop(started(), T0 + 26 * MIN));
    expect(events.map((e) => e.type)).toEqual(['phase-ended', 'session-stopped']);
  });
});

describe('resetAfterFailedStart (docs/product.md §8)', () => {
  it("returns to idle with the person's own work time without counting a session", () => {
    const state = { ...started({ workDuration: 60 }), completedSessions: 3 };
    expect(resetAfterFailedStart(state)).toEqual({
      ...createTimerState({ settings: state.settings }),
      completedSessions: 3,
    });
    expect(timeLeftMs(resetAfterFailedStart(state), T0)).toBe(60 * MIN);
  });
});
