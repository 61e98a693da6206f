import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';

// The focus timer as a demanding new user finds it: a reflex Esc, counters that seem to
// contradict each other, a device whose clock is wrong, controls that jump, a phone screen.

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const SHOTS = '/tmp/shots-polish';

test.use({ timezoneId: 'UTC', locale: 'en-US' });

const main = (page: Page) => page.getByRole('main');
const mode = (page: Page) => page.getByTestId('timer-mode');
const timeLeft = (page: Page) => page.getByTestId('time-left');

async function open(page: Page, at = Date.now() - 2 * 60 * MIN, path = '/app/pomodoro') {
  await page.clock.install({ time: at });
  await page.goto(path);
  await page.clock.pauseAt(at + 10_000);
}

async function start(page: Page, task = 'Write report') {
  await page.getByLabel('Task Name').fill(task);
  await main(page).getByRole('button', { name: 'Start Session' }).click();
  await expect(main(page).getByRole('button', { name: 'Pause' })).toBeEnabled();
}

test('Esc never ends a session; Stop Session can be undone for a few seconds', async ({ page }) => {
  await open(page);
  await start(page, 'Do not lose me');
  await page.clock.runFor(5_000);
  await page.getByRole('heading', { name: 'Focus Timer' }).click();
  await page.keyboard.press('Escape');
  await page.clock.runFor(2_000);
  await expect(mode(page)).toHaveText('Focus Time');
  await expect(page.getByTestId('running-task')).toContainText('Do not lose me');
  await expect(page.getByRole('list', { name: 'Keyboard shortcuts' })).not.toContainText('Esc');

  let stopsSent = 0;
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && r.postDataJSON()?.action === 'stop') stopsSent += 1;
  });
  await main(page).getByRole('button', { name: 'Stop Session' }).click();
  await expect(timeLeft(page)).toHaveText('25:00');
  const toast = page.getByTestId('stop-undo');
  await expect(toast).toContainText('Session stopped.');
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(toast).toHaveCount(0);
  await expect(page.getByTestId('running-task')).toContainText('Do not lose me');
  await expect(main(page).getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(page.getByTestId('completed-sessions')).toHaveText('0');

  // Without undo the stop reaches the server once the toast has gone.
  const stopped = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.request().postDataJSON()?.action === 'stop',
  );
  await main(page).getByRole('button', { name: 'Stop Session' }).click();
  await expect(toast).toBeVisible();
  expect(stopsSent).toBe(0);
  await page.clock.runFor(7_000);
  expect((await stopped).status()).toBe(200);
  await expect(toast).toHaveCount(0);
  await expect(page.getByTestId('completed-sessions')).toHaveText('1');
});

test('the two counters say what they count and never seem to contradict', async ({ page }) => {
  await open(page);
  await start(page, 'Three seconds');
  await page.clock.runFor(3_000);
  await main(page).getByRole('button', { name: 'Stop Session' }).click();
  await expect(page.getByText('Sessions ended:')).toBeVisible();
  await expect(page.getByTestId('completed-sessions')).toHaveText('1');
  await expect(page.getByText('Every session you stop counts here, however short.')).toBeVisible();
  await expect(page.getByText('Full pomodoros today')).toBeVisible();
  await expect(page.getByTestId('stat-today-pomodoros')).toHaveText('0');
  await expect(page.getByText('Completed sessions')).toHaveCount(0);
});

test('a device clock 20 months behind starts, runs and syncs the session', async ({ page }) => {
  const behind = Date.now() - 608 * DAY;
  // The wrong year must not fail hydration (the footer's year was prerendered by the server).
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await open(page, behind);
  await start(page, 'Old laptop');
  await expect(page.getByTestId('timer-error')).toHaveText('');
  await page.clock.runFor(MIN + 1_000);
  await expect(timeLeft(page)).toHaveText('23:59');
  const skipped = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.request().postDataJSON()?.action === 'skip',
  );
  await main(page).getByRole('button', { name: 'Skip Phase' }).click();
  expect((await skipped).status()).toBe(200);
  await expect(mode(page)).toHaveText('Short Break');
  await expect(page.getByTestId('timer-card')).toHaveAttribute('data-unsynced', '0');
  // The server keeps its own time: the session began (about) now, not 20 months ago.
  const active = await (await page.request.get('/api/pomodoro/sessions/active')).json();
  expect(active).toMatchObject({ task_name: 'Old laptop', current_phase: 'break' });
  expect(Math.abs(Date.parse(active.start_time) - Date.now())).toBeLessThan(10 * MIN);
  expect(pageErrors).toEqual([]);
});

