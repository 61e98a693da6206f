import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { ownServer, type OwnServer } from './own-server';

// After one visit the app opens with the server really gone: these tests stop their own server
// process (context.setOffline does not cut a service worker's own fetches in Chromium).

const OFFLINE_PORT = 3137;
const UPDATE_PORT = 3138;

async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
}

test.describe('offline after one visit', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = ownServer(OFFLINE_PORT);
    await server.start();
  });
  test.afterAll(async () => server?.dispose());

  test('timer, reader preview and saved plans open and work with the server gone', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.origin });
    const page = await context.newPage();

    // First visit: the planner (to save a plan and read the list once), then the dashboard.
    await page.goto('/app/ai-planner');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Planner' })).toBeVisible();
    await waitForServiceWorker(page);
    const goal = 'Learn Spanish basics in 30 days';
    await page.getByLabel('What do you want to achieve?').fill(goal);
    await page.getByRole('button', { name: 'Generate Plan' }).click();
    await expect(page.getByRole('heading', { level: 2, name: goal })).toBeVisible({
      timeout: 20_000,
    });
    // The saved list as the planner reads it, answered by the network while it is there.
    await page.reload();
    await expect(page.getByTestId('plan-history')).toContainText(goal);

    await server.stop();

    // The timer: a reload starts from the cache; a session starts and counts down.
    await page.goto('/app/pomodoro');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1, name: 'Focus Timer' })).toBeVisible();
    await page.getByLabel('Task Name').fill('Revise chapter 3 (离线)');
    await main.getByRole('button', { name: 'Start Session' }).click();
    await expect(main.getByRole('button', { name: 'Pause' })).toBeVisible();
    const timeLeft = page.getByTestId('time-left');
    const first = await timeLeft.textContent();
    await expect(timeLeft).not.toHaveText(first ?? '', { timeout: 5_000 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Focus Timer' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Pause' })).toBeVisible();

    // The reader: pasted text previews locally, with its bold fixation parts.
    await page.goto('/app/fixation-reader');
    await page.getByLabel('Text or web address').fill('The quick brown fox 专注阅读');
    const preview = page.getByRole('region', { name: 'Preview with fixation bolding' });
    await expect(preview).toContainText('The quick brown fox');
    await expect(preview.locator('b').first()).toHaveText('Th');

    // The planner: the saved plans, read from the service worker's copy.
    await page.goto('/app/ai-planner');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Planner' })).toBeVisible();
    await expect(page.getByTestId('plan-history')).toContainText(goal);

    // The browser still says it is online, but API calls fail with a network error: the banner
    // shows, and the saved plans' cached copy does not count as the server answering.
    const banner = page.getByTestId('offline-banner');
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await expect(banner).toHaveText(
      /You’re offline. The timer, sounds and the reader’s preview keep working./,
    );
    // The server comes back: the next answer (the page's own probe meanwhile) clears it.
    await server.start();
    await expect(banner).toHaveCount(0, { timeout: 15_000 });

    // The banner shows when the browser knows it is offline.
    await context.setOffline(true);
    await expect(banner).toHaveText(
      /You’re offline. The timer, sounds and the reader’s preview keep working./,
    );
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
    await context.close();
    await server.stop();
  });

  test('the reader’s PDF code and dyslexia font are not precached, kept once used, served offline', async ({
    browser,
  }) => {
    await server.start();
    const context = await browser.newContext({ baseURL: server.origin });
    const page = await context.newPage();
    await page.goto('/app/fixation-reader');
    await waitForServiceWorker(page);
    const onDemand = /^\/assets\/(?:pdf\.worker[^/]*|pdf-[^/]*\.js|opendyslexic-[^/]*)$/;
    const cachedByName = () =>
      page.evaluate(async () => {
        const byName: Record<string, string[]> = {};
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          byName[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
        }
        return byName;
      });
    // Installed (the worker controls the page): the precache holds the app, not these files.
    const installed = await cachedByName();
    expect(Object.values(installed).flat()).toContain('/app/fixation-reader');
    expect(
      Object.values(installed)
        .flat()
        .filter((path) => onDemand.test(path)),
    ).toEqual([]);

    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage([612, 792]).drawText('Ribosomes build proteins.', { x: 54, y: 700, font });
    await page.locator('input[type="file"]').setInputFiles({
      name: 'ribosomes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await doc.save()),
    });
    await expect(page.getByText('Ribosomes build proteins.')).toBeVisible({ timeout: 20_000 });
    await page.getByText('Look: font, size, spacing').click();
    await page.getByLabel('OpenDyslexic').check();
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('16px OpenDyslexic')))
      .toBe(true);

    // pdf.js, its worker, the reader's PDF loader and the font, in their own cache once used.
    const kept = async () => (await cachedByName())['reader-on-demand'] ?? [];
    const wanted = [
      /^\/assets\/pdf-/,
      /^\/assets\/pdf\.worker/,
      /^\/assets\/opendyslexic-.*\.woff2$/,
    ];
    await expect
      .poll(async () => {
        const paths = await kept();
        return wanted.map((pattern) => paths.some((path) => pattern.test(path)));
      })
      .toEqual([true, true, true]);
    const files = await kept();
    expect(files.every((path) => onDemand.test(path))).toBe(true);

    // With the server gone, every one of them still loads.
    await server.stop();
    const statuses = await page.evaluate(
      async (paths) => Promise.all(paths.map(async (path) => (await fetch(path)).status)),
      files,
    );
    expect(statuses).toEqual(files.map(() => 200));
    await context.close();
  });

  test('never caches other API answers', async ({ browser }) => {
    await server.start();
    const context = await browser.newContext({ baseURL: server.origin });
    const page = await context.newPage();
    await page.goto('/app/dashboard');
    await waitForServiceWorker(page);
    await page.goto('/app/pomodoro');
    await expect(page.getByRole('heading', { level: 1, name: 'Focus Timer' })).toBeVisible();
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/app/pomodoro');
    expect(cached.filter((url) => url.startsWith('/api/'))).toEqual(
      cached.filter((url) => /^\/api\/planner\/plans(\/[^/]+)?$/.test(url)),
    );
    await context.close();
  });
});

