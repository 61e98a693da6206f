// Helpers for the pomodoro HTTP tests (not app code).
import { eq } from 'drizzle-orm';
import { beforeEach } from 'vitest';
import type { App } from '../../app.ts';
import { pomodoroPhases } from '../../db/schema.ts';
import { appPerFile, cookiePair, createTestApp, type TestDatabase } from '../../test/helpers.ts';

export const MIN = 60_000;
/** Monday 6 January 2025, 09:00 UTC. */
export const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);
export const iso = (ms: number) => new Date(ms).toISOString();

/** A clock the tests move by hand. */
export function manualClock(start = T0) {
  let now = start;
  return {
    clock: () => new Date(now),
    set(ms: number) {
      now = ms;
    },
    advance(ms: number) {
      now += ms;
    },
    now: () => now,
  };
}

const json = { 'content-type': 'application/json' };

/** The timer's API as a browser calls it, on the app `appOf` gives when a request is made. */
export function pomodoroClient(appOf: () => App) {
  const headers = (cookie?: string) => ({ ...json, ...(cookie ? { cookie } : {}) });
  return {
    create: (body: object, cookie?: string) =>
      appOf().inject({
        method: 'POST',
        url: '/api/pomodoro/sessions',
        headers: headers(cookie),
        payload: body,
      }),
    patch: (id: string, body: object | string, cookie?: string) =>
      appOf().inject({
        method: 'PATCH',
        url: `/api/pomodoro/sessions/${id}`,
        headers: headers(cookie),
        payload: body,
      }),
    get: (path: string, cookie?: string) =>
      appOf().inject({ method: 'GET', url: `/api/pomodoro/${path}`, headers: headers(cookie) }),

    /** Creates a session as a new guest (or `cookie`); returns its id and the guest's cookie. */
    async session(body: object = { task_name: 'Write report' }, cookie?: string) {
      const response = await this.create(body, cookie);
      if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
      return {
        id: response.json().session_id as string,
        cookie: cookie ?? cookiePair(response.headers['set-cookie']),
      };
    },
  };
}

/** A closed phase as the client's timer reports it. */
export function phase(
  kind: 'work' | 'break' | 'long_break',
  startedAt: number,
  minutes: { planned: number; focused: number; elapsed?: number },
  outcome: 'completed' | 'skipped' | 'stopped' = 'completed',
) {
  return {
    kind,
    started_at: iso(startedAt),
    ended_at: iso(startedAt + (minutes.elapsed ?? minutes.focused) * MIN),
    planned_ms: minutes.planned * MIN,
    focused_ms: minutes.focused * MIN,
    outcome,
  };
}

/** The file's app and database on a clock the tests move, set back to T0 before each test. */
export function pomodoroTestFile(timeout?: number) {
  const time = manualClock();
  const file = appPerFile((database) => createTestApp(database, { clock: time.clock }), timeout);
  beforeEach(() => time.set(T0));
  return { file, time, api: pomodoroClient(() => file.app) };
}

/** A session's phases as stored, oldest first. */
export async function storedPhases(database: TestDatabase, sessionId: string) {
  const rows = await database.db
    .select()
    .from(pomodoroPhases)
    .where(eq(pomodoroPhases.sessionId, sessionId))
    .orderBy(pomodoroPhases.startedAt);
  return rows.map((row) => ({
    kind: row.kind,
    outcome: row.outcome,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt.toISOString(),
    plannedMs: row.plannedMs,
    focusedMs: row.focusedMs,
  }));
}