test('running layout: task beside the countdown, controls keep their places, focus follows', async ({
  page,
}) => {
  await open(page);
  // Keys do not wait for the shell to hydrate as clicks do (hydration.ts); before it, the screen
  // is inert by design and a Tab goes nowhere.
  await waitForHydration(page);
  // Task Name is the first field after the title: no tabbing through the settings.
  await page.getByRole('heading', { name: 'Focus Timer' }).click();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Task Name')).toBeFocused();

  const skip = main(page).getByRole('button', { name: 'Skip Phase' });
  const stop = main(page).getByRole('button', { name: 'Stop Session' });
  // Same slots, same sizes, one row: nothing reflows when the session starts.
  const slots = async () =>
    [main(page).locator('[data-slot=primary]'), skip, stop].map(async (b) => {
      const box = (await b.boundingBox())!;
      return { x: Math.round(box.x), width: Math.round(box.width), y: Math.round(box.y) };
    });
  const row = async () => {
    const boxes = await Promise.all(await slots());
    expect(new Set(boxes.map((b) => b.y)).size).toBe(1);
    return boxes.map(({ x, width }) => ({ x, width }));
  };
  const before = await row();
  await page.getByLabel('Task Name').fill('Layout check');
  await page.getByLabel('Task Name').press('Enter');
  const pause = main(page).getByRole('button', { name: 'Pause' });
  await expect(pause).toBeFocused();
  await expect(main(page).getByRole('button', { name: 'Start Session' })).toHaveCount(0);
  expect(await row()).toEqual(before);

  const task = page.getByTestId('running-task');
  await expect(task).toContainText('Layout check');
  const [clockBox, taskBox] = [await timeLeft(page).boundingBox(), await task.boundingBox()];
  expect(taskBox!.x).toBeGreaterThan(clockBox!.x + clockBox!.width - 1);
  expect(taskBox!.y).toBeLessThan(clockBox!.y + clockBox!.height);

  await skip.click();
  await expect(mode(page)).toHaveText('Short Break');
  await expect(skip).toBeFocused();
  await stop.click();
  await expect(main(page).getByRole('button', { name: 'Start Session' })).toBeFocused();
});

test('phone: countdown and buttons first, settings below, the session covers nothing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page);
  await page.getByLabel('Task Name').fill('Phone focus');
  await main(page).getByRole('button', { name: 'Start Session' }).click();
  await expect(main(page).getByRole('button', { name: 'Pause' })).toBeEnabled();
  await page.clock.runFor(90_000);
  const clockBox = (await timeLeft(page).boundingBox())!;
  const pauseBox = (await main(page).getByRole('button', { name: 'Pause' }).boundingBox())!;
  const settingsBox = (await page.getByRole('heading', { name: 'Settings' }).boundingBox())!;
  expect(clockBox.y).toBeLessThan(settingsBox.y);
  expect(pauseBox.y + pauseBox.height).toBeLessThan(844);
  expect(pauseBox.y).toBeLessThan(settingsBox.y);
  await page.screenshot({ path: `${SHOTS}/timer-phone-running.png` });

  // On the timer screen itself no second copy of the countdown is shown.
  await expect(page.getByTestId('session-bar')).toHaveCount(0);
  // Elsewhere the session has a row of its own in the header, and floats over nothing: at the
  // very bottom of the page the last link is where a tap lands.
  await page.getByRole('link', { name: 'Quietdesk dashboard' }).click();
  await expect(page.getByRole('banner').getByTestId('session-bar')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastLink = page.getByRole('contentinfo').getByRole('link').last();
  expect(
    await lastLink.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && el.contains(hit);
    }),
  ).toBe(true);
  await page.screenshot({ path: `${SHOTS}/timer-phone-bottom.png` });
});

test('the History chart says something when it is empty', async ({ page }) => {
  await page.goto('/app/pomodoro');
  // The statistics arrive from the server; on a loaded machine that may take a while.
  await expect(page.getByTestId('stats-empty')).toContainText(
    'No focus time in the last 7 days yet.',
    { timeout: 15_000 },
  );
  await page.getByRole('button', { name: '30 days' }).click();
  await expect(page.getByTestId('stats-empty')).toContainText('last 30 days');
});

test('dashboard follows a running session: card controls and "Open Focus Timer"', async ({
  page,
}) => {
  await open(page);
  await start(page, 'Dashboard task');
  await page.getByRole('link', { name: 'Quietdesk dashboard' }).click();
  const card = page.getByTestId('session-card');
  await expect(card).toContainText('Dashboard task');
  await expect(card).toContainText('25:00');
  await expect(main(page).getByRole('link', { name: 'Open Focus Timer' })).toHaveAttribute(
    'href',
    '/app/pomodoro',
  );
  await expect(main(page).getByRole('link', { name: 'Start Focus Session' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Pause' }).click();
  await expect(card).toContainText('Paused');
  await card.getByRole('button', { name: 'Resume' }).click();
  await expect(card).toContainText('Running');
});
