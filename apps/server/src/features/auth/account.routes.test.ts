import { describe, expect, it } from 'vitest';
import { accountExportSchema } from '@quietdesk/core/api/auth';
import { appPerFile } from '../../test/helpers.ts';
import { Browser, createAuthTestApp, GOOD_PASSWORD, uniqueEmail } from './auth.test-helpers.ts';

const file = appPerFile((database) => createAuthTestApp(database), 180_000);

const NEW_PASSWORD = 'a much newer passphrase';

describe('account endpoints need a signed-in session', () => {
  it.each([
    ['GET', '/api/account/export', undefined],
    ['POST', '/api/account/password', { current_password: 'x', new_password: NEW_PASSWORD }],
    ['POST', '/api/account/sign-out-everywhere', {}],
    ['DELETE', '/api/account', { password: 'x' }],
  ])('%s %s answers 401 to a guest', async (method, url, payload) => {
    const guest = new Browser(file.app);
    await guest.makePlan();
    const response = await guest.request(method, url, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Sign in to use your account.' });
  });
});

describe('GET /api/account/export', () => {
  it('downloads one JSON file with everything the account owns', async () => {
    const browser = new Browser(file.app);
    const planId = await browser.makePlan('Learn Japanese 日本語 in 30 days');
    const email = await browser.signUp();
    await browser.put('/api/preferences', { theme: 'dark', colorMode: 'focus' });
    const response = await browser.get('/api/account/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="quietdesk-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const body = accountExportSchema.parse(response.json());
    expect(body.account.email).toBe(email);
    expect(body.data.plans!.map((plan) => plan.id)).toEqual([planId]);
    expect(body.data.plans![0]!.goal).toContain('日本語');
    expect(body.data.preferences).toMatchObject([{ theme: 'dark', color_mode: 'focus' }]);
  });
});

describe('POST /api/account/password', () => {
  it('changes the password and signs out every other session, keeping this one', async () => {
    const email = uniqueEmail();
    const here = new Browser(file.app);
    await here.signUp(email);
    const elsewhere = new Browser(file.app);
    await elsewhere.login(email);
    expect(await elsewhere.me()).toMatchObject({ kind: 'account' });

    const response = await here.post('/api/account/password', {
      current_password: GOOD_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(204);
    expect(await here.me()).toMatchObject({ kind: 'account', email });
    expect(await elsewhere.me()).toMatchObject({ kind: 'visitor' });
    expect((await new Browser(file.app).login(email)).statusCode).toBe(401);
    expect((await new Browser(file.app).login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password (403) and a common new one (422)', async () => {
    const browser = new Browser(file.app);
    await browser.signUp();
    const wrong = await browser.post('/api/account/password', {
      current_password: 'not it at all',
      new_password: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ detail: 'Your current password is not right.' });
    const common = await browser.post('/api/account/password', {
      current_password: GOOD_PASSWORD,
      new_password: 'iloveyou',
    });
    expect(common.statusCode).toBe(422);
    const fullWidth = await browser.post('/api/account/password', {
      current_password: GOOD_PASSWORD,
      new_password: 'ｉｌｏｖｅｙｏｕ',
    });
    expect(fullWidth.statusCode).toBe(422);
    const short = await browser.post('/api/account/password', {
      current_password: GOOD_PASSWORD,
      new_password: 'short',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().detail).toContain('Use at least 8 characters for your password.');
  });
});

describe('POST /api/account/sign-out-everywhere', () => {
  it('ends every session, this one included', async () => {
    const email = uniqueEmail();
    const one = new Browser(file.app);
    await one.signUp(email);
    const two = new Browser(file.app);
    await two.login(email);
    const response = await one.post('/api/account/sign-out-everywhere');
    expect(response.statusCode).toBe(204);
    expect(one.cookies.has('qd_session')).toBe(false);
    expect(await one.me()).toMatchObject({ kind: 'visitor' });
    expect(await two.me()).toMatchObject({ kind: 'visitor' });
    expect((await two.login(email)).statusCode).toBe(200);
  });
});

describe('DELETE /api/account', () => {
  it('needs the password, then deletes the account and its data for good', async () => {
    const email = uniqueEmail();
    const browser = new Browser(file.app);
    const planId = await browser.makePlan();
    await browser.signUp(email);
    const other = new Browser(file.app);
    await other.login(email);

    const wrong = await browser.delete('/api/account', { password: 'wrong password' });
    expect(wrong.statusCode).toBe(403);
    expect((await browser.get(`/api/planner/plans/${planId}`)).statusCode).toBe(200);

    const response = await browser.delete('/api/account', { password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(204);
    expect(await browser.me()).toMatchObject({ kind: 'visitor' });
    expect(await other.me()).toMatchObject({ kind: 'visitor' });
    expect((await browser.get(`/api/planner/plans/${planId}`)).statusCode).toBe(404);
    expect((await new Browser(file.app).login(email)).statusCode).toBe(401);
    // The email is free again.
    expect((await new Browser(file.app).register(email)).statusCode).toBe(201);
  });
});
