// How soon each app screen answers its first tap on a phone, and how much JavaScript arrived
// before it did. Debian's Chromium against the production build served by the real server, with
// Lighthouse's mobile throttling applied by the browser (4× CPU slowdown, 150 ms RTT, 1.6 Mbps
// down), a fresh browser context per run (cold HTTP cache, no service worker yet), 390 px phone
// viewport with touch.
//
// The tap: the header's sound button ("Ambient sounds"), tapped (touch events through the
// DevTools protocol) as soon as it has a box and again every 50 ms until the app has taken it
// (the player is shown, or the button reports `aria-busy` while the player's code loads): a tap
// before hydration lands on inert HTML and is lost, as a user's would be.
// "Answered" = the sound player's popup (dialog "Ambient sound player") is shown with its volume
// slider, rendered by React with its controls live, and a frame has been produced after it: recorded in the page on
// the Resource Timing clock (navigation start = 0).
// JS before the tap: the encoded (brotli, as sent) body bytes of every script whose response had
// ended by then, from Resource Timing (same origin, so sizes are exposed); headers not counted.
// Content shown: when the screen's own part is live (the shell has hydrated, and every deferred
// part in <main> has its code and has hydrated: no `data-hydrating` left), or on the dashboard when Today's answer is shown
// (its focus line), and on the map editor when the map's first node is drawn, on the same clock: the part a person came to the screen for. The tap and the
// content load side by side in the same run.
// Screens: every entry of apps/web/js-budgets.json (the app's routes), the map editor on a map
// created for the run. Median of FIRST_TAP_RUNS runs (default 5) per screen.
// Baseline in the same run: FIRST_TAP_BASELINE=<another build's client folder> starts a second
// server on that build (WEB_DIST_DIR) and alternates the two run by run, so both see the same
// machine load.
// FIRST_TAP_STUDENT=1: the dashboard opened by a returning student (a guest with a deck of two
// cards due, whose zone the server knows from the dashboard's cookie), and its content is Today's
// list of decks to review; without it every screen is a first visit (no cookie).
// Run alone: node bench/first-tap.bench.mjs [screen ...]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  freePort,
  launchChromium,
  median,
  requireBuild,
  root,
  serverEntry,
  startProcess,
  tempDataDir,
  waitFor200,
} from './lib.mjs';

const RUNS = Number(process.env.FIRST_TAP_RUNS ?? 5);
const GOAL_MS = 2000;
const GOAL_KB = 120;
const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const TAP_EVERY_MS = 50;
// The element that says a screen's own content is there (see the header).
// The screen's own `<main>`, with its heading, inside a hydrated shell: the shell is `inert` until
// React has hydrated it; while the HTML is still being parsed `<main>` exists before the parts
// inside it that say they hydrate; and the screens that are not prerendered (sign-in, account...)
// first show the SPA fallback's `<main>`, a loading logo with no heading.
const SCREEN_LIVE = 'main#main:not([inert] *):not(:has([data-hydrating])):has(h1)';
const CONTENT = {
  '/app/dashboard': '[data-testid="today-focus"]',
  // Not prerendered: its map's first node drawn.
  '/app/mind-maps/00000000-0000-4000-8000-000000000000': '.react-flow__node',
};
const EDITOR_PLACEHOLDER = /00000000-0000-4000-8000-000000000000$/;
const STUDENT = Boolean(process.env.FIRST_TAP_STUDENT);
const STUDENT_CONTENT = '[data-testid="today-decks"]';

/** A returning student on the dashboard: a deck due, and the zone the dashboard last named. */
async function becomeStudent(context, page, origin) {
  const made = await page.request.post(`${origin}/api/flashcards/decks`, {
    data: {
      title: 'Cell biology',
      cards: [
        { question: 'What does a ribosome make?', answer: 'Proteins' },
        { question: 'Where is DNA kept?', answer: 'In the nucleus' },
      ],
    },
  });
  if (!made.ok()) throw new Error(`could not create a deck: ${made.status()}`);
  const { hostname } = new URL(origin);
  await context.addCookies([{ name: 'qd_tz', value: 'UTC', domain: hostname, path: '/app' }]);
}

