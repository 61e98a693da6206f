import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMER_SETTINGS } from '@quietdesk/core/timer/settings';
import { owners } from '../../db/schema.ts';
import { iso, MIN, phase, pomodoroTestFile, storedPhases, T0 } from './pomodoro.test-helpers.ts';

const { file, time, api } = pomodoroTestFile();
const phasesOf = (sessionId: string) => storedPhases(file.database, sessionId);

describe('POST /api/pomodoro/sessions', () => {
  it('creates a session with the default settings and issues a guest identity', async () => {
    const response = await api.create({ task_name: '  Write report  ' });
    expect(response.statusCode).toBe(201);
    expect(response.headers['set-cookie']).toBeDefined();
    expect(response.json()).toEqual({
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      task_name: 'Write report',
      description: '',
      start_time: iso(T0),
      status: 'created',
      settings: DEFAULT_TIMER_SETTINGS,
      current_phase: 'work',
      phase_number: 1,
      completed_pomodoros: 0,
      phase_started_at: null,
      time_left_ms: 25 * MIN,
      stopped_at: null,
      plan_task: null,
      deck_id: null,
      updated_at: iso(T0),
    });
  });

  it('reads snake_case settings, fills missing keys with defaults and answers camelCase', async () => {
    const response = await api.create({
      task_name: 'Essay',
      description: 'Chapter 2',
      settings: {
        work_duration: 50,
        break_duration: 10,
        long_break_interval: 3,
        sound_enabled: false,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().description).toBe('Chapter 2');
    expect(response.json().settings).toEqual({
      ...DEFAULT_TIMER_SETTINGS,
      workDuration: 50,
      breakDuration: 10,
      longBreakInterval: 3,
      soundEnabled: false,
    });
    expect(response.json().time_left_ms).toBe(50 * MIN);
  });

  it('reads camelCase settings, camelCase winning over snake_case', async () => {
    const response = await api.create({
      task_name: 'Essay',
      settings: { workDuration: 45, work_duration: 30, autoStartPomodoros: true },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().settings).toEqual({
      ...DEFAULT_TIMER_SETTINGS,
      workDuration: 45,
      autoStartPomodoros: true,
    });
  });

  it('refuses a blank, missing or too long task name with 422 and creates no identity', async () => {
    const ownersBefore = (await file.database.db.select().from(owners)).length;
    for (const body of [{ task_name: '   ' }, {}, { task_name: 'x'.repeat(201) }]) {
      const response = await api.create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().detail).toMatch(/^The field "task_name" is invalid: Task name/);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect((await file.database.db.select().from(owners)).length).toBe(ownersBefore);
  });

  it('refuses out-of-range or off-step settings with 422 naming the field', async () => {
    const cases: [object, RegExp][] = [
      [{ workDuration: 95 }, /"settings\.workDuration".*between 10 and 90 minutes/],
      [{ work_duration: 7 }, /"settings\.work_duration".*between 10 and 90 minutes/],
      [{ workDuration: 42 }, /"settings\.workDuration".*steps of 5 minutes/],
      [{ breakDuration: 31 }, /"settings\.breakDuration".*between 2 and 30 minutes/],
      [{ soundEnabled: 'yes' }, /"settings\.soundEnabled".*true or false/],
    ];
    for (const [settings, detail] of cases) {
      const response = await api.create({ task_name: 'Essay', settings });
      expect(response.statusCode, JSON.stringify(settings)).toBe(422);
      expect(response.json().detail).toMatch(detail);
    }
  });

  it('accepts an offline start_time up to 7 days back, never in the future', async () => {
    const earlier = await api.create({ task_name: 'Offline', start_time: iso(T0 - 2 * 60 * MIN) });
    expect(earlier.json().start_time).toBe(iso(T0 - 2 * 60 * MIN));
    // A client clock a few minutes fast is tolerated and clamped to the server's now.
    const fastClock = await api.create({ task_name: 'Fast clock', start_time: iso(T0 + 5 * MIN) });
    expect(fastClock.statusCode).toBe(201);
    expect(fastClock.json().start_time).toBe(iso(T0));
    for (const start of [T0 + 20 * MIN, T0 - 8 * 24 * 60 * MIN]) {
      const refused = await api.create({ task_name: 'Offline', start_time: iso(start) });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().detail).toMatch(/^start_time is (in the future|more than 7 days)/);
    }
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await file.app.inject({
      method: 'POST',
      url: '/api/pomodoro/sessions',
      headers: { 'content-type': 'application/json' },
      payload: '{"task_name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The request body is not valid JSON.' });
  });
});

describe('PATCH /api/pomodoro/sessions/:id: the timer flow', () => {
  it('starts, pauses, resumes, skips and stops, logging each closed phase with real durations', async () => {
    const { id, cookie } = await api.session();

    const started = await api.patch(id, { action: 'start' }, cookie);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      status: 'running',
      current_phase: 'work',
      phase_number: 1,
      phase_started_at: iso(T0),
      time_left_ms: 25 * MIN,
    });

    time.advance(10 * MIN);
    const paused = (await api.patch(id, { action: 'pause' }, cookie)).json();
    expect(paused).toMatchObject({ status: 'paused', time_left_ms: 15 * MIN });

    time.advance(15 * MIN); // paused time does not count
    const resumed = (await api.patch(id, { action: 'resume' }, cookie)).json();
    expect(resumed).toMatchObject({ status: 'running', time_left_ms: 15 * MIN });

    // The spec's client sends a bare skip when the phase runs out: recorded as completed.
    time.advance(15 * MIN);
    const skipped = (await api.patch(id, { action: 'skip' }, cookie)).json();
    expect(skipped).toMatchObject({
      status: 'running', // autoStartBreaks is on by default
      current_phase: 'break',
      phase_number: 2,
      completed_pomodoros: 1,
      time_left_ms: 5 * MIN,
    });

    // A client that reports its own record: a break skipped after 2 minutes.
    time.advance(2 * MIN);
    const breakReport = phase('break', T0 + 40 * MIN, { planned: 5, focused: 2 }, 'skipped');
    const toWork = await api.patch(id, { action: 'skip', phase: breakReport }, cookie);
    expect(toWork.statusCode).toBe(200);
    expect(toWork.json()).toMatchObject({
      status: 'paused', // autoStartPomodoros is off: the work phase waits
      current_phase: 'work',
      phase_number: 3,
      phase_started_at: null,
    });

    time.advance(MIN);
    await api.patch(id, { action: 'resume' }, cookie);
    time.advance(3 * MIN);
    const stopped = await api.patch(id, { action: 'stop' }, cookie);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({
      status: 'stopped',
      stopped_at: iso(T0 + 46 * MIN),
      time_left_ms: 0,
    });

    expect(await phasesOf(id)).toEqual([
      {
        kind: 'work',
        outcome: 'completed',
        startedAt: iso(T0),
        endedAt: iso(T0 + 40 * MIN),
        plannedMs: 25 * MIN,
        focusedMs: 25 * MIN,
      },
      {
        kind: 'break',
        outcome: 'skipped',
        startedAt: iso(T0 + 40 * MIN),
        endedAt: iso(T0 + 42 * MIN),
        plannedMs: 5 * MIN,
        focusedMs: 2 * MIN,
      },
      {
        kind: 'work',
        outcome: 'stopped',
        startedAt: iso(T0 + 43 * MIN),
        endedAt: iso(T0 + 46 * MIN),
        plannedMs: 25 * MIN,
        focusedMs: 3 * MIN,
      },
    ]);
  });

  it('records an early bare skip as skipped with the time really run', async () => {
    const { id, cookie } = await api.session();
    await api.patch(id, { action: 'start' }, cookie);
    time.advance(7 * MIN);
    await api.patch(id, { action: 'skip' }, cookie);
    expect(await phasesOf(id)).toEqual([
      expect.objectContaining({ kind: 'work', outcome: 'skipped', focusedMs: 7 * MIN }),
    ]);
  });

  it('follows the core long-break rule: a long break after every longBreakInterval work phases', async () => {
    const { id, cookie } = await api.session({
      task_name: 'Cycle',
      settings: { long_break_interval: 2, auto_start_pomodoros: true },
    });
    await api.patch(id, { action: 'start' }, cookie);
    const kinds: string[] = [];
    for (let i = 0; i < 4; i++) {
      time.advance(MIN);
      kinds.push((await api.patch(id, { action: 'skip' }, cookie)).json().current_phase);
    }
    expect(kinds).toEqual(['break', 'work', 'long_break', 'work']);
  });

  it('stores the same reported phase once and treats the repeat as a retry', async () => {
    const { id, cookie } = await api.session();
    await api.patch(id, { action: 'start' }, cookie);
    time.advance(25 * MIN);
    const report = { action: 'skip', phase: phase('work', T0, { planned: 25, focused: 25 }) };
    const first = await api.patch(id, report, cookie);
    const again = await api.patch(id, report, cookie);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ current_phase: 'break', phase_number: 2 });
    expect(await phasesOf(id)).toHaveLength(1);
  });

  it('uses the client time "at" for offline actions, within bounds', async () => {
    const { id, cookie } = await api.session();
    time.advance(30 * MIN); // the client syncs half an hour later
    await api.patch(id, { action: 'start', at: iso(T0 + MIN) }, cookie);
    const paused = await api.patch(id, { action: 'pause', at: iso(T0 + 11 * MIN) }, cookie);
    expect(paused.json()).toMatchObject({
      phase_started_at: iso(T0 + MIN),
      time_left_ms: 15 * MIN,
    });

    const future = await api.patch(
      id,
      { action: 'resume', at: iso(time.now() + 20 * MIN) },
      cookie,
    );
    expect(future.statusCode).toBe(422);
    expect(future.json().detail).toMatch(/"at" is in the future/);
    const early = await api.patch(id, { action: 'resume', at: iso(T0 - 20 * MIN) }, cookie);
    expect(early.statusCode).toBe(422);
    expect(early.json().detail).toMatch(/before the session started/);
    const garbled = await api.patch(id, { action: 'resume', at: 'yesterday' }, cookie);
    expect(garbled.statusCode).toBe(422);
    expect(garbled.json().detail).toMatch(/"at" is invalid/);
  });
});
