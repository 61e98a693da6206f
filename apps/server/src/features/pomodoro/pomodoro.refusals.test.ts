import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pomodoroPhases } from '../../db/schema.ts';
import { iso, MIN, phase, pomodoroTestFile, T0 } from './pomodoro.test-helpers.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const { file, time, api } = pomodoroTestFile();

describe('ownership and unknown sessions', () => {
  it("answers 404 to another guest's GET and PATCH and leaves the session untouched", async () => {
    const alice = await api.session();
    const bob = await api.session();
    const read = await api.get(`sessions/${alice.id}`, bob.cookie);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ detail: 'Pomodoro session not found.' });
    const write = await api.patch(alice.id, { action: 'start' }, bob.cookie);
    expect(write.statusCode).toBe(404);
    expect(write.json()).toEqual({ detail: 'Pomodoro session not found.' });

    const own = await api.get(`sessions/${alice.id}`, alice.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ session_id: alice.id, status: 'created' });
  });

  it('answers 404 to an unknown id, a malformed id and a visitor without identity', async () => {
    const { id, cookie } = await api.session();
    for (const unknown of [UNKNOWN_ID, 'not-a-uuid', "1' or '1'='1"]) {
      const path = encodeURIComponent(unknown);
      expect((await api.get(`sessions/${path}`, cookie)).statusCode, unknown).toBe(404);
      const write = await api.patch(path, { action: 'start' }, cookie);
      expect(write.statusCode, unknown).toBe(404);
      expect(write.json()).toEqual({ detail: 'Pomodoro session not found.' });
    }
    expect((await api.get(`sessions/${id}`)).statusCode).toBe(404);
  });
});

describe('refused actions', () => {
  it('treats stop as final: every later action answers 409', async () => {
    const { id, cookie } = await api.session();
    await api.patch(id, { action: 'start' }, cookie);
    expect((await api.patch(id, { action: 'stop' }, cookie)).statusCode).toBe(200);
    for (const action of ['start', 'pause', 'resume', 'skip', 'stop']) {
      const response = await api.patch(id, { action }, cookie);
      expect(response.statusCode, action).toBe(409);
      expect(response.json().detail).toMatch(/has been stopped/);
    }
  });

  it('refuses transitions the timer does not allow with 409', async () => {
    const { id, cookie } = await api.session();
    const cases: [string, RegExp][] = [
      ['pause', /has not started yet/],
      ['resume', /has not started yet/],
      ['skip', /has not started yet/],
    ];
    for (const [action, detail] of cases) {
      const response = await api.patch(id, { action }, cookie);
      expect(response.statusCode, action).toBe(409);
      expect(response.json().detail).toMatch(detail);
    }
    await api.patch(id, { action: 'start' }, cookie);
    const twice = await api.patch(id, { action: 'start' }, cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('The session has already started.');
    const resumeRunning = await api.patch(id, { action: 'resume' }, cookie);
    expect(resumeRunning.statusCode).toBe(409);
    expect(resumeRunning.json().detail).toBe('The session is already running.');
    await api.patch(id, { action: 'pause' }, cookie);
    const pauseTwice = await api.patch(id, { action: 'pause' }, cookie);
    expect(pauseTwice.statusCode).toBe(409);
    expect(pauseTwice.json().detail).toBe('The session is already paused.');
  });

  it('lets a session that never started be stopped, logging no phase', async () => {
    const { id, cookie } = await api.session();
    const response = await api.patch(id, { action: 'stop' }, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('stopped');
    const rows = await file.database.db
      .select()
      .from(pomodoroPhases)
      .where(eq(pomodoroPhases.sessionId, id));
    expect(rows).toHaveLength(0);
  });

  it('answers 422 naming the allowed actions, and 400 to malformed JSON', async () => {
    const { id, cookie } = await api.session();
    for (const body of [{ action: 'explode' }, {}]) {
      const response = await api.patch(id, body, cookie);
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBe(
        'The field "action" is invalid: Action must be one of start, pause, resume, skip, stop.',
      );
    }
    const malformed = await api.patch(id, '{"action": "st', cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: 'The request body is not valid JSON.' });
  });
});

describe('phase reports are checked for sanity', () => {
  async function running() {
    const session = await api.session();
    await api.patch(session.id, { action: 'start' }, session.cookie);
    time.advance(25 * MIN);
    return session;
  }

  it('refuses impossible durations with 422 naming the field', async () => {
    const { id, cookie } = await running();
    const work = phase('work', T0, { planned: 25, focused: 25 });
    const cases: [object, RegExp][] = [
      [{ ...work, ended_at: iso(T0 - MIN) }, /"phase\.ended_at".*before started_at/],
      [{ ...work, focused_ms: 30 * MIN }, /"phase\.focused_ms".*longer than the time between/],
      [
        { ...work, ended_at: iso(T0 + 300 * MIN), focused_ms: 250 * MIN, planned_ms: 250 * MIN },
        /"phase\.planned_ms".*cannot exceed 4 hours/,
      ],
      [{ ...work, focused_ms: -1 }, /"phase\.focused_ms".*cannot be negative/],
      [{ ...work, kind: 'nap' }, /"phase\.kind".*one of work, break, long_break/],
    ];
    for (const [report, detail] of cases) {
      const response = await api.patch(id, { action: 'skip', phase: report }, cookie);
      expect(response.statusCode, JSON.stringify(report)).toBe(422);
      expect(response.json().detail).toMatch(detail);
    }
    const rows = await file.database.db
      .select()
      .from(pomodoroPhases)
      .where(eq(pomodoroPhases.sessionId, id));
    expect(rows).toHaveLength(0);
  });

  it('refuses a phase that does not fit the action, the clock or the session', async () => {
    const { id, cookie } = await running();
    const work = phase('work', T0, { planned: 25, focused: 25 });
    const cases: [object, number, RegExp][] = [
      [{ action: 'pause', phase: work }, 422, /only be reported with the skip or stop/],
      [{ action: 'stop', phase: work }, 422, /outcome stopped, not completed/],
      [{ action: 'skip', phase: { ...work, outcome: 'stopped' } }, 422, /completed or skipped/],
      [
        { action: 'skip', phase: phase('work', T0 + 45 * MIN, { planned: 25, focused: 25 }) },
        422,
        /ended_at is in the future/,
      ],
      [
        { action: 'skip', phase: phase('work', T0 - 40 * MIN, { planned: 25, focused: 25 }) },
        422,
        /started_at is before the session started/,
      ],
      [{ action: 'skip', phase: { ...work, kind: 'break' } }, 409, /session is in work/],
    ];
    for (const [body, status, detail] of cases) {
      const response = await api.patch(id, body, cookie);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().detail).toMatch(detail);
    }
    const rows = await file.database.db
      .select()
      .from(pomodoroPhases)
      .where(eq(pomodoroPhases.sessionId, id));
    expect(rows).toHaveLength(0);
    expect((await api.get(`sessions/${id}`, cookie)).json()).toMatchObject({
      status: 'running',
      phase_number: 1,
    });
  });
});

