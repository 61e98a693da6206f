import { truncate, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { seriousViolations } from './axe';
import { waitForHydration } from './hydration';

// The reader's own files against the real server: open a PDF made here with pdf-lib, read on,
// close, reopen at the same page, highlight a sentence into a new deck, review that card and
// follow its link back; then the messages for a scanned, a broken and a too-large file.

test.describe.configure({ timeout: 90_000 });

const SENTENCE = 'Mitochondria make most of the ATP that powers the cell.';

async function lecturePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle('Cells and Energy');
  // The same bytes every time: the library knows a file it has seen by its content.
  doc.setCreationDate(new Date('2026-01-05T09:00:00Z'));
  doc.setModificationDate(new Date('2026-01-05T09:00:00Z'));
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  const pages = [
    ['The cell is the smallest unit of life.', 'Every cell has a membrane around it.'],
    [SENTENCE, 'Plants also make sugar in their chloroplasts.'],
    ['Cells divide by mitosis.', 'The daughter cells have the same genes.'],
  ];
  for (const [n, lines] of pages.entries()) {
    const page = doc.addPage([612, 792]);
    page.drawText('Biology 101 · Lecture notes', { x: 54, y: 760, size: 9, font });
    lines.forEach((line, i) => page.drawText(line, { x: 54, y: 700 - i * 40, size: 12, font }));
    page.drawText(String(n + 1), { x: 300, y: 30, size: 9, font });
  }
  return Buffer.from(await doc.save());
}

const fileInput = (page: Page) => page.locator('input[type="file"]');
const where = (page: Page) => page.getByText(/^Page \d \(\d of 3\)$/);

async function openReader(page: Page) {
  await page.goto('/app/fixation-reader');
  await waitForHydration(page);
}

/** Selects the words inside the open text, as a person dragging over them would. */
async function select(page: Page, words: string) {
  await page.evaluate((target) => {
    const paragraph = [...document.querySelectorAll('[data-start]')].find((p) =>
      p.textContent?.includes(target),
    )!;
    const node = paragraph.firstChild!;
    const at = node.textContent!.indexOf(target);
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + target.length);
    const selection = document.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    paragraph.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
  }, words);
}

