import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

test.describe('mobile menu at 375 px', () => {
  test('opens, navigates, closes on navigation and on Escape', async ({ page }) => {
    await page.goto('/app/dashboard');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile menu' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await menu.getByRole('link', { name: 'Flashcards' }).click();
    await expect(page).toHaveURL('/app/flashcards');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  for (const path of ['/', '/app/dashboard', '/demo', '/blog/visual-reading-guide']) {
    test(`${path} has no horizontal scroll at 360 px`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
