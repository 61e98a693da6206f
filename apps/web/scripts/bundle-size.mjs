// Initial JavaScript per page, gzip: what a first visit downloads before the page is usable.
// Prerendered pages: every JS file the HTML references (module scripts + modulepreload).
// /app/* pages: the SPA fallback's JS plus the matched routes' modules and their imports
// (read from the React Router manifest), which the client loads right after boot.
// Usage: node scripts/bundle-size.mjs [--check]
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import vm from 'node:vm';

const root = new URL('../build/client/', import.meta.url).pathname;
const BUDGETS = { '/': 90, '/app/dashboard': 160 };

const gz = (file) => gzipSync(readFileSync(join(root, file)), { level: 9 }).length;
const htmlJs = (html) =>
  [
    ...html.matchAll(
      /(?:href|src)="(\/assets\/[^"]+\.js)"|import\("(\/assets\/[^"]+\.js)"\)|import\s+"(\/assets\/[^"]+\.js)"/g,
    ),
  ].map((m) => m[1] ?? m[2] ?? m[3]);

function manifest(html) {
  const file = html.match(/\/assets\/manifest-[^"]+\.js/)?.[0];
  const ctx = { window: {} };
  vm.runInNewContext(readFileSync(join(root, file), 'utf8'), ctx);
  return { file, routes: ctx.window.__reactRouterManifest.routes };
}

function pageJs(htmlFile, routeIds = []) {
  const html = readFileSync(join(root, htmlFile), 'utf8');
  const files = new Set(htmlJs(html));
  if (routeIds.length) {
    const { file, routes } = manifest(html);
    files.add(file);
    for (const id of routeIds) {
      const r = routes[id];
      files.add(r.module);
      for (const i of r.imports ?? []) files.add(i);
    }
  }
  return [...files].map((f) => f.replace(/^\//, ''));
}

const pages = {
  '/': pageJs('index.html'),
  '/blog/tame-project-chaos': pageJs('blog/tame-project-chaos/index.html'),
  '/app/dashboard': pageJs('__spa-fallback.html', ['routes/app-layout', 'routes/app-dashboard']),
};

// Inline <script> bodies count too (theme init, static-page enhancements, router context).
const inlineGz = (htmlFile) =>
  [
    ...readFileSync(join(root, htmlFile), 'utf8').matchAll(
      /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ]
    .map((m) => gzipSync(m[1], { level: 9 }).length)
    .reduce((a, b) => a + b, 0);
const htmlOf = {
  '/': 'index.html',
  '/blog/tame-project-chaos': 'blog/tame-project-chaos/index.html',
  '/app/dashboard': '__spa-fallback.html',
};

let failed = false;
for (const [page, files] of Object.entries(pages)) {
  const bytes = files.reduce((sum, f) => sum + (existsSync(join(root, f)) ? gz(f) : 0), 0);
  const kb = (bytes + inlineGz(htmlOf[page])) / 1024;
  const budget = BUDGETS[page];
  const over = budget !== undefined && kb > budget;
  failed ||= over;
  console.log(
    `${page.padEnd(28)} ${kb.toFixed(1).padStart(6)} KB gzip in ${files.length} files${budget ? ` (budget ${budget} KB${over ? ', OVER' : ''})` : ''}`,
  );
}
if (process.argv.includes('--check') && failed) process.exit(1);
