import { describe, expect, it } from 'vitest';
import { createTestApp, appPerFile } from '../../test/helpers.ts';
import { manualClock, MIN, phase, pomodoroClient } from './pomodoro.test-helpers.ts';

const time = manualClock();
const DAY = 24 * 60 * MIN;
/** "Today" in these tests: Friday 10 January 2025, 12:00 UTC. */
const NOW = Date.UTC(2025, 0, 10, 12, 0, 0);

const file = appPerFile((database) => createTestApp(database, { clock: time.clock }));
const api = pomodoroClient(() => file.app);

/**
 * Records work phases through the API as a client would, each in its own session, with the clock
 * set to the phase's end. Returns the guest's cookie.
 */
async function focus(
  cookie: string | undefined,
  phases: { start: number; minutes: number; outcome?: 'completed' | 'skipped' }[],
): Promise<string> {
  let guest = cookie;
  for (const { start, minutes, outcome = 'completed' } of phases) {
    time.set(start);
    const session = await api.session({ task_name: 'Focus' }, guest);
    guest = session.cookie;
    await api.patch(session.id, { action: 'start' }, guest);
    time.set(start + minutes * MIN);
    const report = phase('work', start, { planned: 25, focused: minutes }, outcome);
    const response = await api.patch(session.id, { action: 'skip', phase: report }, guest);
    if (response.statusCode !== 200) throw new Error(response.body);
  }
  time.set(NOW);
  if (!guest) throw new Error('No phases recorded.');
  return guest;
}

const stats = async (query: string, cookie?: string) => {
  const response = await api.get(`stats${query}`, cookie);
  return { status: response.statusCode, body: response.json(), response };
};

describe('GET /api/pomodoro/stats', () => {
  it('answers zeros to a visitor without identity and creates none', async () => {
    time.set(NOW);
    const { status, body, response } = await stats('');
    expect(status).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(body.today).toEqual({ focus_minutes: 0, completed_pomodoros: 0 });
    expect(body.streak_days).toBe(0);
    expect(body.days).toHaveLength(7);
    expect(body.days.at(-1)).toEqual({
      day: '2025-01-10',
      focus_minutes: 0,
      completed_pomodoros: 0,
    });
  });

  it("totals today's focus: completed and skipped work count as time, only completed as pomodoros", async () => {
    const cookie = await focus(undefined, [
      { start: NOW - 3 * 60 * MIN, minutes: 25 },
      { start: NOW - 2 * 60 * MIN, minutes: 25 },
      { start: NOW - 60 * MIN, minutes: 10, outcome: 'skipped' },
    ]);
    const { body } = await stats('', cookie);
    expect(body.today).toEqual({ focus_minutes: 60, completed_pomodoros: 2 });
    expect(body.days.at(-1)).toEqual({
      day: '2025-01-10',
      focus_minutes: 60,
      completed_pomodoros: 2,
    });
    // Another guest sees none of it.
    const other = await focus(undefined, [{ start: NOW - 30 * MIN, minutes: 25 }]);
    expect((await stats('', other)).body.today).toEqual({
      focus_minutes: 25,
      completed_pomodoros: 1,
    });
  });

  it('returns one entry per day, oldest first, for 7 or 30 days', async () => {
    const cookie = await focus(undefined, [{ start: NOW - 6 * DAY, minutes: 25 }]);
    const week = (await stats('?days=7', cookie)).body.days;
    expect(week.map((d: { day: string }) => d.day)).toEqual([
      '2025-01-04',
      '2025-01-05',
      '2025-01-06',
      '2025-01-07',
      '2025-01-08',
      '2025-01-09',
      '2025-01-10',
    ]);
    expect(week[0]).toEqual({ day: '2025-01-04', focus_minutes: 25, completed_pomodoros: 1 });
    const month = (await stats('?days=30', cookie)).body.days;
    expect(month).toHaveLength(30);
    expect(month[0].day).toBe('2024-12-12');
  });

  it('counts the streak of consecutive days with a completed pomodoro, back from today', async () => {
    // Nine days in a row up to yesterday: longer than the 7-day series, so older records count too.
    const cookie = await focus(
      undefined,
      Array.from({ length: 9 }, (_, i) => ({ start: NOW - (i + 1) * DAY, minutes: 25 })),
    );
    // Today has nothing yet: the streak still counts up to yesterday.
    expect((await stats('', cookie)).body.streak_days).toBe(9);
    await focus(cookie, [{ start: NOW - 30 * MIN, minutes: 25 }]);
    expect((await stats('', cookie)).body.streak_days).toBe(10);

    // A skipped work phase keeps no streak alive; a gap ends it.
    const gappy = await focus(undefined, [
      { start: NOW - 3 * DAY, minutes: 25 },
      { start: NOW - 2 * DAY, minutes: 20, outcome: 'skipped' },
      { start: NOW - DAY, minutes: 25 },
    ]);
    expect((await stats('', gappy)).body.streak_days).toBe(1);
  });

  it('puts a phase on the local day it ended in the given time zone', async () => {
    // Ends at 23:30 UTC on 9 January: still the 9th in UTC, already the 10th in Berlin (UTC+1),
    // and the 9th in New York.
    const cookie = await focus(undefined, [{ start: Date.UTC(2025, 0, 9, 23, 5), minutes: 25 }]);
    const utc = (await stats('?tz=UTC', cookie)).body;
    expect(utc.today.completed_pomodoros).toBe(0);
    expect(utc.days.at(-2)).toMatchObject({ day: '2025-01-09', completed_pomodoros: 1 });
    const berlin = (await stats('?tz=Europe/Berlin', cookie)).body;
    expect(berlin.today).toEqual({ focus_minutes: 25, completed_pomodoros: 1 });
    const newYork = (await stats('?tz=America/New_York&days=30', cookie)).body;
    expect(newYork.days.at(-2)).toMatchObject({ day: '2025-01-09', completed_pomodoros: 1 });
  });

  it('answers as a fresh read would after a write, and after the clock moves back past what was remembered', async () => {
    // A skipped phase 41 days back, then today's: the first answer is remembered (on PGlite)
    // from 38 days back, which leaves the skipped phase out.
    const cookie = await focus(undefined, [
      { start: NOW - 41 * DAY, minutes: 20, outcome: 'skipped' },
      { start: NOW - 60 * MIN, minutes: 25 },
    ]);
    expect((await stats('', cookie)).body.today.focus_minutes).toBe(25);
    await focus(cookie, [{ start: NOW - 30 * MIN, minutes: 25 }]);
    expect((await stats('', cookie)).body.today).toEqual({
      focus_minutes: 50,
      completed_pomodoros: 2,
    });
    time.set(NOW - 40 * DAY);
    const earlier = (await stats('', cookie)).body;
    expect(earlier.days.at(-1).day).toBe('2024-12-01');
    expect(earlier.days.at(-2)).toEqual({
      day: '2024-11-30',
      focus_minutes: 20,
      completed_pomodoros: 0,
    });
  });

  it('answers 422 to an unknown time zone or an unsupported number of days', async () => {
    const badZone = await stats('?tz=Mars/Olympus');
    expect(badZone.status).toBe(422);
    expect(badZone.body.detail).toMatch(/"tz" is invalid: tz must be an IANA time zone/);
    for (const days of ['10', 'abc', '0']) {
      const response = await stats(`?days=${days}`);
      expect(response.status, days).toBe(422);
      expect(response.body.detail).toMatch(/"days" is invalid: days must be 7 or 30/);
    }
  });
});