test.describe('a new build', () => {
  test.describe.configure({ timeout: 120_000 });
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = ownServer(UPDATE_PORT);
    await server.start();
  });
  test.afterAll(async () => server?.dispose());

  test('replaces the old service worker on the next navigation, with a notice', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.origin });
    const page = await context.newPage();
    await page.goto('/app/dashboard');
    await expect(page.getByTestId('greeting')).not.toBeEmpty();
    await waitForServiceWorker(page);
    const firstWorker = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
    );
    expect(firstWorker).toContain('/sw.js');

    // Deploy "a new build": a changed service worker (its bytes are what the browser compares)
    // and a changed dashboard shell.
    const sw = join(server.webDir, 'sw.js');
    writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// next build\n`);
    rmSync(`${sw}.br`, { force: true });
    rmSync(`${sw}.gz`, { force: true });

    // The page asks for updates (as it does every few minutes); the new worker installs and
    // waits, and nothing changes under the user's feet yet.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await page.waitForFunction(
      async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
      undefined,
      { timeout: 30_000 },
    );
    await expect(page.getByTestId('updated-notice')).toHaveCount(0);

    // The next navigation switches to it and says so.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Focus Timer' })
      .click();
    await expect(page.getByTestId('updated-notice')).toHaveText(
      /Quietdesk was updated to the latest version./,
      { timeout: 15_000 },
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Focus Timer' })).toBeVisible();
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(registration?.waiting), active: registration?.active?.state };
    });
    expect(state).toEqual({ waiting: false, active: 'activated' });
    await context.close();
  });
});
