// Repeat visit of /app/dashboard with the service worker: navigation start to the main heading
// painted, on loopback, in Debian's Chromium against the built server. Median of 7 visits.
// Baselines in the same run: the first visit (nothing cached), and repeat visits with service
// workers blocked (HTTP cache only). Goal: ≤ 300 ms with the service worker.
import {
  freePort,
  launchChromium,
  median,
  requireBuild,
  serverEntry,
  startProcess,
  tempDataDir,
  waitFor200,
} from './lib.mjs';
import { RECORD_HEADING_PAINT } from './bundle-size.bench.mjs';

const PATH = '/app/dashboard';
const VISITS = 7;
const GOAL_MS = 300;

async function visit(context, url) {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__headingShownAt !== undefined);
  const shownAt = await page.evaluate(() => window.__headingShownAt);
  const fromServiceWorker = await page.evaluate(
    () => performance.getEntriesByType('navigation')[0]?.workerStart > 0,
  );
  return { page, shownAt, fromServiceWorker };
}

async function repeatVisits(browser, url, serviceWorkers) {
  const context = await browser.newContext({ serviceWorkers });
  await context.addInitScript(RECORD_HEADING_PAINT);
  const first = await visit(context, url);
  if (serviceWorkers === 'allow')
    await first.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
  await first.page.close();
  const times = [];
  let viaWorker = 0;
  for (let i = 0; i < VISITS; i++) {
    const next = await visit(context, url);
    times.push(next.shownAt);
    if (next.fromServiceWorker) viaWorker++;
    await next.page.close();
  }
  await context.close();
  return { firstMs: Math.round(first.shownAt), medianMs: Math.round(median(times)), viaWorker };
}

export async function benchRepeatVisit() {
  requireBuild();
  const data = tempDataDir();
  const port = await freePort();
  const proc = startProcess([serverEntry], { PORT: String(port), DATA_DIR: data.dir });
  const browser = await launchChromium();
  try {
    const url = `http://127.0.0.1:${port}${PATH}`;
    await waitFor200(`http://127.0.0.1:${port}/api/health`, performance.now(), 90_000);
    const withWorker = await repeatVisits(browser, url, 'allow');
    const httpCacheOnly = await repeatVisits(browser, url, 'block');
    return {
      name: 'repeat-visit',
      path: PATH,
      repeatWithServiceWorkerMs: withWorker.medianMs,
      servedByServiceWorker: `${withWorker.viaWorker}/${VISITS}`,
      baselineFirstVisitMs: withWorker.firstMs,
      baselineRepeatHttpCacheOnlyMs: httpCacheOnly.medianMs,
      goalMs: GOAL_MS,
      pass: withWorker.medianMs <= GOAL_MS && withWorker.viaWorker === VISITS,
    };
  } finally {
    await browser.close();
    await proc.stop();
    data.cleanup();
  }
}
