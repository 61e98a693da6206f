import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

// Layout checks plus screenshots for a human to look at (/tmp/shots).
const SHOTS = '/tmp/shots';
const MIN = 60_000;
const T0 = Date.now() - 2 * 60 * MIN;
mkdirSync(SHOTS, { recursive: true });

test.use({ timezoneId: 'UTC', locale: 'en-US' });

async function runningSession(page: Page) {
  await page.clock.install({ time: T0 });
  await page.goto('/app/pomodoro');
  await page.clock.pauseAt(T0 + 10_000);
  await page.getByLabel('Task Name').fill('Draft the quarterly report');
  await page.getByLabel('Description').fill('Sections 2 and 3, with charts');
  await page.getByRole('main').getByRole('button', { name: 'Start Session' }).click();
  // The session starts once the server answers; only then may the clock run.
  await expect(page.getByRole('main').getByRole('button', { name: 'Pause' })).toBeEnabled();
  // Jump to the end of the pomodoro (the timer works from timestamps, so a jump is what a sleeping
  // laptop does), then let a few seconds of ticks run. Running every tick of 28 minutes took
  // most of the 30 s test budget on a busy CI machine.
  await page.clock.fastForward(25 * MIN);
  await page.clock.runFor(3_000);
  await expect(page.getByTestId('timer-mode')).toHaveText('Short Break');
}

const overflowX = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('timer screen, light, desktop', async ({ page }) => {
  await runningSession(page);
  await expect(page.getByTestId('stat-today-minutes')).not.toHaveText('–');
  await page.screenshot({ path: `${SHOTS}/timer-light.png`, fullPage: true });
  expect(await overflowX(page)).toBe(0);
});

test('timer screen, dark mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await runningSession(page);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');
  await page.screenshot({ path: `${SHOTS}/timer-dark.png`, fullPage: true });
});

test('timer screen, mobile 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await runningSession(page);
  expect(await overflowX(page)).toBe(0);
  const time = page.getByTestId('time-left');
  const box = await time.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  // On the timer page itself the phone's session row stays away (the countdown is in view); the
  // timer's own Pause button is in view.
  await expect(page.getByTestId('session-bar')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: 'Pause' })).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/timer-mobile.png`, fullPage: true });
});

test('header indicator on the dashboard', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  await runningSession(page);
  await page.getByRole('link', { name: 'Quietdesk dashboard' }).click();
  const indicator = page.getByTestId('session-indicator');
  await expect(indicator).toContainText('Draft the quarterly report');
  await expect(page.getByTestId('session-bar')).toBeHidden();
  await page.screenshot({
    path: `${SHOTS}/header-indicator-tablet.png`,
    clip: { x: 0, y: 0, width: 1024, height: 420 },
  });
  // Beside the desktop nav only the time shows, and the nav stays on one row.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(indicator).toHaveAccessibleName(/Draft the quarterly report — Short Break/);
  const navHeights = await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height));
  expect(Math.max(...navHeights)).toBeLessThan(40);
  await expect(indicator).toContainText('Short Break');
  await page.screenshot({
    path: `${SHOTS}/header-indicator.png`,
    clip: { x: 0, y: 0, width: 1024, height: 420 },
  });
});
