import { expect, test } from '@playwright/test';

test.describe('unknown routes', () => {
  for (const path of [
    '/no-such-page',
    '/app/no-such-tool',
    '/app/mind-maps/not-an-id',
    '/features/no-such-feature',
  ]) {
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

  test('the server answers 404 for unknown public and app paths, 200 for app screens', async ({
    request,
  }) => {
    for (const path of ['/no-such-page', '/app/no-such-tool', '/app/mind-maps/not-an-id']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('Page Not Found');
    }
    for (const path of [
      '/app',
      '/app/sign-in',
      '/app/account',
      '/app/mind-maps/0b7c2a52-6a52-4c71-9d1e-2f4c5c1e0a11',
    ]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    }
  });
});
