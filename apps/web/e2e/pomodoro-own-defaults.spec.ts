import { expect, test, type Page } from '@playwright/test';

// The timer keeps the person's own work length across Stop and a reload (docs/product.md §4 reads
// "default settings" as theirs), and says "Offline" only when a request to the server really
// failed, not while a Stop waits out its undo window.

const MIN = 60_000;

test.use({ timezoneId: 'UTC', locale: 'en-US' });

const main = (page: Page) => page.getByRole('main');
const timeLeft = (page: Page) => page.getByTestId('time-left');

async function open(page: Page) {
  // In the past: the server refuses client times in its future (see pomodoro.spec.ts).
  const at = Date.now() - 2 * 60 * MIN;
  await page.clock.install({ time: at });
  await page.goto('/app/pomodoro');
  await page.clock.pauseAt(at + 10_000);
}

test('a work length set in the controls survives Stop', async ({ page }) => {
  await open(page);
  await page.getByLabel('Work', { exact: true }).fill('40');
  await expect(timeLeft(page)).toHaveText('40:00');

  await page.getByLabel('Task Name').fill('Chapter 3 exercises');
  await main(page).getByRole('button', { name: 'Start Session' }).click();
  await expect(main(page).getByRole('button', { name: 'Pause' })).toBeEnabled();
  await page.clock.runFor(3 * MIN);
  await expect(timeLeft(page)).toHaveText('37:00');

  await main(page).getByRole('button', { name: 'Stop Session' }).click();
  await expect(page.getByTestId('stop-undo')).toBeVisible();
  await expect(timeLeft(page)).toHaveText('40:00');
  await expect(page.getByLabel('Work', { exact: true })).toHaveValue('40');
});

// The reload comes inside the undo window, while the stop report is still held; the held report
// then goes out from the reloaded page, and the length stays.
test('a work length set in the controls also survives a reload after Stop', async ({ page }) => {
  await open(page);
  await page.getByLabel('Work', { exact: true }).fill('40');
  await page.getByLabel('Task Name').fill('Chapter 3 exercises');
  await main(page).getByRole('button', { name: 'Start Session' }).click();
  await expect(main(page).getByRole('button', { name: 'Pause' })).toBeEnabled();
  await main(page).getByRole('button', { name: 'Stop Session' }).click();
  await expect(timeLeft(page)).toHaveText('40:00');
  await page.reload();
  await expect(timeLeft(page)).toHaveText('40:00');
  await expect(page.getByLabel('Work', { exact: true })).toHaveValue('40');

  const stopped = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.request().postDataJSON()?.action === 'stop',
  );
  await page.clock.runFor(61_000);
  expect((await stopped).status()).toBe(200);
  await expect(timeLeft(page)).toHaveText('40:00');
  await expect(page.getByLabel('Work', { exact: true })).toHaveValue('40');
});

test('no offline message while the server answers, one when a request really fails', async ({
  page,
}) => {
  await open(page);
  await page.getByLabel('Task Name').fill('Reading list');
  await main(page).getByRole('button', { name: 'Start Session' }).click();
  await expect(main(page).getByRole('button', { name: 'Pause' })).toBeEnabled();
  await expect(page.getByTestId('timer-card')).toHaveAttribute('data-unsynced', '0');

  // The stop report waits for the undo window: a change is pending, but nothing failed.
  await main(page).getByRole('button', { name: 'Stop Session' }).click();
  await expect(page.getByTestId('stop-undo')).toBeVisible();
  await expect(page.getByTestId('timer-card')).toHaveAttribute('data-unsynced', '1');
  await page.clock.runFor(2_000);
  await expect(page.getByText(/offline/i)).toHaveCount(0);
  const stopped = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.request().postDataJSON()?.action === 'stop',
  );
  await page.clock.runFor(6_000);
  expect((await stopped).status()).toBe(200);
  await expect(page.getByTestId('timer-card')).toHaveAttribute('data-unsynced', '0');
  await expect(page.getByText(/offline/i)).toHaveCount(0);

  // A request that really fails is reported as such.
  await page.route('**/api/pomodoro/**', (route) => route.abort());
  await page.getByLabel('Task Name').fill('Flashcards');
  await main(page).getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByTestId('unsynced')).toContainText('Offline');
});
