import { describe, expect, it } from 'vitest';
import { createTimerState, formatMMSS, pause, resume, tick, timeLeftMs } from './machine.ts';
import { MIN, T0, expectOk, frozen, phaseEnds, started } from './testing.ts';

describe('tick and time from timestamps', () => {
  it('does nothing before the end and returns the same object', () => {
    const state = started();
    expect(tick(state, T0 + 25 * MIN - 1).state).toBe(state);
    expect(tick(state, T0 + 25 * MIN - 1).events).toEqual([]);
    expect(tick(state, T0 + 25 * MIN).state.mode).toBe('break');
  });

  it('leaves paused and idle timers alone', () => {
    const paused = expectOk(pause(started(), T0 + MIN)).state;
    expect(tick(paused, T0 + 10 * 60 * MIN).state).toBe(paused);
    const idle = createTimerState();
    expect(tick(idle, T0).state).toBe(idle);
  });

  it('computes time left from the end timestamp, whatever the tick rate', () => {
    const state = started();
    expect(timeLeftMs(state, T0)).toBe(25 * MIN);
    expect(timeLeftMs(state, T0 + 1_234)).toBe(25 * MIN - 1_234);
    expect(timeLeftMs(state, T0 + 26 * MIN)).toBe(0);
  });

  it('catches up every phase end after a long sleep with both auto-starts on', () => {
    const state = started({ autoStartPomodoros: true });
    const { state: after, events } = expectOk(tick(state, T0 + 180 * MIN));
    const ends = phaseEnds(events);
    // 25+5+25+5+25+5+25+15 = 130, then work to 155, break to 160; the next work ends at 185.
    expect(ends.map((e) => [e.from, e.at - T0])).toEqual([
      ['work', 25 * MIN],
      ['break', 30 * MIN],
      ['work', 55 * MIN],
      ['break', 60 * MIN],
      ['work', 85 * MIN],
      ['break', 90 * MIN],
      ['work', 115 * MIN],
      ['long_break', 130 * MIN],
      ['work', 155 * MIN],
      ['break', 160 * MIN],
    ]);
    expect(ends.every((e) => e.record.focusedMs === e.record.plannedMs)).toBe(true);
    expect(after).toMatchObject({
      mode: 'work',
      isRunning: true,
      phaseEndsAt: T0 + 185 * MIN,
      completedPomodoros: 5,
      pomodorosInCycle: 1,
    });
    expect(timeLeftMs(after, T0 + 180 * MIN)).toBe(5 * MIN);
  });

  it('stops catching up at the first phase that waits', () => {
    const { state, events } = expectOk(tick(started(), T0 + 5 * 60 * MIN));
    expect(phaseEnds(events).map((e) => `${e.from}>${e.to}`)).toEqual(['work>break', 'break>work']);
    expect(state).toMatchObject({ mode: 'work', isRunning: false, remainingMs: 25 * MIN });
  });
});

describe('pause and resume', () => {
  it('pause keeps the exact time left and a paused timer loses none', () => {
    const { state, events } = expectOk(pause(frozen(started()), T0 + 10 * MIN + 500));
    expect(state).toMatchObject({ isRunning: false, phaseEndsAt: null, mode: 'work' });
    expect(events).toEqual([]);
    expect(timeLeftMs(state, T0 + 10 * 60 * MIN)).toBe(15 * MIN - 500);
    expect(formatMMSS(timeLeftMs(state, T0 + 10 * 60 * MIN))).toBe('15:00');
  });

  it('resume continues from the remaining time and focused time excludes the pause', () => {
    const paused = expectOk(pause(started(), T0 + 10 * MIN)).state;
    const resumed = expectOk(resume(frozen(paused), T0 + 60 * MIN)).state;
    expect(resumed).toMatchObject({
      isRunning: true,
      phaseEndsAt: T0 + 75 * MIN,
      phaseStartedAt: T0,
    });
    expect(tick(resumed, T0 + 75 * MIN - 1).events).toEqual([]);
    const [ended] = phaseEnds(expectOk(tick(resumed, T0 + 75 * MIN)).events);
    expect(ended?.record).toMatchObject({
      startedAt: T0,
      endedAt: T0 + 75 * MIN,
      focusedMs: 25 * MIN,
    });
  });

  it('resume starts a waiting phase and stamps when it first ran', () => {
    const waiting = expectOk(tick(started(), T0 + 30 * MIN)).state;
    const { state } = expectOk(resume(waiting, T0 + 40 * MIN));
    expect(state).toMatchObject({ phaseStartedAt: T0 + 40 * MIN, phaseEndsAt: T0 + 65 * MIN });
  });

  it('pause after a missed end replays it first', () => {
    const { state, events } = expectOk(pause(started(), T0 + 27 * MIN));
    expect(phaseEnds(events).map((e) => e.to)).toEqual(['break']);
    expect(state).toMatchObject({ mode: 'break', isRunning: false, remainingMs: 3 * MIN });
  });

  it('pause after a missed end into a waiting phase just returns the caught-up state', () => {
    const { state } = expectOk(pause(started({ autoStartBreaks: false }), T0 + 27 * MIN));
    expect(state).toMatchObject({ mode: 'break', isRunning: false, remainingMs: 5 * MIN });
  });
});

describe('formatMMSS', () => {
  it.each([
    [25 * MIN, '25:00'],
    [90 * MIN, '90:00'],
    [100 * MIN + 5_000, '100:05'],
    [5 * MIN, '05:00'],
    [59_001, '01:00'],
    [61_000, '01:01'],
    [1_001, '00:02'],
    [1_000, '00:01'],
    [1, '00:01'],
    [0, '00:00'],
    [-5_000, '00:00'],
    [Number.NaN, '00:00'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatMMSS(ms)).toBe(text);
  });
});
