import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { waitForHydration } from './hydration';
import { answerProcessUrl } from './reader-steps';

// Pasted texts and web pages are kept in the library like files: listed, reopened where the
// person stopped, kept once however often they are read, and deletable. Real server and
// database; only the page fetch (outside the machine) is answered here.

test.describe.configure({ timeout: 90_000 });

const paragraphs = Array.from(
  { length: 60 },
  (_, i) =>
    `Paragraph ${i + 1}. Spaced repetition brings a fact back just before it would be forgotten, and each review pushes the next one further away.`,
);
const PASTED = `Notes on memory\n\n${paragraphs.join('\n\n')}`;

const input = (page: Page) => page.getByLabel('Text or web address');
const library = (page: Page) => page.getByRole('list', { name: 'Library' });

async function openReader(page: Page) {
  await page.goto('/app/fixation-reader');
  await waitForHydration(page);
}

async function process(page: Page, text: string) {
  await input(page).fill(text);
  const kept = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/reader/items'),
  );
  await page.getByRole('button', { name: 'Process Text' }).click();
  return kept;
}

test('a pasted text is kept, reopened where the person stopped, kept once, and deleted', async ({
  page,
}) => {
  await openReader(page);
  expect((await process(page, PASTED)).status()).toBe(201);
  await expect(page.getByTestId('kept-note')).toHaveText(
    'Kept in your library, with the place you stop.',
  );
  await expect(library(page)).toContainText('Notes on memory');
  await expect(library(page)).toContainText('Pasted text · 0% read');

  // Read down to paragraph 40: the place is saved as the person scrolls.
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('/api/reader/items/'),
  );
  await page
    .getByRole('region', { name: 'Processed text with fixation bolding' })
    .evaluate((region) => {
      const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf('Paragraph 40.');
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        window.scrollBy(0, range.getBoundingClientRect().top - 80);
        return;
      }
    });
  const position = (await (await saved).json()).position as number;
  expect(position).toBeGreaterThan(PASTED.indexOf('Paragraph 38.'));
  expect(position).toBeLessThan(PASTED.indexOf('Paragraph 42.'));

  // Another visit: the library reopens it at that paragraph.
  await openReader(page);
  await expect(library(page)).toContainText(/Pasted text · \d+% read/);
  await library(page).getByRole('button', { name: 'Notes on memory', exact: true }).click();
  const near = page.locator('[data-start]').filter({ hasText: /^Paragraph (39|40|41)\./ });
  await expect(near.first()).toBeInViewport();
  await expect(
    page.locator('[data-start]').filter({ hasText: /^Paragraph 5\./ }),
  ).not.toBeInViewport();
  await page.screenshot({ path: '/tmp/shots/reader-library-pasted.png' });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Close' }).click();

  // The same text read again is the same item, where it was left.
  await page.evaluate(() => window.scrollTo(0, 0));
  const again = await process(page, PASTED);
  expect(again.status()).toBe(200);
  // Opening and closing did not move the place (reaching for Close included).
  expect((await again.json()).position).toBeGreaterThan(PASTED.indexOf('Paragraph 38.'));
  await expect(page.getByTestId('kept-note')).toHaveText(
    'In your library, where you last stopped reading it.',
  );
  await expect(library(page).getByRole('listitem')).toHaveCount(1);

  page.once('dialog', (dialog) => void dialog.accept());
  const deleted = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && r.url().includes('/api/reader/items/'),
  );
  await library(page)
    .getByRole('button', { name: 'Delete “Notes on memory” from your library' })
    .click();
  expect((await deleted).status()).toBe(204);
  await expect(page.getByText('Nothing here yet')).toBeVisible();
  expect(await (await page.request.get('/api/reader/items')).json()).toEqual([]);
});

test('a web page is kept with its title and address', async ({ page }) => {
  await answerProcessUrl(page);
  await openReader(page);
  expect((await process(page, 'https://example.com/slow-reading')).status()).toBe(201);
  await expect(library(page)).toContainText('Slow Reading');
  await expect(library(page)).toContainText('Web page · https://example.com/slow-reading');
  await library(page).getByRole('button', { name: 'Slow Reading', exact: true }).click();
  // Exact: the text above (the reader's own view of the page) holds it too, in a longer block.
  await expect(
    page.getByText('Take your time with a good article.', { exact: true }),
  ).toBeVisible();
});
