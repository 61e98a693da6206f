import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Me } from '@quietdesk/core/api/auth';
import { appPerFile } from '../test/helpers.ts';
import { openPage, seedIn } from './page-request.test-helpers.ts';
import { Browser, createAuthTestApp } from '../features/auth/auth.test-helpers.ts';

// The account screen's first HTML for someone not signed in
// (docs/decisions/071-account-screen-first-html.md), over real HTTP and a real database. The web
// build is faked: an account page whose status is loading, and beside it a renderer that marks
// what it renders, so these tests read what the server chose; the real card's HTML is the
// browser suite's.

const build = fs.mkdtempSync(path.join(os.tmpdir(), 'quietdesk-account-'));
const client = path.join(build, 'client');
const LOADING_STATUS =
  '<div class="mt-6" data-testid="account-status"><p class="flex"><svg></svg> Loading…</p></div>';
const accountPage = `<!doctype html><html><head><title>Your account</title></head><body><main><div data-hydrating=""><!--$--><h1>Your account</h1>${LOADING_STATUS}<!--/$--></div></main><script type="module">import("/assets/entry.js")</script></body></html>`;
fs.mkdirSync(path.join(client, 'app', 'account'), { recursive: true });
fs.writeFileSync(path.join(client, 'app', 'account', 'index.html'), accountPage);
fs.writeFileSync(path.join(client, '__spa-fallback.html'), accountPage);
fs.mkdirSync(path.join(build, 'server-render'));
fs.writeFileSync(
  path.join(build, 'server-render', 'render-signed-out-status.js'),
  `export function renderSignedOutStatus() {
    return '<div class="mt-6" data-testid="account-status"><div>You are not signed in.</div></div>';
  }`,
);
const SIGNED_OUT_STATUS =
  '<div class="mt-6" data-testid="account-status"><div>You are not signed in.</div></div>';

const file = appPerFile(
  (database) => createAuthTestApp(database, { env: { WEB_DIST_DIR: client } }),
  180_000,
);
afterAll(() => fs.rmSync(build, { recursive: true, force: true }));

const open = (url: string, cookie = '', mode = 'navigate') => openPage(file.app, url, cookie, mode);

const seedOf = (html: string) => seedIn<Me>(html, 'me-seed');

describe('the account screen’s first HTML', () => {
  it('shows a visitor the signed-out card, with the same answer /api/auth/me gives, privately', async () => {
    const response = await open('/app/account');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<h1>Your account</h1>${SIGNED_OUT_STATUS}`);
    expect(response.body).not.toContain('Loading…');
    const visitor = new Browser(file.app);
    expect(seedOf(response.body)).toEqual(await visitor.me());
    expect(seedOf(response.body)).toMatchObject({ kind: 'visitor', email: null });
    expect(response.headers['cache-control']).toBe('no-store');
    // A page view creates nobody.
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('shows a guest with data the signed-out card, and says the guest has data', async () => {
    const guest = new Browser(file.app);
    const saved = await guest.post('/api/flashcards/decks', { title: 'Cells', cards: [] });
    expect(saved.statusCode).toBe(201);
    const response = await open('/app/account/', guest.cookieHeaderFor('/app/account'));
    expect(response.body).toContain(SIGNED_OUT_STATUS);
    expect(seedOf(response.body)).toEqual(await guest.me());
    expect(seedOf(response.body)).toMatchObject({ kind: 'guest', guest_has_data: true });
  });

  it('leaves a signed-in account the page as built: its forms need its own data', async () => {
    const guest = new Browser(file.app);
    await guest.post('/api/flashcards/decks', { title: 'Cells', cards: [] });
    const browser = new Browser(file.app);
    await browser.signUp();
    const response = await open(
      '/app/account',
      `${browser.cookieHeaderFor('/app/account')}; ${guest.cookieHeaderFor('/app/account')}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(LOADING_STATUS);
    expect(seedOf(response.body)).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('shows the signed-out card once the session has ended', async () => {
    const browser = new Browser(file.app);
    await browser.signUp();
    const cookie = browser.cookieHeaderFor('/app/account');
    expect((await browser.post('/api/auth/logout', {})).statusCode).toBe(204);
    const response = await open('/app/account', cookie);
    expect(response.body).toContain(SIGNED_OUT_STATUS);
    expect(seedOf(response.body)?.kind).not.toBe('account');
  });

  it('leaves what is not the browser’s own navigation, and other screens, as built', async () => {
    // The service worker fetches the page to cache it: nothing personal may be in that copy.
    const fetched = await open('/app/account', '', 'cors');
    expect(fetched.body).toContain(LOADING_STATUS);
    expect(seedOf(fetched.body)).toBeUndefined();
    expect(fetched.headers['cache-control']).toBe('no-cache');
    const other = await open('/app/sign-in');
    expect(seedOf(other.body)).toBeUndefined();
  });
});