describe('GET /api/pomodoro/sessions/active', () => {
  it("returns the owner's most recent session that is not stopped, else 404", async () => {
    const none = await api.get('sessions/active');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ detail: 'No active session.' });
    expect(none.headers['set-cookie']).toBeUndefined();

    const first = await api.session();
    time.advance(MIN);
    const second = await api.session({ task_name: 'Second' }, first.cookie);
    await api.session({ task_name: 'Someone else' }); // another guest's newer session
    const active = await api.get('sessions/active', first.cookie);
    expect(active.statusCode).toBe(200);
    expect(active.json()).toMatchObject({ session_id: second.id, task_name: 'Second' });

    await api.patch(second.id, { action: 'stop' }, first.cookie);
    expect((await api.get('sessions/active', first.cookie)).json().session_id).toBe(first.id);
    await api.patch(first.id, { action: 'stop' }, first.cookie);
    expect((await api.get('sessions/active', first.cookie)).statusCode).toBe(404);
  });

  it('tells a second device how much time is left in the running phase', async () => {
    const { id, cookie } = await api.session();
    await api.patch(id, { action: 'start' }, cookie);
    time.advance(10 * MIN + 30_000);
    expect((await api.get('sessions/active', cookie)).json()).toMatchObject({
      session_id: id,
      status: 'running',
      time_left_ms: 14 * MIN + 30_000,
    });
  });
});

describe('OpenAPI', () => {
  it('documents the pomodoro endpoints from the core schemas', async () => {
    const document = (await file.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/pomodoro/sessions',
        '/api/pomodoro/sessions/{id}',
        '/api/pomodoro/sessions/active',
        '/api/pomodoro/stats',
      ]),
    );
    expect(document.components.schemas.PomodoroSession.properties.status.enum).toEqual([
      'created',
      'running',
      'paused',
      'stopped',
    ]);
  });
});
