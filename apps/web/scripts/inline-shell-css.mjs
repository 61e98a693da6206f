// Puts the app's stylesheet inside each prerendered app shell (app/<screen>/index.html and the
// SPA fallback), so the first paint needs the HTML alone: a render-blocking <link> would share a
// phone's bandwidth with the scripts and hold the heading back until all of them had arrived
// (docs/decisions/030-inline-app-shell-css.md). The whole Tailwind output is inlined, not a
// "critical" subset, so nothing restyles when more CSS arrives later and menus, dark mode and
// hover states are styled from the start.
//
// The <link> stays in the page, disabled, because React hydrates <head> and expects the element
// React Router's <Links/> renders; a disabled stylesheet is neither applied nor fetched.
// Runs after `react-router build` and before generate-sw.mjs (the shells' revisions hash the
// final HTML) and precompress.mjs. Public pages keep their cached stylesheet: they score 100
// already and share it across many pages.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../build/client/', import.meta.url).pathname;
// Past this the HTML of every shell would grow more than the stylesheet request costs.
const MAX_INLINE_BYTES = 96 * 1024;

const shells = [
  ...readdirSync(join(root, 'app'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join('app', entry.name, 'index.html')),
  '__spa-fallback.html',
].filter((file) => existsSync(join(root, file)));

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;

let largest = 0;
for (const file of shells) {
  const path = join(root, file);
  const html = readFileSync(path, 'utf8');
  let inlined = 0;
  const next = html.replace(STYLESHEET, (tag, href) => {
    const css = readFileSync(join(root, href), 'utf8').trim();
    if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it contains "</style"`);
    inlined += Buffer.byteLength(css);
    return `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`;
  });
  if (inlined === 0) throw new Error(`${file}: no stylesheet link found to inline`);
  if (inlined > MAX_INLINE_BYTES)
    throw new Error(`${file}: ${inlined} bytes of CSS is too much to inline in every app shell`);
  largest = Math.max(largest, inlined);
  writeFileSync(path, next);
}
console.log(
  `inlined the stylesheet into ${shells.length} app shells (${(largest / 1024).toFixed(0)} KB)`,
);
