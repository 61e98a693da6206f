import { expect, test } from '@playwright/test';
import { register } from './account-steps';
import { pageErrorsOf, waitForHydration } from './hydration';

// The account screen's first HTML (docs/decisions/071-account-screen-first-html.md): someone not
// signed in reads that they are not, with the ways in, before any script has run, and the screen
// the browser hydrates is the one the server rendered; a signed-in account's page never says so.

// No service worker: once it controls the page, a reload is answered from its precached copy (the
// build's page, on purpose), and these tests are about what the server sends.
test.use({ serviceWorkers: 'block' });

test('a visitor reads the signed-out card before any script, and the screen hydrates it as sent', async ({
  page,
  browser,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto('/app/account');
  const sentStatus = still.getByTestId('account-status');
  await expect(sentStatus).toContainText('You are not signed in.');
  await expect(sentStatus.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(sentStatus).not.toContainText('Loading');
  await noScript.close();

  const errors = pageErrorsOf(page);
  const sent = await page.goto('/app/account');
  expect(await sent?.text()).toContain('id="me-seed"');
  await waitForHydration(page);
  const status = page.getByTestId('account-status');
  await expect(status).toContainText('You are not signed in.');
  expect(errors).toEqual([]);
  // The seed was taken out of the page as it was read.
  await expect(page.locator('#me-seed')).toHaveCount(0);
  // It is the live screen: its links lead on.
  await status.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/app\/register$/);
});

test('a signed-in account’s first HTML never says it is not signed in', async ({
  page,
  browser,
}) => {
  test.slow();
  await register(page, `first-html-${Date.now()}@example.com`);
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const still = await noScript.newPage();
  await still.goto('/app/account');
  await expect(still.getByTestId('account-status')).toContainText('Loading');
  await expect(still.getByText('You are not signed in.')).toHaveCount(0);
  await noScript.close();

  // A notice in the history's state (as after a password reset) comes back with a reload; the
  // screen shows it once it has hydrated what it was sent.
  await page.evaluate(() =>
    history.replaceState({ ...history.state, usr: { notice: 'A notice kept in history' } }, ''),
  );
  const errors = pageErrorsOf(page);
  await page.reload();
  await waitForHydration(page);
  await expect(
    page.getByRole('status').filter({ hasText: 'A notice kept in history' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /sign out/i }).first()).toBeVisible({
    timeout: 15_000,
  });
  expect(errors).toEqual([]);
});
