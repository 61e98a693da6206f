import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appPerFile, createTestApp } from '../test/helpers.ts';

// A fake React Router build: prerendered pages, the SPA fallback and a hashed asset.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'quietdesk-dist-'));
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><script>window.__ctx={}</script></head><body><script type="module">import("/assets/entry-abc123.js")</script></body></html>`;
fs.mkdirSync(path.join(dist, 'assets'));
fs.mkdirSync(path.join(dist, 'features', 'pomodoro'), { recursive: true });
fs.writeFileSync(path.join(dist, 'index.html'), page('Landing'));
fs.writeFileSync(path.join(dist, 'features', 'pomodoro', 'index.html'), page('Pomodoro'));
// The fallback names the build's route manifest, from which the server adds a screen's modules.
fs.writeFileSync(
  path.join(dist, '__spa-fallback.html'),
  page('Fallback').replace(
    '</head>',
    '<link rel="modulepreload" href="/assets/manifest-ab12.js"/></head>',
  ),
);
fs.writeFileSync(
  path.join(dist, 'assets', 'manifest-ab12.js'),
  `window.__reactRouterManifest=${JSON.stringify({
    routes: {
      root: { path: '', module: '/assets/root-1.js', imports: [] },
      'routes/app-layout': { parentId: 'root', path: 'app', module: '/assets/app-layout-2.js' },
      'routes/app-sign-in': {
        parentId: 'routes/app-layout',
        path: 'sign-in',
        module: '/assets/app-sign-in-3.js',
        imports: ['/assets/forms-4.js'],
      },
    },
  })};`,
);
fs.mkdirSync(path.join(dist, 'app', 'flashcards'), { recursive: true });
fs.writeFileSync(path.join(dist, 'app', 'flashcards', 'index.html'), page('Flashcards shell'));
fs.writeFileSync(path.join(dist, 'privacy-policy.html'), page('Privacy'));
fs.writeFileSync(path.join(dist, 'assets', 'entry-abc123.js'), 'console.log("hi")');
fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');

const file = appPerFile(
  (database) => createTestApp(database, { env: { WEB_DIST_DIR: dist } }),
  180_000,
);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const get = (url: string) => file.app.inject({ method: 'GET', url });

describe('static web app', () => {
  it('sends the public recovery addresses on to their app screens', async () => {
    for (const [url, target] of [
      ['/reset-password', '/app/reset-password'],
      ['/forgot-password', '/app/forgot-password'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(302);
      // The reset token travels in the fragment, which the browser keeps across this redirect.
      expect(response.headers.location, url).toBe(target);
    }
  });

  it('serves hashed assets as immutable and other files with a short cache', async () => {
    const asset = await get('/assets/entry-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves prerendered pages as no-cache HTML with the CSP nonce on every script', async () => {
    for (const [url, title] of [
      ['/', 'Landing'],
      ['/features/pomodoro', 'Pomodoro'],
      ['/features/pomodoro/', 'Pomodoro'],
      ['/privacy-policy.html', 'Privacy'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(`<title>${title}</title>`);
      const nonce = /'nonce-([^']+)'/.exec(
        String(response.headers['content-security-policy']),
      )?.[1];
      expect(nonce).toBeTruthy();
      expect(response.body.match(/<script nonce="([^"]+)"/g)).toEqual([
        `<script nonce="${nonce}"`,
        `<script nonce="${nonce}"`,
      ]);
    }
  });

  it('uses a new nonce per response', async () => {
    const a = String((await get('/')).headers['content-security-policy']);
    const b = String((await get('/')).headers['content-security-policy']);
    expect(a).not.toBe(b);
  });

  it('serves the SPA fallback with 200 under /app and 404 elsewhere', async () => {
    for (const url of [
      '/app',
      '/app/dashboard',
      '/app/mind-maps/0b7c2a52-6a52-4c71-9d1e-2f4c5c1e0a11?x=1',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Fallback</title>');
    }
    const unknown = await get('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<title>Fallback</title>');
    expect(unknown.headers['cache-control']).toBe('no-cache');
  });

  it("adds a client-side screen's route modules to the SPA fallback as module preloads", async () => {
    const signIn = await get('/app/sign-in');
    expect(signIn.statusCode).toBe(200);
    const head = signIn.body.slice(0, signIn.body.indexOf('</head>'));
    for (const file of ['app-sign-in-3', 'forms-4', 'app-layout-2', 'root-1']) {
      expect(head).toContain(
        `<link rel="modulepreload" href="/assets/${file}.js" fetchpriority="low"/>`,
      );
    }
    // Not on the 404 answer, nor for a screen the manifest does not draw.
    expect((await get('/no-such-page')).body).not.toContain('app-sign-in-3');
    expect((await get('/app/dashboard')).body).not.toContain('app-sign-in-3');
  });

  it('serves an app shell for its address, and the SPA fallback when a query string follows', async () => {
    const shell = await get('/app/flashcards');
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<title>Flashcards shell</title>');
    // The screen reads ?deck= in its first render: the shell (no deck) would not match it.
    const withQuery = await get('/app/flashcards?deck=abc');
    expect(withQuery.statusCode).toBe(200);
    expect(withQuery.body).toContain('<title>Fallback</title>');
  });

  it('answers JSON 404 for missing files and API routes, never HTML', async () => {
    const missingAsset = await get('/assets/gone-123.js');
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json().detail).toMatch(/No file/);
    const api = await get('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'No API route matches GET /api/unknown.' });
  });

  it('does not escape the dist folder', async () => {
    const response = await get('/..%2f..%2fetc%2fpasswd');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('root:');
  });
});

describe('without a web build', () => {
  it('answers / with a hint to run npm run build', async () => {
    const bare = await createTestApp(file.database, {
      env: { WEB_DIST_DIR: path.join(dist, 'missing') },
    });
    try {
      const response = await bare.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('npm run build');
      expect((await bare.inject({ method: 'GET', url: '/elsewhere' })).json()).toHaveProperty(
        'detail',
      );
    } finally {
      await bare.close();
    }
  });
});
