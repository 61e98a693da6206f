import { expect, test } from '@playwright/test';

test('/app redirects to /app/dashboard', async ({ page }) => {
  await page.goto('/app');
  await expect(page).toHaveURL('/app/dashboard');
  await expect(page.getByTestId('greeting')).toBeVisible();
});