const kb = (bytes) => Number((bytes / 1024).toFixed(1));

// In the page before any of its scripts: the first time the player's popup is in the DOM, the
// next frame after it (rAF + the task after it, so the frame has been produced).
const RECORD_ANSWER = (contentSelector) => {
  const content = () => {
    if (
      contentSelector &&
      window.__contentAt === undefined &&
      document.querySelector(contentSelector)
    )
      window.__contentAt = performance.now();
  };
  const found = () => {
    const popup = document.querySelector('[role="dialog"][aria-label="Ambient sound player"]');
    return popup?.checkVisibility() && popup.querySelector('input[type="range"]');
  };
  const check = () => {
    content();
    if (window.__popupInDomAt !== undefined || !found()) return;
    window.__popupInDomAt = performance.now();
    requestAnimationFrame(() =>
      setTimeout(() => {
        window.__answeredAt = performance.now();
      }),
    );
  };
  // Its content arriving (a React render) or a popup being shown (a toggle event, which does
  // not bubble: captured), whichever makes it visible last.
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-hydrating', 'inert'],
  });
  document.addEventListener('toggle', check, true);
};

// The header's sound button, whether the app has taken a tap yet, and where to tap it.
const FIND_BUTTON = () => {
  const button = [...document.querySelectorAll('header button')].find(
    (el) => el.getAttribute('aria-label') === 'Ambient sounds',
  );
  const box = button?.getBoundingClientRect();
  return {
    answered: window.__popupInDomAt !== undefined,
    busy: button?.getAttribute('aria-busy') === 'true',
    ...(box && box.width > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : {}),
  };
};

const READ_RESULT = () => {
  const answeredAt = window.__answeredAt;
  const scripts = performance
    .getEntriesByType('resource')
    .filter((e) => e.initiatorType === 'script' || /\.m?js(\?|$)/.test(e.name))
    .filter((e) => /\.m?js(\?|$)/.test(new URL(e.name).pathname));
  const before = scripts.filter((e) => e.responseEnd <= answeredAt);
  const inline = [...document.querySelectorAll('script:not([src])')].reduce(
    (sum, s) => sum + new TextEncoder().encode(s.textContent).length,
    0,
  );
  return {
    answeredAt,
    contentAt: window.__contentAt,
    popupInDomAt: window.__popupInDomAt,
    jsBytesBefore: before.reduce((sum, e) => sum + e.encodedBodySize, 0),
    jsFilesBefore: before.length,
    jsBytesAll: scripts.reduce((sum, e) => sum + e.encodedBodySize, 0),
    jsFilesAll: scripts.length,
    // Not on the wire separately (inside the HTML document), reported apart.
    inlineScriptBytesRaw: inline,
    filesBefore: before.map((e) => `${new URL(e.name).pathname} ${e.encodedBodySize}`),
  };
};

async function oneRun(browser, origin, screen) {
  const asStudent = STUDENT && screen === '/app/dashboard';
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
    timezoneId: 'UTC',
  });
  try {
    const page = await context.newPage();
    let path = screen;
    if (EDITOR_PLACEHOLDER.test(screen)) {
      const created = await page.request.post(`${origin}/api/mind-maps/`, {
        data: { title: 'First tap' },
      });
      if (!created.ok()) throw new Error(`could not create a map: ${created.status()}`);
      path = screen.replace(EDITOR_PLACEHOLDER, (await created.json()).id);
    }
    if (asStudent) await becomeStudent(context, page, origin);
    await page.addInitScript(
      RECORD_ANSWER,
      asStudent ? STUDENT_CONTENT : (CONTENT[screen] ?? SCREEN_LIVE),
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    const deadline = Date.now() + 30_000;
    let taps = 0;
    for (;;) {
      if (Date.now() > deadline) throw new Error(`${screen}: no answer to the tap within 30 s`);
      const state = await page.evaluate(FIND_BUTTON).catch(() => null);
      if (state?.answered || state?.busy) break;
      if (state?.x !== undefined) {
        // A finger: touch start and end at the button's centre, as a phone sends them.
        const point = { x: state.x, y: state.y };
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        taps += 1;
      }
      await new Promise((r) => setTimeout(r, TAP_EVERY_MS));
    }
    // Recorded by RECORD_ANSWER: the popup shown with its slider, a frame after.
    await page.waitForFunction(() => window.__answeredAt !== undefined, null, { timeout: 30_000 });
    await page.waitForFunction(() => window.__contentAt !== undefined, null, { timeout: 30_000 });
    const result = await page.evaluate(READ_RESULT);
    return { ...result, taps, path };
  } finally {
    await context.close();
  }
}

