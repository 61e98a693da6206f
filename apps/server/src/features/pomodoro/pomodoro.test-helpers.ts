// Helpers for the pomodoro HTTP tests (not app code).
import type { App } from '../../app.ts';
import { cookiePair } from '../../test/helpers.ts';

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

export function pomodoroClient(app: App) {
  const headers = (cookie?: string) => ({ ...json, ...(cookie ? { cookie } : {}) });
  return {
    create: (body: object, cookie?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/pomodoro/sessions',
        headers: headers(cookie),
        payload: body,
      }),
    patch: (id: string, body: object | string, cookie?: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/pomodoro/sessions/${id}`,
        headers: headers(cookie),
        payload: body,
      }),
    get: (path: string, cookie?: string) =>
      app.inject({ method: 'GET', url: `/api/pomodoro/${path}`, headers: headers(cookie) }),

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
