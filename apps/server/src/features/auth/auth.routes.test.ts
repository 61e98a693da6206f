import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { meSchema } from '@quietdesk/core/api/auth';
import { appPerFile } from '../../test/helpers.ts';
import {
  Browser,
  createAuthTestApp,
  GOOD_PASSWORD,
  queryRows,
  uniqueEmail,
} from './auth.test-helpers.ts';

let now = Date.now();
const clock = () => new Date(now);

const file = appPerFile((database) => createAuthTestApp(database, { clock }), 180_000);

const setCookies = (response: { headers: Record<string, unknown> }): string[] => {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header : header ? [String(header)] : [];
};

describe('POST /api/auth/register', () => {
  it('creates the account, signs in with an HttpOnly Lax session cookie and answers who you are', async () => {
    const browser = new Browser(file.app);
    const email = uniqueEmail();
    const response = await browser.register(`  ${email.toUpperCase()} `);
    expect(response.statusCode).toBe(201);
    const me = meSchema.parse(response.json());
    expect(me).toMatchObject({ kind: 'account', email, guest_has_data: false });
    const session = setCookies(response).find((line) => line.startsWith('qd_session='));
    expect(session).toMatch(
      /^qd_session=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(await browser.me()).toMatchObject({ kind: 'account', email });
  });

  it('stores only a hash of the session token', async () => {
    const browser = new Browser(file.app);
    await browser.signUp();
    const token = browser.cookies.get('qd_session')!;
    const rows = await queryRows<{ token_hash: string }>(
      file.database,
      sql`select token_hash from auth_sessions`,
    );
    const hashes = rows.map((row) => row.token_hash);
    expect(hashes.length).toBeGreaterThan(0);
    expect(hashes).not.toContain(token);
    expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });

  it('turns the current guest into the account, keeping its data, and retires the guest cookie', async () => {
    const browser = new Browser(file.app);
    const planId = await browser.makePlan();
    const guestCookie = browser.cookies.get('qd_guest')!;
    expect(await browser.me()).toMatchObject({ kind: 'guest', guest_has_data: true });

    const response = await browser.register(uniqueEmail());
    expect(response.statusCode).toBe(201);
    expect(browser.cookies.has('qd_guest')).toBe(false);
    expect((await browser.get(`/api/planner/plans/${planId}`)).statusCode).toBe(200);

    // The old guest token no longer opens anything: only the password does now.
    const stale = new Browser(file.app);
    stale.cookies.set('qd_guest', guestCookie);
    expect(await stale.me()).toMatchObject({ kind: 'visitor' });
    expect((await stale.get(`/api/planner/plans/${planId}`)).statusCode).toBe(404);
  });

  it.each([
    [
      { email: 'not-an-email', password: GOOD_PASSWORD },
      422,
      'Enter an email address like name@example.com.',
    ],
    [
      { email: 'a@example.com', password: 'short7!' },
      422,
      'Use at least 8 characters for your password.',
    ],
    [
      { email: 'a@example.com', password: 'x'.repeat(257) },
      422,
      'A password has at most 256 characters.',
    ],
    [{ email: 'a@example.com' }, 422, 'Enter a password.'],
    [
      { email: 'a@example.com', password: 'password1' },
      422,
      'This password is one of the most common ones, so it is easy to guess. Choose another.',
    ],
    [
      { email: 'a@example.com', password: 'Football' },
      422,
      'This password is one of the most common ones, so it is easy to guess. Choose another.',
    ],
  ])('refuses %j with %i', async (payload, status, detail) => {
    const response = await new Browser(file.app).post('/api/auth/register', payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().detail).toContain(detail);
    expect(setCookies(response)).toEqual([]);
  });

  it('accepts long passphrases (64 characters and more) and CJK passwords', async () => {
    const long = await new Browser(file.app).register(
      uniqueEmail(),
      'p'.repeat(40) + ' long passphrase 64 chars',
    );
    expect(long.statusCode).toBe(201);
    const cjk = await new Browser(file.app).register(uniqueEmail(), '我的密码很安全的啊');
    expect(cjk.statusCode).toBe(201);
  });

  it('refuses full-width and other compatibility forms of common passwords (NFKC)', async () => {
    for (const password of [
      'ｐａｓｓｗｏｒｄ１２３',
      'ＰＡＳＳＷＯＲＤ１２３',
      'ｑｗｅｒｔｙ１２３',
    ]) {
      const response = await new Browser(file.app).register(uniqueEmail(), password);
      expect(response.statusCode, password).toBe(422);
      expect(response.json().detail).toMatch(/one of the most common ones/);
    }
    // Eight UTF-16 units that normalise to four characters are too short.
    const short = await new Browser(file.app).register(uniqueEmail(), 'e\u0301'.repeat(4));
    expect(short.statusCode).toBe(422);
    expect(short.json().detail).toMatch(/at least 8 characters/);
  });

  it('answers 409 for an email that already has an account, whatever its case', async () => {
    const email = uniqueEmail();
    await new Browser(file.app).signUp(email);
    const again = await new Browser(file.app).register(email.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('An account with this email already exists. Sign in instead.');
  });

  it('answers 409 when already signed in', async () => {
    const browser = new Browser(file.app);
    await browser.signUp();
    const response = await browser.register(uniqueEmail());
    expect(response.statusCode).toBe(409);
  });

  it('refuses a cross-site register (CSRF guard)', async () => {
    const response = await file.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: { email: uniqueEmail(), password: GOOD_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/auth/login and /logout', () => {
  it('signs in with a new session every time (rotation) and signs out', async () => {
    const email = uniqueEmail();
    const first = new Browser(file.app);
    await first.signUp(email);
    const registeredToken = first.cookies.get('qd_session');

    const login = await first.login(email);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ kind: 'account', email });
    const rotated = first.cookies.get('qd_session');
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(registeredToken);
    // The session the browser had before signing in again is over.
    const old = new Browser(file.app);
    old.cookies.set('qd_session', registeredToken!);
    expect(await old.me()).toMatchObject({ kind: 'visitor' });

    const logout = await first.post('/api/auth/logout');
    expect(logout.statusCode).toBe(204);
    expect(first.cookies.has('qd_session')).toBe(false);
    const replay = new Browser(file.app);
    replay.cookies.set('qd_session', rotated!);
    expect(await replay.me()).toMatchObject({ kind: 'visitor' });
  });

  it('answers 401 with one message for a wrong password and for an unknown email', async () => {
    const email = uniqueEmail();
    await new Browser(file.app).signUp(email);
    const wrong = await new Browser(file.app, '10.0.0.1').login(email, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Email or password is wrong.' });
    const unknown = await new Browser(file.app, '10.0.0.1').login(uniqueEmail(), GOOD_PASSWORD);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ detail: 'Email or password is wrong.' });
  });

  it('brings guest data into the account only when asked, in one go', async () => {
    const email = uniqueEmail();
    const owner = new Browser(file.app);
    await owner.signUp(email);
    await owner.put('/api/preferences', { theme: 'dark', colorMode: 'calm' });
    const accountPlan = await owner.makePlan('Account plan');

    const guest = new Browser(file.app);
    const guestPlan = await guest.makePlan('Guest plan');
    await guest.put('/api/preferences', { theme: 'light', colorMode: 'focus' });
    const session = await guest.post('/api/pomodoro/sessions', { task_name: 'Guest focus' });
    expect(session.statusCode).toBe(201);

    // Without import: signed in, the account's data is shown, the guest's stays with the guest.
    const plain = await guest.login(email);
    expect(plain.json()).toMatchObject({ kind: 'account', guest_has_data: true });
    const listed = (await guest.get('/api/planner/plans')).json() as Array<{ id: string }>;
    expect(listed.map((plan) => plan.id)).toEqual([accountPlan]);
    await guest.post('/api/auth/logout');
    expect(await guest.me()).toMatchObject({ kind: 'guest', guest_has_data: true });

    const imported = await guest.login(email, GOOD_PASSWORD, true);
    expect(imported.json()).toMatchObject({ kind: 'account', guest_has_data: false });
    expect(guest.cookies.has('qd_guest')).toBe(false);
    const after = (await guest.get('/api/planner/plans')).json() as Array<{ id: string }>;
    expect(after.map((plan) => plan.id).sort()).toEqual([accountPlan, guestPlan].sort());
    expect(
      (await guest.get(`/api/pomodoro/sessions/${session.json().session_id}`)).statusCode,
    ).toBe(200);
    // One row per owner: the account's own preferences win over the guest's.
    expect((await guest.get('/api/preferences')).json()).toEqual({
      theme: 'dark',
      colorMode: 'calm',
    });
    // The other browser sees the imported plan too.
    expect((await owner.get(`/api/planner/plans/${guestPlan}`)).statusCode).toBe(200);
  });

  it('limits failures per account with 429 + Retry-After, without locking out a browser that signed in before', async () => {
    const email = uniqueEmail();
    const victim = new Browser(file.app, '10.1.0.1');
    await victim.signUp(email);
    expect((await victim.login(email)).statusCode).toBe(200); // now holds a device token

    // Ten wrong guesses from ten addresses: the per-account limit (10 per 15 minutes) is reached.
    for (let index = 0; index < 10; index += 1) {
      const guess = await new Browser(file.app, `10.2.0.${index}`).login(
        email,
        `guess number ${index}`,
      );
      expect(guess.statusCode).toBe(401);
    }
    const blocked = await new Browser(file.app, '10.3.0.1').login(email);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json().detail).toMatch(
      /^Too many sign-in attempts\. Try again in \d+ minutes?\.$/,
    );

    // The victim's own browser still gets in.
    await victim.post('/api/auth/logout');
    expect((await victim.login(email)).statusCode).toBe(200);

    // And the lock ends with its window: it cannot be stretched by the attacker.
    now += 15 * 60_000;
    expect((await new Browser(file.app, '10.3.0.1').login(email)).statusCode).toBe(200);
  });

  it('limits failures per address across accounts', async () => {
    const attacker = '10.9.9.9';
    for (let index = 0; index < 50; index += 1) {
      await new Browser(file.app, attacker).login(uniqueEmail('nobody'), 'wrong password');
    }
    const email = uniqueEmail();
    await new Browser(file.app).signUp(email);
    const response = await new Browser(file.app, attacker).login(email);
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
    expect((await new Browser(file.app, '10.9.9.10').login(email)).statusCode).toBe(200);
  });
});

describe('sessions end', () => {
  it('after the inactivity timeout', async () => {
    const browser = new Browser(file.app);
    await browser.signUp();
    now += 6 * 24 * 60 * 60_000; // 6 days idle: still in (default timeout 7 days)
    expect(await browser.me()).toMatchObject({ kind: 'account' });
    now += 6 * 24 * 60 * 60_000; // used 6 days ago: still in
    expect(await browser.me()).toMatchObject({ kind: 'account' });
    now += 7 * 24 * 60 * 60_000 + 1;
    expect(await browser.me()).toMatchObject({ kind: 'visitor' });
  });

  it('after the absolute lifetime however active', async () => {
    const browser = new Browser(file.app);
    await browser.signUp();
    for (let day = 0; day < 29; day += 1) {
      now += 24 * 60 * 60_000;
      expect((await browser.me()).kind).toBe('account');
    }
    now += 24 * 60 * 60_000;
    expect((await browser.me()).kind).toBe('visitor');
  });
});

describe('GET /api/auth/me', () => {
  it('says visitor for a browser with nothing stored', async () => {
    const response = await new Browser(file.app).get('/api/auth/me');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      kind: 'visitor',
      email: null,
      created_at: null,
      guest_has_data: false,
    });
  });

  it('ignores made-up session and guest cookies', async () => {
    const browser = new Browser(file.app);
    browser.cookies.set('qd_session', 'A'.repeat(43));
    browser.cookies.set('qd_guest', 'not a token');
    expect(await browser.me()).toMatchObject({ kind: 'visitor' });
  });
});

describe('behind https (PUBLIC_URL)', () => {
  it('uses a Secure __Host- session cookie', async () => {
    const secureApp = await createAuthTestApp(file.database, {
      env: { PUBLIC_URL: 'https://focus.example.com' },
    });
    try {
      const browser = new Browser(secureApp, '127.0.0.1', 'focus.example.com');
      const response = await browser.register(uniqueEmail());
      const line = setCookies(response).find((cookie) => cookie.startsWith('__Host-qd_session='));
      expect(line).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
      expect(line).not.toMatch(/Domain=/i);
      expect(await browser.me()).toMatchObject({ kind: 'account' });
    } finally {
      await secureApp.close();
    }
  });
});
