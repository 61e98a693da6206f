import { expect, test, type Page } from '@playwright/test';
import { answerProcessUrl } from './reader-steps';

const SAMPLE =
  'The quick brown fox jumps over the lazy dog.\n\nReading is a skill that improves with practice.';

const input = (page: Page) => page.getByLabel('Text or web address');
const processButton = (page: Page) => page.getByRole('button', { name: /Process Text|Processing/ });
const output = (page: Page) =>
  page.getByRole('region', { name: 'Processed text with fixation bolding' });
const preview = (page: Page) => page.getByRole('region', { name: 'Preview with fixation bolding' });
const strength = (page: Page) => page.getByRole('slider', { name: 'Fixation strength' });

async function open(page: Page) {
  await page.goto('/app/fixation-reader');
  await expect(page.getByRole('heading', { level: 1, name: 'Fixation Reader' })).toBeVisible();
}

test.describe('fixation reader', () => {
  test('paste, process, read the output, expand, close with Esc, toggle analysis', async ({
    page,
  }) => {
    await open(page);
    await expect(processButton(page)).toBeDisabled();
    await input(page).fill('   \n ');
    await expect(processButton(page)).toBeDisabled();
    await input(page).fill(`  ${SAMPLE}  `);

    const request = page.waitForRequest('**/api/fixation-reading/process-text');
    await processButton(page).click();
    expect((await request).postDataJSON()).toEqual({
      text: SAMPLE,
      fixation_point_ratio: 0.4,
      include_analysis: true,
    });

    await expect(output(page)).toBeVisible();
    await expect(output(page)).toHaveText(SAMPLE);
    await expect(output(page).locator('b').first()).toHaveText('Th'); // ceil(3 × 0.4)
    await expect(output(page).locator('b').nth(1)).toHaveText('qu');
    await expect(input(page)).toHaveCount(0); // the input view became the output view

    // Expand: a full-screen dialog with focus inside; Esc closes it and focus returns.
    const expand = page.getByRole('button', { name: 'Expand' });
    await expand.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Focus view text' })).toContainText(
      'quick brown fox',
    );
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(1440);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(expand).toBeFocused();

    // The E shortcut opens it too; the Close button closes it.
    await page.keyboard.press('e');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(expand).toBeFocused();

    // Analysis: collapsed until asked for; honest about the reading speed.
    const toggle = page.getByRole('button', { name: 'Show Analysis' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('analysis')).toHaveCount(0);
    await toggle.click();
    const analysis = page.getByTestId('analysis');
    await expect(analysis).toContainText('Words17');
    await expect(analysis).toContainText(`Characters${SAMPLE.length}`);
    await expect(analysis).toContainText('Time saved0 min');
    await expect(analysis).toContainText('Brysbaert');
    await expect(analysis).toContainText('No time saving is assumed');
    await page.getByRole('button', { name: 'Hide Analysis' }).click();
    await expect(analysis).toHaveCount(0);

    // Back to edit keeps the text.
    await page.getByRole('button', { name: 'Edit text' }).click();
    await expect(input(page)).toHaveValue(`  ${SAMPLE}  `);
  });

  test('the strength slider re-renders the local preview at once, with no request', async ({
    page,
  }) => {
    await open(page);
    let requests = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/fixation-reading/')) requests++;
    });
    await input(page).fill('Reading comprehension');
    await expect(preview(page).locator('b')).toHaveText(['Rea', 'compre']);
    await expect(strength(page)).toHaveAttribute('aria-valuetext', '40%');
    await strength(page).focus();
    for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowRight');
    await expect(strength(page)).toHaveAttribute('aria-valuetext', '80%');
    await expect(preview(page).locator('b')).toHaveText(['Readin', 'comprehensi']);
    await page.keyboard.press('Home');
    await expect(strength(page)).toHaveAttribute('aria-valuetext', '10%');
    await expect(preview(page).locator('b')).toHaveText(['R', 'co']);

    // [ and ] step by 5% when not typing.
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press(']');
    await expect(strength(page)).toHaveAttribute('aria-valuetext', '15%');
    await input(page).press(']');
    await expect(strength(page)).toHaveAttribute('aria-valuetext', '15%');
    expect(requests).toBe(0);
  });

  test('a long text bolds only the blocks near the viewport, and more as it scrolls', async ({
    page,
  }) => {
    await open(page);
    const paragraph = 'Steady reading builds attention over many quiet mornings. '.repeat(12);
    const text = Array.from({ length: 400 }, (_, i) => `Part ${i + 1}. ${paragraph}`).join('\n\n');
    await input(page).fill(text);
    const region = preview(page);
    await expect(region.locator('[data-block] b').first()).toBeVisible();
    const blocks = await region.locator('[data-block]').count();
    expect(blocks).toBeGreaterThan(100);
    const active = await region.locator('[data-block][data-active]').count();
    expect(active).toBeGreaterThan(0);
    expect(active).toBeLessThan(15);
    // All the text is there (plain where not bolded), so nothing is lost.
    expect(await region.evaluate((el) => el.textContent)).toBe(text);

    await region.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    const last = region.locator(`[data-block="${blocks - 1}"]`);
    await expect(last).toHaveAttribute('data-active', '');
    await expect(last.locator('b').first()).toBeVisible();
    await expect(region.locator('[data-block="0"]')).not.toHaveAttribute('data-active', '');
  });

  test('Ctrl+Enter processes from the text box', async ({ page }) => {
    await open(page);
    await input(page).fill('Keyboard first.');
    await input(page).press('Control+Enter');
    await expect(output(page)).toHaveText('Keyboard first.');
  });

  test('script tags in the input are shown as text and never run', async ({ page }) => {
    await open(page);
    const evil = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">';
    await input(page).fill(evil);
    await processButton(page).click();
    await expect(output(page)).toHaveText(evil);
    await expect(output(page).locator('script, img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('a web address goes to process-url and shows the title and source', async ({ page }) => {
    // The URL call itself is answered here; the server's fetching is covered by its own tests.
    let body: unknown;
    await answerProcessUrl(page, (sent) => (body = sent));
    await open(page);
    await input(page).fill('  https://example.com/slow-reading ');
    await expect(page.getByText('This looks like a web address')).toBeVisible();
    await processButton(page).click();
    await expect(page.getByRole('heading', { name: 'Slow Reading' })).toBeVisible();
    expect(body).toEqual({
      url: 'https://example.com/slow-reading',
      fixation_point_ratio: 0.4,
      include_analysis: true,
    });
    await expect(
      page.getByRole('link', { name: 'https://example.com/slow-reading' }),
    ).toBeVisible();
    await expect(output(page).locator('b').first()).toHaveText('Sl');
  });

  test('the real server refuses a loopback address with a readable detail', async ({ page }) => {
    await open(page);
    await input(page).fill('http://127.0.0.1:9/private');
    await processButton(page).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(/^Error: \S/);
    await expect(alert).not.toHaveText('Error: Failed to process URL');
    await expect(output(page)).toHaveCount(0);
  });

  test('errors: server detail, no detail, network failure; output cleared', async ({ page }) => {
    await open(page);
    await input(page).fill(SAMPLE);
    await processButton(page).click();
    await expect(output(page)).toBeVisible();
    await page.getByRole('button', { name: 'Edit text' }).click();

    await page.route('**/api/fixation-reading/process-url', (route) =>
      route.fulfill({ status: 422, json: { detail: 'This page has no readable article.' } }),
    );
    await input(page).fill('https://example.com/empty');
    await processButton(page).click();
    // A web page that could not be read also offers pasting its text
    // (messages-for-students.spec.ts walks that).
    await expect(page.getByRole('alert')).toHaveText(
      /^Error: This page has no readable article\.The page could not be read from here\./,
    );
    await expect(output(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit text' })).toHaveCount(0);

    await page.unroute('**/api/fixation-reading/process-url');
    await page.route('**/api/fixation-reading/process-url', (route) =>
      route.fulfill({ status: 502, body: 'Bad gateway', contentType: 'text/plain' }),
    );
    await processButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(
      /^Error: Failed to process URLThe page could not be read from here\./,
    );

    await page.route('**/api/fixation-reading/process-text', (route) => route.abort('failed'));
    await input(page).fill('Offline text');
    await processButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Error: Failed to process text. Please try again.',
    );
    await expect(output(page)).toHaveCount(0);
  });

  test('while processing the button is disabled and reads Processing...', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/fixation-reading/process-text', async (route) => {
      await held;
      await route.continue();
    });
    await open(page);
    await input(page).fill(SAMPLE);
    await processButton(page).click();
    await expect(processButton(page)).toHaveText('Processing...');
    await expect(processButton(page)).toBeDisabled();
    release();
    await expect(output(page)).toBeVisible();
  });
});
