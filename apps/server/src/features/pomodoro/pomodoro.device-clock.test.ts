import { describe, expect, it } from 'vitest';
import { iso, MIN, phase, pomodoroTestFile, storedPhases, T0 } from './pomodoro.test-helpers.ts';

// A device whose clock is wrong still runs the timer: each request says what the device's clock
// read when it was sent, and the server moves the request's times by the difference.

const DAY = 24 * 60 * MIN;
/** About 20 months. */
const BEHIND = 608 * DAY;

const { file, time, api } = pomodoroTestFile(180_000);
const phasesOf = (sessionId: string) => storedPhases(file.database, sessionId);

describe('a device clock 20 months behind', () => {
  it('is refused without sent_at (the old contract stays strict)', async () => {
    const response = await api.create({ task_name: 'Write', start_time: iso(T0 - BEHIND) });
    expect(response.statusCode).toBe(422);
  });

  it('creates, runs, completes and stops a session in server time', async () => {
    const device = T0 - BEHIND;
    const created = await api.create({
      task_name: 'Write',
      start_time: iso(device),
      sent_at: iso(device),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().start_time).toBe(iso(T0));
    const id = created.json().session_id as string;
    const cookie = created.headers['set-cookie'] as string;
    const cookiePair = (Array.isArray(cookie) ? cookie[0] : cookie).split(';')[0]!;

    const started = await api.patch(
      id,
      { action: 'start', at: iso(device), sent_at: iso(device + 200) },
      cookiePair,
    );
    expect(started.statusCode).toBe(200);
    expect(started.json().status).toBe('running');

    // 25 minutes later (for both clocks) the work phase ends and is reported with device times.
    time.advance(25 * MIN);
    const skipped = await api.patch(
      id,
      {
        action: 'skip',
        at: iso(device + 25 * MIN),
        phase: phase('work', device, { planned: 25, focused: 25 }),
        sent_at: iso(device + 25 * MIN),
      },
      cookiePair,
    );
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json()).toMatchObject({ current_phase: 'break', completed_pomodoros: 1 });

    time.advance(MIN);
    const stopped = await api.patch(
      id,
      { action: 'stop', at: iso(device + 26 * MIN), sent_at: iso(device + 26 * MIN) },
      cookiePair,
    );
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().stopped_at).toBe(iso(T0 + 26 * MIN));

    const phases = await phasesOf(id);
    expect(phases).toContainEqual({
      kind: 'work',
      outcome: 'completed',
      startedAt: iso(T0),
      endedAt: iso(T0 + 25 * MIN),
      plannedMs: 25 * MIN,
      focusedMs: 25 * MIN,
    });
  });

  it('a device clock ahead is shifted back, and what stays impossible is clamped', async () => {
    const ahead = 3 * DAY;
    const created = await api.create({
      task_name: 'Ahead',
      start_time: iso(T0 + ahead),
      sent_at: iso(T0 + ahead),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().start_time).toBe(iso(T0));
    const id = created.json().session_id as string;
    const raw = created.headers['set-cookie'] as string | string[];
    const cookie = (Array.isArray(raw) ? raw[0] : raw)!.split(';')[0]!;

    expect(
      (await api.patch(id, { action: 'start', sent_at: iso(T0 + ahead) }, cookie)).statusCode,
    ).toBe(200);
    time.advance(10 * MIN);
    // The device claims the action happened an hour from its own now: clamped to the server's now.
    const paused = await api.patch(
      id,
      { action: 'pause', at: iso(T0 + ahead + 70 * MIN), sent_at: iso(T0 + ahead + 10 * MIN) },
      cookie,
    );
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ status: 'paused', time_left_ms: 15 * MIN });
  });

  it('a device clock running faster than the server (a test clock) keeps every pomodoro apart', async () => {
    // The page's clock runs 25-minute phases in seconds of real time, from hours ago.
    const device = T0 - 4 * 60 * MIN;
    const created = await api.create({
      task_name: 'Fast clock',
      start_time: iso(device),
      sent_at: iso(device),
    });
    const id = created.json().session_id as string;
    const raw = created.headers['set-cookie'] as string | string[];
    const cookie = (Array.isArray(raw) ? raw[0] : raw)!.split(';')[0]!;
    await api.patch(id, { action: 'start', at: iso(device), sent_at: iso(device) }, cookie);
    time.advance(2_000);
    const first = await api.patch(
      id,
      {
        action: 'skip',
        at: iso(device + 25 * MIN),
        phase: phase('work', device, { planned: 25, focused: 25 }),
        sent_at: iso(device + 25 * MIN),
      },
      cookie,
    );
    expect(first.json()).toMatchObject({ current_phase: 'break', completed_pomodoros: 1 });
    time.advance(2_000);
    await api.patch(
      id,
      {
        action: 'skip',
        at: iso(device + 30 * MIN),
        phase: phase('break', device + 25 * MIN, { planned: 5, focused: 5 }),
        sent_at: iso(device + 30 * MIN),
      },
      cookie,
    );
    time.advance(1_000);
    const resumed = await api.patch(
      id,
      { action: 'resume', at: iso(device + 30 * MIN), sent_at: iso(device + 30 * MIN) },
      cookie,
    );
    expect(resumed.statusCode, resumed.body).toBe(200);
    time.advance(2_000);
    const second = await api.patch(
      id,
      {
        action: 'skip',
        at: iso(device + 55 * MIN),
        phase: phase('work', device + 30 * MIN, { planned: 25, focused: 25 }),
        sent_at: iso(device + 55 * MIN),
      },
      cookie,
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ completed_pomodoros: 2 });
    const work = (await phasesOf(id)).filter((p) => p.kind === 'work');
    expect(work).toHaveLength(2);
    expect(new Set(work.map((p) => p.startedAt)).size).toBe(2);
  });

  it('a start dated more than 7 days before the server now is clamped, not refused', async () => {
    const created = await api.create({
      task_name: 'Old',
      start_time: iso(T0 - 30 * DAY),
      sent_at: iso(T0),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().start_time).toBe(iso(T0 - 7 * DAY));
  });

  it('an unreadable sent_at is a 422 with a detail', async () => {
    const response = await api.create({ task_name: 'Write', sent_at: 'yesterday' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/sent_at/);
  });
});
