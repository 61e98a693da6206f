import { expect, test, type Page } from '@playwright/test';

const html = (page: Page) => page.locator('html');

async function chooseTheme(page: Page, item: string) {
  await page.getByRole('button', { name: /^Theme:/ }).click();
  await page.getByRole('menuitemradio', { name: new RegExp(`^${item}`) }).click();
}

test.describe('theme', () => {
  test('defaults to system, which follows the OS preference live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/app/dashboard');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html(page)).toHaveClass(/\bdark\b/);
  });

  test('light and dark persist across reloads', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/app/dashboard');
    await chooseTheme(page, 'Dark');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('qd:v1:theme:theme'))).toBe('dark');
    await page.reload();
    await expect(html(page)).toHaveClass(/\bdark\b/);

    await page.emulateMedia({ colorScheme: 'dark' });
    await chooseTheme(page, 'Light');
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('qd:v1:theme:theme'))).toBe('light');

    await chooseTheme(page, 'System');
    await expect(html(page)).toHaveClass(/\bdark\b/);
  });

  test('the stored theme applies before first paint (no flash)', async ({ page }) => {
    // Stored under the name an earlier build used: the inline script moves it first.
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.emulateMedia({ colorScheme: 'light' });
    // Block app scripts: only the inline head script can set the class.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/app/dashboard');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('qd:v1:theme:theme'))).toBe('dark');
  });

  test('colour modes persist and are exclusive', async ({ page }) => {
    await page.goto('/app/dashboard');
    await chooseTheme(page, 'Calm');
    await expect(html(page)).toHaveClass(/\bcolor-calm\b/);
    await page.reload();
    await expect(html(page)).toHaveClass(/\bcolor-calm\b/);
    expect(await page.evaluate(() => localStorage.getItem('qd:v1:theme:color-mode'))).toBe('calm');

    await chooseTheme(page, 'Focus');
    await expect(html(page)).toHaveClass(/\bcolor-focus\b/);
    await expect(html(page)).not.toHaveClass(/\bcolor-calm\b/);
    await chooseTheme(page, 'Default');
    await expect(html(page)).not.toHaveClass(/color-(calm|focus)/);
  });

  test('invalid stored values fall back to the defaults', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('qd:v1:theme:theme', 'neon');
      localStorage.setItem('qd:v1:theme:color-mode', 'loud');
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/app/dashboard');
    await expect(
      page.getByRole('button', { name: 'Theme: System, colour mode: Default' }),
    ).toBeVisible();
    await expect(html(page)).not.toHaveClass(/dark|color-/);
  });

  test('the public pages share the preference and can change it without React', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('data-theme', 'system');
    const toggle = page.locator('[data-theme-cycle]');
    await expect(toggle).toHaveAccessibleName('Theme: System. Switch to Light');
    await toggle.click();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await toggle.click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAccessibleName('Theme: Dark. Switch to System');
    await page.goto('/app/dashboard');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('qd:v1:theme:theme'))).toBe('dark');
  });
});
