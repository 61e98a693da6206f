// JavaScript each page makes the browser download, gzip-compressed (level 6, as a typical server
// would send it), measured in Debian's Chromium against the built server.
// "Initial" = scripts requested before the page's main heading is on screen (what the first
// render needed); "deferred" = scripts fetched after that without blocking it (lazy menus, the
// timer and audio engines). Goals: initial ≤ 90 KB for the landing, ≤ 160 KB for the dashboard.
import { gzipSync } from 'node:zlib';
import {
  requireBuild,
  serverEntry,
  startProcess,
  tempDataDir,
  waitFor200,
  freePort,
  launchChromium,
} from './lib.mjs';

const PAGES = [
  { path: '/', budgetKb: 90 },
  { path: '/app/dashboard', budgetKb: 160 },
];

const kb = (bytes) => Number((bytes / 1024).toFixed(1));

// Records, inside the page, when the main heading first appears, on the same clock as the
// Resource Timing entries, so "before first render" is decided by the browser, not by polling.
const RECORD_FIRST_RENDER = () => {
  const mark = () => {
    if (document.querySelector('main h1')) {
      window.__firstRenderAt = performance.now();
      return true;
    }
    return false;
  };
  new MutationObserver((_, observer) => mark() && observer.disconnect()).observe(document, {
    childList: true,
    subtree: true,
  });
};

async function measurePage(browser, origin, { path, budgetKb }) {
  const page = await browser.newPage();
  await page.addInitScript(RECORD_FIRST_RENDER);
  const bodies = new Map();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.set(response.url(), response.body());
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  const { firstRenderAt, started } = await page.evaluate(() => ({
    firstRenderAt: window.__firstRenderAt ?? Infinity,
    started: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' || entry.initiatorType === 'link')
      .map((entry) => [entry.name, entry.startTime]),
  }));
  const startedAt = new Map(started);
  let initial = 0;
  let deferred = 0;
  for (const [url, body] of bodies) {
    const bytes = gzipSync(await body, { level: 6 }).length;
    if ((startedAt.get(url) ?? 0) <= firstRenderAt) initial += bytes;
    else deferred += bytes;
  }
  await page.close();
  const initialKb = kb(initial);
  return {
    path,
    files: bodies.size,
    initialGzipKb: initialKb,
    deferredGzipKb: kb(deferred),
    budgetKb,
    pass: initialKb <= budgetKb,
  };
}

export async function benchBundleSize() {
  requireBuild();
  const data = tempDataDir();
  const port = await freePort();
  const proc = startProcess([serverEntry], { PORT: String(port), DATA_DIR: data.dir });
  const browser = await launchChromium();
  try {
    await waitFor200(`http://127.0.0.1:${port}/api/health`, performance.now());
    const pages = [];
    for (const target of PAGES)
      pages.push(await measurePage(browser, `http://127.0.0.1:${port}`, target));
    return { name: 'js-gzip', pages, pass: pages.every((p) => p.pass) };
  } finally {
    await browser.close();
    await proc.stop();
    data.cleanup();
  }
}
