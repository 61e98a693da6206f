import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routePreloads } from './route-preloads.ts';

// A build's route manifest shaped like React Router's (window.__reactRouterManifest={…};).
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quietdesk-preloads-'));
const route = (parentId: string | undefined, extra: object, module: string, imports: string[]) => ({
  id: module,
  ...(parentId ? { parentId } : {}),
  ...extra,
  module: `/assets/${module}.js`,
  imports: imports.map((file) => `/assets/${file}.js`),
});
const manifest = {
  entry: { module: '/assets/entry.js', imports: [] },
  routes: {
    root: route(undefined, { path: '' }, 'root', ['framework', 'app-kit']),
    'routes/app-layout': route('root', { path: 'app' }, 'app-layout', ['framework', 'icons']),
    'routes/app-index': route('routes/app-layout', { index: true }, 'app-index', []),
    'routes/app-sign-in': route('routes/app-layout', { path: 'sign-in' }, 'sign-in', ['forms']),
    'routes/app-mind-map': route('routes/app-layout', { path: 'mind-maps/:id' }, 'editor', []),
    'routes/not-found': route('root', { path: '*' }, 'not-found', []),
  },
};
fs.mkdirSync(path.join(root, 'assets'));
fs.writeFileSync(
  path.join(root, 'assets', 'manifest-ab12.js'),
  `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
);
// The fallback already names the root's scripts.
const fallback =
  '<head><link rel="modulepreload" href="/assets/manifest-ab12.js"/><link rel="modulepreload" href="/assets/root.js"/><link rel="modulepreload" href="/assets/framework.js"/><link rel="modulepreload" href="/assets/app-kit.js"/></head>';
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const hrefs = (links: string) => [...links.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe('route preloads for the SPA fallback', () => {
  const preloadsFor = routePreloads(root, fallback);

  it("names the screen's route modules and their imports, not what the page already has", () => {
    expect(hrefs(preloadsFor('/app/sign-in'))).toEqual([
      '/assets/sign-in.js',
      '/assets/forms.js',
      '/assets/app-layout.js',
      '/assets/icons.js',
    ]);
    expect(preloadsFor('/app/sign-in')).toContain('rel="modulepreload"');
    expect(preloadsFor('/app/sign-in')).toContain('fetchpriority="low"');
  });

  it('matches a parameter segment and prefers the index route for the layout path', () => {
    expect(hrefs(preloadsFor('/app/mind-maps/0b7c2a52-6a52-4c71-9d1e-2f4c5c1e0a11'))).toEqual([
      '/assets/editor.js',
      '/assets/app-layout.js',
      '/assets/icons.js',
    ]);
    expect(hrefs(preloadsFor('/app'))[0]).toBe('/assets/app-index.js');
  });

  it('names nothing for an address no screen draws, or a build without a readable manifest', () => {
    expect(preloadsFor('/app/no-such-screen')).toBe('');
    expect(preloadsFor('/app/mind-maps/a/b')).toBe('');
    expect(routePreloads(root, '<head></head>')('/app/sign-in')).toBe('');
    expect(routePreloads(path.join(root, 'missing'), fallback)('/app/sign-in')).toBe('');
  });
});
