// JavaScript each page makes the browser download before its main heading shows, in bytes as
// they arrive over the wire (after content encoding, headers included: Chromium's
// Network.loadingFinished encodedDataLength), measured in Debian's Chromium against the built
// server on a phone-like connection (Lighthouse's mobile throttling: 150 ms RTT, 1.6 Mbps down).
// "Initial" = scripts whose download finished before the heading first painted (what could have
// contributed to it); "deferred" = everything the page downloads after that (hydration, lazy
// menus, the timer and audio engines). Goals: initial ≤ 90 KB for the landing, ≤ 100 KB for the
// dashboard. Baseline in the same run: the same pages fetched with `Accept-Encoding: identity`.
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
  { path: '/app/dashboard', budgetKb: 100 },
];

/** Lighthouse's mobile preset ("slow 4G"), applied by the browser's network stack. */
export const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const kb = (bytes) => Number((bytes / 1024).toFixed(1));

// Records, inside the page, when the main heading (with its text) is first painted, on the same
// clock as Resource Timing: the frame after it is in the DOM (rAF does not run while the page is
// still render-blocked by its stylesheet), then the task after that frame.
export const RECORD_HEADING_PAINT = () => {
  const painted = () =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        window.__headingShownAt = performance.now();
      }),
    );
  const check = () => {
    if (document.querySelector('main h1')?.textContent?.trim()) {
      painted();
      return true;
    }
    return false;
  };
  new MutationObserver((_, observer) => check() && observer.disconnect()).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
};

/** Bytes on the wire per script URL, as Chromium's network stack counted them. */
async function recordTransfers(page, acceptEncoding) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
  if (acceptEncoding)
    await cdp.send('Network.setExtraHTTPHeaders', {
      headers: { 'Accept-Encoding': acceptEncoding },
    });
  const scripts = new Map();
  const sizes = new Map();
  const encodings = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type !== 'Script') return;
    scripts.set(requestId, response.url);
    encodings.set(response.url, response.headers['content-encoding'] ?? 'identity');
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const url = scripts.get(requestId);
    if (url) sizes.set(url, encodedDataLength);
  });
  return { sizes, encodings };
}

async function measurePage(browser, origin, path, acceptEncoding) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(RECORD_HEADING_PAINT);
  const { sizes, encodings } = await recordTransfers(page, acceptEncoding);
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  const { headingShownAt, finished } = await page.evaluate(() => ({
    headingShownAt: window.__headingShownAt ?? Infinity,
    // Every resource, whatever its initiator: Chromium reports modulepreloads as 'other'.
    // Only URLs that CDP saw as scripts are counted below.
    finished: performance
      .getEntriesByType('resource')
      .map((entry) => [entry.name, entry.responseEnd]),
  }));
  await context.close();
  const finishedAt = new Map(finished);
  let initial = 0;
  let deferred = 0;
  for (const [url, bytes] of sizes) {
    if ((finishedAt.get(url) ?? 0) <= headingShownAt) initial += bytes;
    else deferred += bytes;
  }
  return {
    headingShownMs: Math.round(headingShownAt),
    files: sizes.size,
    initialKb: kb(initial),
    deferredKb: kb(deferred),
    encodings: [...new Set(encodings.values())],
  };
}

export async function benchBundleSize() {
  requireBuild();
  const data = tempDataDir();
  const port = await freePort();
  const proc = startProcess([serverEntry], { PORT: String(port), DATA_DIR: data.dir });
  const browser = await launchChromium();
  try {
    const origin = `http://127.0.0.1:${port}`;
    // The machine may be busy: a first start (database creation) can take a while.
    await waitFor200(`${origin}/api/health`, performance.now(), 90_000);
    const pages = [];
    for (const { path, budgetKb } of PAGES) {
      const sent = await measurePage(browser, origin, path);
      const identity = await measurePage(browser, origin, path, 'identity');
      pages.push({
        path,
        headingShownMs: sent.headingShownMs,
        baselineIdentityHeadingShownMs: identity.headingShownMs,
        files: sent.files,
        encodings: sent.encodings,
        initialTransferredKb: sent.initialKb,
        deferredTransferredKb: sent.deferredKb,
        baselineIdentityInitialKb: identity.initialKb,
        baselineIdentityDeferredKb: identity.deferredKb,
        budgetKb,
        pass: sent.initialKb <= budgetKb,
      });
    }
    return { name: 'js-transferred', pages, pass: pages.every((p) => p.pass) };
  } finally {
    await browser.close();
    await proc.stop();
    data.cleanup();
  }
}
