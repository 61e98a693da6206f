import { expect, test, type Page } from '@playwright/test';

// The reader as a demanding user finds it: the strength slider beside the text it changes, the
// same controls in the focus view, errors in full view, and a dialog that names its own button.

const SHOTS = '/tmp/shots-polish';
const HEADER_PX = 64;
const LONG = Array.from(
  { length: 60 },
  (_, i) =>
    `Paragraph ${i + 1}. Reading is a skill that improves with practice, and attention is the muscle that carries it from one line to the next.`,
).join('\n\n');

const strength = (page: Page) => page.getByRole('slider', { name: 'Fixation strength' });
const output = (page: Page) =>
  page.getByRole('region', { name: 'Processed text with fixation bolding' });

async function processLong(page: Page) {
  await page.goto('/app/fixation-reader');
  await page.getByLabel('Text or web address').fill(LONG);
  await page.getByRole('button', { name: 'Process Text' }).click();
  await expect(output(page)).toBeVisible();
}

/** Fully inside the viewport and below the sticky header. */
async function inView(page: Page, box: { y: number; height: number } | null) {
  const height = page.viewportSize()!.height;
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(HEADER_PX - 1);
  expect(box!.y + box!.height).toBeLessThanOrEqual(height);
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`${viewport.name}: after processing, the slider stays in view while the text scrolls`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await processLong(page);
    await expect(strength(page)).toHaveCount(1);
    // The text is not a box scrolling inside the page: the page scrolls.
    const scrollsInside = await output(page).evaluate(
      (el) => el.scrollHeight > el.clientHeight + 1 && getComputedStyle(el).overflowY !== 'visible',
    );
    expect(scrollsInside).toBe(false);
    // Scroll the page by wheel until paragraph 20 shows (how far that is depends on the width).
    await expect(async () => {
      await page.mouse.wheel(0, 800);
      await expect(page.getByText('Paragraph 20.', { exact: false })).toBeInViewport({
        timeout: 500,
      });
    }).toPass();
    await inView(page, await strength(page).boundingBox());
    await strength(page).fill('0.8');
    await expect(
      output(page)
        .locator('b')
        .filter({ hasText: /^Paragrap$/ })
        .first(),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/reader-output-${viewport.name}.png` });
  });
}

test('the focus view has the strength slider and Play/Stop too', async ({ page }) => {
  await processLong(page);
  await page.getByRole('button', { name: 'Expand' }).click();
  const view = page.getByRole('dialog');
  await expect(view.getByRole('slider', { name: 'Fixation strength' })).toBeVisible();
  await expect(view.getByRole('button', { name: 'Play' })).toBeVisible();
  await view.getByRole('slider', { name: 'Fixation strength' }).fill('0.2');
  await expect(view.getByRole('heading')).toContainText('20%');
  await page.screenshot({ path: `${SHOTS}/reader-focus-view.png` });
  await page.keyboard.press('Escape');
  await expect(strength(page)).toHaveValue('0.2');
});

test('an error from process-url is fully visible on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/app/fixation-reader');
  // A real refusal from the server: private addresses are never fetched.
  await page.getByLabel('Text or web address').fill('http://127.0.0.1:1/private');
  const button = page.getByRole('button', { name: 'Process Text' });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Error:');
  await expect(async () => inView(page, await alert.boundingBox())).toPass();
  await page.screenshot({ path: `${SHOTS}/reader-error-phone.png` });
});

test('the reading-speed dialog names the button it shows', async ({ page }) => {
  await page.goto('/app/fixation-reader');
  await page.getByRole('button', { name: 'Check my reading speed' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Begin' })).toBeVisible();
  await expect(dialog).toContainText('Press Begin');
  await dialog.getByRole('button', { name: 'Begin' }).click();
  await expect(dialog.getByRole('button', { name: 'Start' })).toBeVisible();
  await expect(dialog).toContainText('press Start');
});
