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
const MODULE_PRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"\/>/g;
const BOOT_MODULE = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * The shell's scripts download from the start but run only once the first paint has happened, so
 * on a phone the heading paints from the HTML alone and the header answers its first tap as soon as
 * the scripts can have arrived. The module preloads go in <head> with `fetchpriority="low"`: the
 * preload scanner starts them while the HTML is still being parsed, and a low-priority request is
 * not render-blocking (Lighthouse counted high-priority preloads as holding up the first paint),
 * while nothing else on the page competes with them for the connection. The boot module, which
 * evaluates them and hydrates, is added after the first paint, learnt from a PerformanceObserver,
 * not from timers or animation frames, which a background tab pauses and test clocks fake; a
 * hidden tab, which does not paint, starts at once. The boot script is re-created with this
 * script's nonce, so the strict CSP (a nonce per response, stamped by the server) still allows it.
 * Until the scripts have run, the app shell is inert
 * (docs/decisions/040-inert-until-hydrated.md), so nothing typed in that gap can be lost.
 */
function startScriptsAfterFirstPaint(html, file) {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const boot = BOOT_MODULE.exec(html);
  if (!boot) throw new Error(`${file}: no boot module script found`);
  if (preloads.length === 0) throw new Error(`${file}: no module preloads found`);
  const code = JSON.stringify(boot[1]).replace(/</g, '\\u003c');
  const starter =
    `<script>(function(){var n=document.currentScript.nonce,started=false;` +
    `function go(){if(started)return;started=true;` +
    `var s=document.createElement("script");s.type="module";s.nonce=n;s.textContent=${code};` +
    `document.body.appendChild(s)}` +
    `if(document.visibilityState==="hidden"||typeof PerformanceObserver!=="function"||` +
    `(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")<0){go();return}` +
    `new PerformanceObserver(function(l,o){o.disconnect();go()}).observe({type:"paint",buffered:true});` +
    `document.addEventListener("visibilitychange",go,{once:true})})()</script>`;
  const early = preloads
    .map((href) => `<link rel="modulepreload" href="${href}" fetchpriority="low"/>`)
    .join('');
  return html
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', () => `${early}</head>`)
    .replace(BOOT_MODULE, () => starter);
}

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
  const deferred = startScriptsAfterFirstPaint(next, file);
  if (inlined > MAX_INLINE_BYTES)
    throw new Error(`${file}: ${inlined} bytes of CSS is too much to inline in every app shell`);
  largest = Math.max(largest, inlined);
  writeFileSync(path, deferred);
}
console.log(
  `inlined the stylesheet into ${shells.length} app shells (${(largest / 1024).toFixed(0)} KB)`,
);
