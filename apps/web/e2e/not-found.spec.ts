import { expect, test } from '@playwright/test';

test.describe('unknown routes', () => {
  for (const path of ['/no-such-page', '/app/no-such-tool', '/features/no-such-feature']) {
    test(`${path} shows Page Not Found`, async ({ page }) => {
      await page.goto(path);
      // Under /app the page renders once the app bundle has loaded; allow for a busy machine.
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page).toHaveTitle(/Page Not Found/);
      await page.getByRole('link', { name: 'Go to Dashboard' }).click();
      await expect(page).toHaveURL('/app/dashboard');
      // The app bundle loads after a full page load; allow for a busy machine.
      await expect(page.getByTestId('greeting')).toBeVisible({ timeout: 15_000 });
    });
  }

  test('the server answers 404 for unknown public paths', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
  });
});