test('open a PDF, read, close, reopen at the same page, make a card and follow it back', async ({
  page,
}) => {
  await openReader(page);
  await expect(page.getByText('Nothing here yet')).toBeVisible();
  await fileInput(page).setInputFiles({
    name: 'cells.pdf',
    mimeType: 'application/pdf',
    buffer: await lecturePdf(),
  });
  await expect(page.getByRole('heading', { level: 3, name: 'Cells and Energy' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(where(page)).toHaveText('Page 1 (1 of 3)');
  await expect(page.getByText('The cell is the smallest unit of life.')).toBeVisible();
  // The running header and the page number are left out.
  await expect(page.getByText('Biology 101')).toHaveCount(0);

  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('/api/reader/items/'),
  );
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(where(page)).toHaveText('Page 2 (2 of 3)');
  expect((await saved).status()).toBe(200);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(where(page)).toHaveCount(0, { timeout: 10_000 });

  // A new visit: the library lists it, and it opens where the person stopped.
  await openReader(page);
  const library = page.getByRole('list', { name: 'Library' });
  await expect(library).toContainText('Cells and Energy');
  await expect(library).toContainText('PDF · cells.pdf');
  await library.getByRole('button', { name: 'Cells and Energy', exact: true }).click();
  await expect(where(page)).toHaveText('Page 2 (2 of 3)');
  await page.getByRole('button', { name: 'Close' }).click();

  // Choosing the same file again (renamed) reopens that item, not a copy, at the same page.
  await fileInput(page).setInputFiles({
    name: 'cells (1).pdf',
    mimeType: 'application/pdf',
    buffer: await lecturePdf(),
  });
  await expect(
    page.getByText('“Cells and Energy” is in your library: opened where you stopped.'),
  ).toBeVisible();
  await expect(where(page)).toHaveText('Page 2 (2 of 3)');
  await expect(library.getByRole('listitem')).toHaveCount(1);

  await select(page, SENTENCE);
  await page.getByRole('button', { name: 'Make a card from the selection' }).click();
  const question = page.getByLabel('Question');
  await expect(question).toHaveValue('_____ make most of the ATP that powers the cell.');
  await expect(page.getByLabel('Answer')).toHaveValue('Mitochondria');
  await question.fill('Mitochondria make most of the _____ that powers the cell.');
  await page.getByLabel('Answer').fill('ATP');
  await expect(page.getByLabel('Deck', { exact: true })).toHaveValue('__new');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Card saved to “Cells and Energy”.')).toBeVisible();
  await expect(page.locator('mark')).toHaveText(SENTENCE);
  await page.getByText('Highlights (1)').click();
  await expect(page.getByText(`“${SENTENCE}” · Page 2 · card made`)).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/reader-open-desktop.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // Review the card; its link leads back to the sentence.
  await page.goto('/app/flashcards');
  await waitForHydration(page);
  await page
    .getByTestId('deck-list')
    .getByRole('button', { name: /Cells and Energy/ })
    .click();
  await page.getByRole('button', { name: 'Review due cards (1)' }).click();
  await expect(page.getByTestId('review-card')).toContainText(
    'Mitochondria make most of the _____',
  );
  await page.getByRole('button', { name: /Show answer/ }).click();
  const back = page.getByTestId('card-source-link');
  await expect(back).toHaveText('From your reading: Cells and Energy (Page 2)');
  await page.screenshot({ path: '/tmp/shots/reader-card-review.png' });
  await back.click();
  await expect(page).toHaveURL(/\/app\/fixation-reader\?item=[0-9a-f-]+&highlight=[0-9a-f-]+$/);
  await expect(where(page)).toHaveText('Page 2 (2 of 3)');
  await expect(page.locator('mark')).toBeInViewport();
  await expect(page.locator('mark')).toBeFocused();
});

test('a phone in dark mode: the open text fits and the look settings change it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await openReader(page);
  await fileInput(page).setInputFiles({
    name: 'cells.pdf',
    mimeType: 'application/pdf',
    buffer: await lecturePdf(),
  });
  await expect(where(page)).toHaveText('Page 1 (1 of 3)', { timeout: 20_000 });
  await page.getByText('Look: font, size, spacing').click();
  await page.getByLabel('OpenDyslexic').check();
  const text = page.getByText('The cell is the smallest unit of life.');
  await expect
    .poll(() => text.evaluate((el) => getComputedStyle(el).fontFamily))
    .toContain('OpenDyslexic');
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px OpenDyslexic')))
    .toBe(true);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '/tmp/shots/reader-phone-dark.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  // Remembered: a reload keeps the font.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('OpenDyslexic')).toBeChecked({ timeout: 20_000 });
});

test('a scanned, a broken and a too-large file each say so, and nothing is kept', async ({
  page,
}) => {
  await openReader(page);
  const scan = await PDFDocument.create();
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  scan
    .addPage([612, 792])
    .drawImage(await scan.embedPng(png), { x: 0, y: 0, width: 612, height: 792 });
  await fileInput(page).setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await scan.save()),
  });
  await expect(page.getByRole('alert')).toContainText(
    'This PDF has no text to read: its pages look like scanned images.',
    { timeout: 20_000 },
  );

  await fileInput(page).setInputFiles({
    name: 'broken.epub',
    mimeType: 'application/epub+zip',
    buffer: Buffer.from('not a zip at all'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    '“broken.epub” could not be read as an EPUB: the file is damaged.',
  );

  // A sparse file on disk: Playwright hands files over 50 MB to the browser only by path.
  const huge = test.info().outputPath('huge.pdf');
  await writeFile(huge, '');
  await truncate(huge, 50 * 1024 * 1024 + 1);
  await fileInput(page).setInputFiles(huge);
  await expect(page.getByRole('alert')).toHaveText(
    '“huge.pdf” is over 50 MB; the reader opens files up to 50 MB.',
  );
  await expect(page.getByText('Nothing here yet')).toBeVisible();
  expect(await (await page.request.get('/api/reader/items')).json()).toEqual([]);
});