function summary(screen, runs, build) {
  const ms = median(runs.map((r) => r.answeredAt));
  const bytes = median(runs.map((r) => r.jsBytesBefore));
  return {
    name: 'first-tap',
    screen,
    build,
    method: `Chromium, ${CPU_SLOWDOWN}× CPU, 150 ms RTT, 1.6 Mbps, cold cache, median of ${runs.length}${STUDENT && screen === '/app/dashboard' ? ', a returning student with a deck due' : ''}`,
    firstTapMs: Math.round(ms),
    firstTapRunsMs: runs.map((r) => Math.round(r.answeredAt)),
    contentShownMs: Math.round(median(runs.map((r) => r.contentAt))),
    contentShownRunsMs: runs.map((r) => Math.round(r.contentAt)),
    popupInDomMs: Math.round(median(runs.map((r) => r.popupInDomAt))),
    jsKbBeforeTap: kb(bytes),
    jsKbBeforeTapRuns: runs.map((r) => kb(r.jsBytesBefore)),
    jsFilesBeforeTap: median(runs.map((r) => r.jsFilesBefore)),
    jsKbWholeLoad: kb(median(runs.map((r) => r.jsBytesAll))),
    inlineScriptKbRaw: kb(runs[0].inlineScriptBytesRaw),
    taps: runs.map((r) => r.taps),
    filesBeforeTap: process.env.FIRST_TAP_FILES ? runs[0].filesBefore : undefined,
    goal: `≤ ${GOAL_MS} ms and ≤ ${GOAL_KB} KB`,
    pass: ms <= GOAL_MS && bytes / 1024 <= GOAL_KB,
  };
}

async function startServer(webDistDir) {
  const port = await freePort();
  const data = tempDataDir();
  const server = startProcess([serverEntry], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: data.dir,
    ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
  });
  const origin = `http://127.0.0.1:${port}`;
  // PGlite starting on a busy shared machine can take half a minute.
  await waitFor200(`${origin}/api/health`, performance.now(), 180_000);
  return {
    origin,
    async stop() {
      await server.stop();
      data.cleanup();
    },
  };
}

export async function benchFirstTap(only = [], baselineDir = process.env.FIRST_TAP_BASELINE) {
  requireBuild();
  const budgets = JSON.parse(readFileSync(join(root, 'apps/web/js-budgets.json'), 'utf8'));
  const screens = Object.keys(budgets.screens).filter(
    (s) => only.length === 0 || only.some((o) => s.includes(o)),
  );
  const servers = { current: await startServer() };
  if (baselineDir) servers.baseline = await startServer(baselineDir);
  const browser = await launchChromium();
  try {
    const results = [];
    for (const screen of screens) {
      const runs = Object.fromEntries(Object.keys(servers).map((k) => [k, []]));
      for (let i = 0; i < RUNS; i++)
        for (const [build, { origin }] of Object.entries(servers))
          runs[build].push(await oneRun(browser, origin, screen));
      for (const build of Object.keys(servers)) results.push(summary(screen, runs[build], build));
    }
    return results;
  } finally {
    await browser.close();
    for (const server of Object.values(servers)) await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await benchFirstTap(process.argv.slice(2))) console.log(JSON.stringify(r));
}
