// JavaScript each app screen needs before it can answer a tap, brotli-compressed as the server
// sends it, checked against the per-screen budgets in js-budgets.json. Counted from the build, not
// a browser: the scripts the screen's HTML loads (module scripts, modulepreloads, the route
// manifest) plus every module the layout and the screen's route import statically, which React
// must have run to hydrate the page; the header's sound player, the first tap's target, is among
// them. Lazy chunks a screen loads after hydration (its deferred parts, the theme menu, the
// timer and audio engines) are not counted (docs/decisions/055-first-tap.md). The throttled
// browser measurement (time to the first answered tap and the bytes that had arrived by then) is
// bench/first-tap.bench.mjs; this check stops regressions in `npm test` (`npm run test:e2e` runs
// it after the build).
// Usage: node apps/web/scripts/js-budget.mjs [--check]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { brotliCompressSync, constants } from 'node:zlib';

const root = new URL('../build/client/', import.meta.url).pathname;
const budgets = JSON.parse(readFileSync(new URL('../js-budgets.json', import.meta.url), 'utf8'));

const brotli = (buffer) =>
  brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const scriptsIn = (html) =>
  [
    ...html.matchAll(
      /(?:href|src)="(\/assets\/[^"]+\.js)"|import\("(\/assets\/[^"]+\.js)"\)|import\s+"(\/assets\/[^"]+\.js)"/g,
    ),
  ].map((m) => m[1] ?? m[2] ?? m[3]);

const inlineScripts = (html) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);

function routesOf(html) {
  const file = html.match(/\/assets\/manifest-[^"]+\.js/)?.[0];
  if (!file) throw new Error('no route manifest referenced by the page');
  const context = { window: {} };
  vm.runInNewContext(readFileSync(join(root, file), 'utf8'), context);
  return { file, routes: context.window.__reactRouterManifest.routes };
}

/** The screen's prerendered shell when it has one, else the SPA fallback every /app path gets. */
function htmlFor(screen) {
  const shell = join(root, screen.replace(/^\//, ''), 'index.html');
  return existsSync(shell) ? shell : join(root, '__spa-fallback.html');
}

function measure(screen, routeId) {
  const html = readFileSync(htmlFor(screen), 'utf8');
  const files = new Set(scriptsIn(html));
  const { file, routes } = routesOf(html);
  files.add(file);
  for (const id of ['root', 'routes/app-layout', routeId]) {
    const route = routes[id];
    if (!route) throw new Error(`${screen}: no route ${id} in the manifest`);
    if (route.module) files.add(route.module);
    for (const imported of route.imports ?? []) files.add(imported);
  }
  const external = [...files].reduce(
    (sum, f) => sum + brotli(readFileSync(join(root, f.replace(/^\//, '')))),
    0,
  );
  const inline = inlineScripts(html).reduce((sum, body) => sum + brotli(Buffer.from(body)), 0);
  return { kb: (external + inline) / 1024, files: files.size };
}

let over = 0;
for (const [screen, { route, budgetKb }] of Object.entries(budgets.screens)) {
  const { kb, files } = measure(screen, route);
  const verdict = kb > budgetKb ? 'OVER' : 'ok';
  if (kb > budgetKb) over += 1;
  console.log(
    `${screen.padEnd(24)} ${kb.toFixed(1).padStart(6)} KB brotli in ${String(files).padStart(2)} files (budget ${budgetKb} KB, goal ${budgets.goalKb} KB) ${verdict}`,
  );
}
if (over > 0 && process.argv.includes('--check')) {
  console.error(`${over} screen(s) over their JavaScript budget (apps/web/js-budgets.json).`);
  process.exit(1);
}
