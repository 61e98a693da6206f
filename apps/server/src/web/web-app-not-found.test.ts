import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appPerFile, createTestApp } from '../test/helpers.ts';

// A fake build that, like the real one, prerenders the "Page Not Found" page at /404.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'quietdesk-dist-404-'));
const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head></html>`;
fs.mkdirSync(path.join(dist, '404'));
fs.mkdirSync(path.join(dist, 'blog', 'real-post'), { recursive: true });
fs.writeFileSync(path.join(dist, 'index.html'), page('Landing'));
fs.writeFileSync(path.join(dist, 'blog', 'real-post', 'index.html'), page('Post'));
fs.writeFileSync(path.join(dist, '404', 'index.html'), page('Page Not Found'));
fs.writeFileSync(path.join(dist, '__spa-fallback.html'), page('Fallback'));

const file = appPerFile(
  (database) => createTestApp(database, { env: { WEB_DIST_DIR: dist } }),
  120_000,
);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const get = (url: string) => file.app.inject({ method: 'GET', url });

describe('unknown public paths', () => {
  it('answer 404 with the static Page Not Found page, not the SPA', async () => {
    for (const url of [
      '/no-such-page',
      '/blog/no-such-post',
      '/features/no-such-feature',
      '/no-such-policy.html',
      '/404',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<title>Page Not Found</title>');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('leave known pages and the app screens alone', async () => {
    expect((await get('/blog/real-post')).body).toContain('<title>Post</title>');
    for (const url of [
      '/app',
      '/app/sign-in',
      '/app/account',
      '/app/mind-maps/0b7c2a52-6a52-4c71-9d1e-2f4c5c1e0a11',
      '/app/flashcards?deck=1',
    ]) {
      const appPath = await get(url);
      expect(appPath.statusCode, url).toBe(200);
      expect(appPath.body, url).toContain('<title>Fallback</title>');
    }
  });

  it('answer 404 with the Page Not Found page for addresses under /app that are no screen', async () => {
    for (const url of [
      '/app/no-such-tool',
      '/app/mind-maps/not-an-id',
      '/app/dashboard/extra',
      '/app/no-such-tool?x=1',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<title>Page Not Found</title>');
    }
  });
});
