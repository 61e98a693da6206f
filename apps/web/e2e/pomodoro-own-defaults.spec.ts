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

test('signed in, the work length set on one browser is there on another', async ({ browser }) => {
  const email = `lengths-${Date.now().toString(36)}@example.com`;
  const password = 'quiet focus every morning';
  const laptop = await browser.newContext({ timezoneId: 'UTC', locale: 'en-US' });
  const phone = await browser.newContext({
    timezoneId: 'UTC',
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
  });
  try {
    const a = await laptop.newPage();
    await a.goto('/app/register');
    await a.getByLabel('Email').fill(email);
    await a.getByLabel('Password', { exact: true }).fill(password);
    await a.getByRole('button', { name: 'Create account' }).click();
    await expect(a.getByRole('heading', { name: 'Your account' })).toBeVisible({
      timeout: 30_000,
    });
    await a.goto('/app/pomodoro');
    const saved = a.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith('/api/preferences/timer'),
    );
    await a.getByLabel('Work', { exact: true }).fill('40');
    await expect(timeLeft(a)).toHaveText('40:00');
    expect((await saved).status()).toBe(200);

    const b = await phone.newPage();
    await b.goto('/app/sign-in');
    await b.getByLabel('Email').fill(email);
    await b.getByLabel('Password', { exact: true }).fill(password);
    await b.getByRole('button', { name: 'Sign in' }).click();
    await expect(b).toHaveURL(/\/app\/dashboard$/, { timeout: 30_000 });
    // Within the app (no reload): the timer asks the account when it opens.
    await b.getByRole('button', { name: 'Open menu' }).click();
    await b
      .getByRole('navigation', { name: 'Mobile menu' })
      .getByRole('link', { name: /Focus Timer/ })
      .click();
    await expect(timeLeft(b)).toHaveText('40:00');
    await expect(b.getByLabel('Work', { exact: true })).toHaveValue('40');
  } finally {
    await laptop.close();
    await phone.close();
  }
});
