import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, appPerFile } from '../../test/helpers.ts';

const A_TASK = {
  title: 'Read chapter 1',
  description: '',
  estimated_duration: '2 days',
  priority: 'high',
  subtasks: [],
};

const file = appPerFile((database) => createTestApp(database), 180_000);

const ownerCount = async () => {
  const result = (await file.database.db.execute(
    sql`select count(*)::int as n from owners`,
  )) as unknown as {
    rows: Array<{ n: number }>;
  };
  return result.rows[0]!.n;
};

describe('guest identities are created only when something is stored', () => {
  it('a write that ends in 404 leaves no cookie and no owner behind', async () => {
    const before = await ownerCount();
    const patch = await file.app.inject({
      method: 'PATCH',
      url: '/api/pomodoro/sessions/abc',
      payload: { action: 'pause' },
    });
    expect(patch.statusCode).toBe(404);
    expect(patch.headers['set-cookie']).toBeUndefined();

    const put = await file.app.inject({
      method: 'PUT',
      url: '/api/planner/plans/7b0a5a52-8a4e-4c53-9b1e-2f0f3c1d8e11',
      payload: { tasks: [A_TASK] },
    });
    expect(put.statusCode).toBe(404);
    expect(put.headers['set-cookie']).toBeUndefined();
    expect(await ownerCount()).toBe(before);
  });

  it('a write that stores something still issues the guest cookie and keeps the owner', async () => {
    const before = await ownerCount();
    const response = await file.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      payload: { theme: 'dark', colorMode: 'calm' },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/^qd_guest=[\w-]{43};/);
    expect(await ownerCount()).toBe(before + 1);
  });

  it('a refused write by a known guest keeps that guest and its data', async () => {
    const stored = await file.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      payload: { theme: 'light', colorMode: 'focus' },
    });
    const cookie = String(stored.headers['set-cookie']).split(';')[0]!;
    const before = await ownerCount();
    const refused = await file.app.inject({
      method: 'PATCH',
      url: '/api/pomodoro/sessions/abc',
      payload: { action: 'pause' },
      headers: { cookie },
    });
    expect(refused.statusCode).toBe(404);
    expect(await ownerCount()).toBe(before);
    const read = await file.app.inject({
      method: 'GET',
      url: '/api/preferences',
      headers: { cookie },
    });
    expect(read.json()).toEqual({ theme: 'light', colorMode: 'focus' });
  });
});

describe('an owner deleted while its cookie is remembered', () => {
  const putPreferences = (cookie?: string) =>
    file.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: cookie ? { cookie } : {},
      payload: { theme: 'light', colorMode: 'calm' },
    });

  it('answers 409 with a detail, not 500, and the next request starts afresh', async () => {
    const first = await putPreferences();
    expect(first.statusCode).toBe(200);
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    expect(
      (await file.app.inject({ method: 'GET', url: '/api/preferences', headers: { cookie } }))
        .statusCode,
    ).toBe(200); // this process now remembers the cookie's owner
    // Another process deletes the owner (an account deleted, a guest merged).
    const owner = (await file.database.db.execute(
      sql`select owner_id from preferences order by updated_at desc limit 1`,
    )) as unknown as { rows: Array<{ owner_id: string }> };
    await file.database.db.execute(sql`delete from owners where id = ${owner.rows[0]!.owner_id}`);

    const write = await putPreferences(cookie);
    expect(write.statusCode).toBe(409);
    expect(write.json()).toEqual({ detail: expect.stringMatching(/Reload the page/) });
    // Forgotten at once: the cookie no longer names anyone, so the next write makes a new guest.
    expect((await putPreferences(cookie)).statusCode).toBe(200);
  });
});
