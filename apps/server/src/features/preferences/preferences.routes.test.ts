import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@quietdesk/core/api/preferences';
import { DEFAULT_TIMER_SETTINGS } from '@quietdesk/core/timer/settings';
import { guestTokens, owners } from '../../db/schema.ts';
import { appPerFile, cookiePair, createTestApp } from '../../test/helpers.ts';
import { GUEST_COOKIE } from '../identity/identity.hooks.ts';
import { hashToken } from '../identity/identity.service.ts';

const json = { 'content-type': 'application/json' };

const file = appPerFile((database) => createTestApp(database), 180_000);

async function putPreferences(body: object, cookie?: string) {
  return file.app.inject({
    method: 'PUT',
    url: '/api/preferences',
    headers: { ...json, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
}

describe('guest identity', () => {
  it('issues one HttpOnly, SameSite=Lax cookie on the first change and stores only its hash', async () => {
    const first = await putPreferences({ theme: 'dark', colorMode: 'calm' });
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${GUEST_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure'); // PUBLIC_URL is not https in this config

    const cookie = cookiePair(first.headers['set-cookie']);
    const token = cookie.split('=')[1]!;
    const rows = await file.database.db
      .select()
      .from(guestTokens)
      .where(eq(guestTokens.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const all = await file.database.db
      .select({ tokenHash: guestTokens.tokenHash })
      .from(guestTokens);
    expect(all.some((row) => row.tokenHash === token)).toBe(false);
    const [owner] = await file.database.db
      .select()
      .from(owners)
      .where(eq(owners.id, rows[0]!.ownerId));
    expect(owner?.kind).toBe('guest');

    // Coming back with the cookie reuses the identity: no new cookie, no new owner.
    const ownersBefore = (await file.database.db.select().from(owners)).length;
    const second = await putPreferences({ theme: 'light', colorMode: 'focus' }, cookie);
    expect(second.statusCode).toBe(200);
    expect(second.headers['set-cookie']).toBeUndefined();
    expect((await file.database.db.select().from(owners)).length).toBe(ownersBefore);
  });

  it('does not create an identity for reads or for rejected bodies', async () => {
    const ownersBefore = (await file.database.db.select().from(owners)).length;
    const read = await file.app.inject({ method: 'GET', url: '/api/preferences' });
    expect(read.headers['set-cookie']).toBeUndefined();
    const rejected = await putPreferences({ theme: 'blue', colorMode: 'calm' });
    expect(rejected.statusCode).toBe(422);
    expect(rejected.headers['set-cookie']).toBeUndefined();
    expect((await file.database.db.select().from(owners)).length).toBe(ownersBefore);
  });

  it('treats an unknown or malformed cookie as no identity and issues a fresh one on change', async () => {
    const read = await file.app.inject({
      method: 'GET',
      url: '/api/preferences',
      headers: { cookie: `${GUEST_COOKIE}=forged` },
    });
    expect(read.json()).toEqual(DEFAULT_PREFERENCES);
    const write = await putPreferences(
      { theme: 'dark', colorMode: 'default' },
      `${GUEST_COOKIE}=${'a'.repeat(43)}`,
    );
    expect(write.statusCode).toBe(200);
    expect(String(write.headers['set-cookie'])).toMatch(new RegExp(`^${GUEST_COOKIE}=`));
  });

  it('marks the cookie Secure and __Host- when PUBLIC_URL is https', async () => {
    const secureApp = await createTestApp(file.database, {
      env: { PUBLIC_URL: 'https://focus.example.com' },
    });
    try {
      const response = await secureApp.inject({
        method: 'PUT',
        url: '/api/preferences',
        headers: { ...json, host: 'focus.example.com' },
        payload: DEFAULT_PREFERENCES,
      });
      const line = String(response.headers['set-cookie']);
      // __Host-: the browser refuses it unless Secure, Path=/ and no Domain, so a sibling
      // subdomain cannot plant a guest cookie here.
      expect(line).toMatch(
        /^__Host-qd_guest=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      );
      // The guest is read back from that cookie, and a plain qd_guest one is ignored.
      const token = line.split(';')[0]!;
      const read = await secureApp.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { host: 'focus.example.com', cookie: token },
      });
      expect(read.json().kind).toBe('guest');
      const planted = await secureApp.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { host: 'focus.example.com', cookie: `qd_guest=${token.split('=')[1]}` },
      });
      expect(planted.json().kind).toBe('visitor');
    } finally {
      await secureApp.close();
    }
  });
});

describe('preferences', () => {
  it('answers the defaults to a visitor without identity', async () => {
    const response = await file.app.inject({ method: 'GET', url: '/api/preferences' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ theme: 'system', colorMode: 'default' });
  });

  it('round-trips per owner and keeps two guests apart', async () => {
    const alice = cookiePair(
      (await putPreferences({ theme: 'dark', colorMode: 'focus' })).headers['set-cookie'],
    );
    const bob = cookiePair(
      (await putPreferences({ theme: 'light', colorMode: 'calm' })).headers['set-cookie'],
    );
    expect(alice).not.toBe(bob);

    const aliceRead = await file.app.inject({
      method: 'GET',
      url: '/api/preferences/',
      headers: { cookie: alice },
    });
    const bobRead = await file.app.inject({
      method: 'GET',
      url: '/api/preferences',
      headers: { cookie: bob },
    });
    expect(aliceRead.json()).toEqual({ theme: 'dark', colorMode: 'focus' });
    expect(bobRead.json()).toEqual({ theme: 'light', colorMode: 'calm' });

    // Bob changing his preferences leaves Alice's untouched.
    await putPreferences({ theme: 'system', colorMode: 'default' }, bob);
    const aliceAgain = await file.app.inject({
      method: 'GET',
      url: '/api/preferences',
      headers: { cookie: alice },
    });
    expect(aliceAgain.json()).toEqual({ theme: 'dark', colorMode: 'focus' });
  });

  it('ignores unknown fields rather than storing them', async () => {
    const response = await putPreferences({ theme: 'dark', colorMode: 'calm', admin: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ theme: 'dark', colorMode: 'calm' });
  });
});

describe('timer preferences', () => {
  const settings = { ...DEFAULT_TIMER_SETTINGS, workDuration: 40 };
  const put = (body: object, cookie?: string) =>
    file.app.inject({
      method: 'PUT',
      url: '/api/preferences/timer',
      headers: { ...json, ...(cookie ? { cookie } : {}) },
      payload: body,
    });
  const get = (cookie?: string) =>
    file.app.inject({
      method: 'GET',
      url: '/api/preferences/timer',
      headers: cookie ? { cookie } : {},
    });
  const iso = (ms: number) => new Date(ms).toISOString();

  it('are null for a visitor and round-trip for a guest, apart from other owners', async () => {
    expect((await get()).json()).toEqual({ settings: null, changed_at: null });
    const now = Date.now();
    const first = await put({ settings, changed_at: iso(now - 1_000), sent_at: iso(now) });
    expect(first.statusCode).toBe(200);
    expect(first.json().settings).toEqual(settings);
    const cookie = cookiePair(first.headers['set-cookie']);
    // Another browser of the same identity reads them back; the theme keeps its defaults.
    expect((await get(cookie)).json().settings).toEqual(settings);
    const prefs = await file.app.inject({
      method: 'GET',
      url: '/api/preferences',
      headers: { cookie },
    });
    expect(prefs.json()).toEqual(DEFAULT_PREFERENCES);
    const other = await put({
      settings: { ...settings, workDuration: 50 },
      changed_at: iso(now),
      sent_at: iso(now),
    });
    expect((await get(cookiePair(other.headers['set-cookie']))).json().settings.workDuration).toBe(
      50,
    );
    expect((await get(cookie)).json().settings.workDuration).toBe(40);
  });

  it('keep the newer change, reading each device clock against the server clock', async () => {
    const now = Date.now();
    const first = await put({ settings, changed_at: iso(now - 60_000), sent_at: iso(now) });
    const cookie = cookiePair(first.headers['set-cookie']);

    // A browser that was offline sends a change made two minutes ago: the stored one is newer.
    const stale = await put(
      {
        settings: { ...settings, workDuration: 30 },
        changed_at: iso(now - 120_000),
        sent_at: iso(now),
      },
      cookie,
    );
    expect(stale.statusCode).toBe(200);
    expect(stale.json().settings.workDuration).toBe(40);

    // A device whose clock is 20 months behind made its change a second ago: that is the newest.
    const behind = now - 600 * 24 * 60 * 60_000;
    const fresh = await put(
      {
        settings: { ...settings, workDuration: 60 },
        changed_at: iso(behind - 1_000),
        sent_at: iso(behind),
      },
      cookie,
    );
    expect(fresh.json().settings.workDuration).toBe(60);
    expect(Math.abs(Date.parse(fresh.json().changed_at) - (now - 1_000))).toBeLessThan(5_000);

    // A device clock far ahead cannot make its change later than the server's now.
    const ahead = now + 600 * 24 * 60 * 60_000;
    const future = await put(
      {
        settings: { ...settings, workDuration: 70 },
        changed_at: iso(ahead + 3_600_000),
        sent_at: iso(ahead),
      },
      cookie,
    );
    expect(Date.parse(future.json().changed_at)).toBeLessThanOrEqual(Date.now());
    expect((await get(cookie)).json().settings.workDuration).toBe(70);
  });

  it('refuse lengths off the sliders and missing times with a readable 422', async () => {
    const now = iso(Date.now());
    const off = await put({
      settings: { ...settings, workDuration: 41 },
      changed_at: now,
      sent_at: now,
    });
    expect(off.statusCode).toBe(422);
    expect(off.json().detail).toContain('Work duration must be in steps of 5 minutes.');
    const missing = await put({ settings, changed_at: now });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toMatch(/sent_at/);
    expect(missing.headers['set-cookie']).toBeUndefined();
  });
});
