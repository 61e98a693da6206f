import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

// Screenshots for a human look (light, dark, mobile, expanded); the assertions check what a
// screenshot cannot: nothing overflows the 375 px viewport and dark mode really is dark.
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

const ARTICLE = Array.from(
  { length: 6 },
  (_, i) =>
    `Paragraph ${i + 1}. Reading on a screen is easier with short lines and calm contrast. ` +
    'Fixation bolding marks the start of each word; some readers like the anchor it gives, ' +
    'others find it distracting. Try both and keep what works for you.',
).join('\n\n');

async function processArticle(page: Page) {
  await page.goto('/app/fixation-reader');
  await page.getByLabel('Text or web address').fill(ARTICLE);
  await page.getByRole('button', { name: 'Process Text' }).click();
  await expect(page.getByRole('button', { name: 'Expand' })).toBeVisible();
}

const overflowX = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const scheme of ['light', 'dark'] as const) {
  test(`desktop ${scheme}: input, output with analysis, expanded`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.goto('/app/fixation-reader');
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*dark)/);
    await page.getByLabel('Text or web address').fill(ARTICLE);
    await page.screenshot({ path: `${SHOTS}/fixation-${scheme}-input.png`, fullPage: true });
    await page.getByRole('button', { name: 'Process Text' }).click();
    await page.getByRole('button', { name: 'Show Analysis' }).click();
    await page.screenshot({ path: `${SHOTS}/fixation-${scheme}-output.png`, fullPage: true });
    const bg = await page
      .getByRole('region', { name: 'Processed text with fixation bolding' })
      .evaluate((el) => getComputedStyle(el).color);
    // Text is light on dark and dark on light.
    const [r] = bg.match(/\d+/g)!.map(Number);
    expect(scheme === 'dark' ? r! > 150 : r! < 100).toBe(true);
    await page.getByRole('button', { name: 'Expand' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/fixation-${scheme}-expanded.png` });
  });
}

test('mobile 375 px: nothing overflows sideways, focus view fills the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/app/fixation-reader');
  expect(await overflowX(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/fixation-mobile-input.png`, fullPage: true });
  await processArticle(page);
  await page.getByRole('button', { name: 'Show Analysis' }).click();
  expect(await overflowX(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/fixation-mobile-output.png`, fullPage: true });
  await page.getByRole('button', { name: 'Expand' }).click();
  const box = await page.getByRole('dialog').boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS}/fixation-mobile-expanded.png` });
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Check my reading speed' }).click();
  await page.getByRole('button', { name: 'Begin' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.screenshot({ path: `${SHOTS}/fixation-mobile-speed-check.png` });
  expect(await overflowX(page)).toBeLessThanOrEqual(0);
});
