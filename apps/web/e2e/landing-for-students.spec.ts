import { expect, test } from '@playwright/test';

// The product is a study suite: the landing page speaks to a student (an exam, a reading list, a
// deck), not to an office worker, and keeps the spec's sections and tiles.

test('the landing page speaks to students and keeps its sections', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'A quiet place to study for what matters.',
  );
  await expect(main).toContainText('exam');
  await expect(main).toContainText('reading list');
  await expect(main).toContainText('deck');
  await expect(main).not.toContainText(/quarterly report|workday|office/i);
  await expect(page.getByRole('link', { name: /Start Free Now/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /View Demo/ }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Five tools, one calm workspace' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Ready for a calmer study session?' }),
  ).toBeVisible();
});
