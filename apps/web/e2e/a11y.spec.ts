import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { APP_PAGES, PUBLIC_PAGES } from './pages';

test.describe.configure({ timeout: 120_000 });

for (const scheme of ['light', 'dark'] as const) {
  for (const [group, pages] of [
    ['public', PUBLIC_PAGES],
    ['app', APP_PAGES],
  ] as const) {
    test(`axe: ${group} pages in ${scheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      const failures: string[] = [];
      for (const path of pages) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(
          scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
        );
        await page.locator('main').first().waitFor();
        for (const v of await seriousViolations(page)) failures.push(`${path}: ${v}`);
      }
      expect(failures).toEqual([]);
    });
  }
}

test('axe: colour modes and open menus on the dashboard', async ({ page }) => {
  const failures: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    for (const mode of ['calm', 'focus'] as const) {
      await page.addInitScript(
        ({ theme, colorMode }) => {
          localStorage.setItem('qd:v1:theme:theme', theme);
          localStorage.setItem('qd:v1:theme:color-mode', colorMode);
        },
        { theme: scheme, colorMode: mode },
      );
      await page.goto('/app/dashboard');
      await expect(page.locator('html')).toHaveClass(new RegExp(`color-${mode}`));
      for (const v of await seriousViolations(page)) failures.push(`${scheme}/${mode}: ${v}`);
      await page.goto('/');
      for (const v of await seriousViolations(page)) failures.push(`/ ${scheme}/${mode}: ${v}`);
    }
  }
  await page.goto('/app/dashboard');
  await page.getByRole('button', { name: 'Ambient sounds' }).click();
  for (const v of await seriousViolations(page)) failures.push(`sound menu: ${v}`);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Theme:/ }).click();
  for (const v of await seriousViolations(page)) failures.push(`theme menu: ${v}`);
  expect(failures).toEqual([]);
});

// The pages above are checked once loaded; a loading state shows only on a slow answer, so
// this one is held: the map editor's heading while its map has not arrived.
test('axe: the map editor while its map is still loading', async ({ page }) => {
  const created = await page.request.post('/api/mind-maps/', { data: { title: 'Slow map' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.route(`**/api/mind-maps/${id}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await route.continue();
  });
  await page.goto(`/app/mind-maps/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Loading mind map…' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByRole('heading', { level: 1, name: 'Slow map' })).toBeVisible();
});
