import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { waitForHydration } from './hydration';

// A file Anki itself exported (apps/server/src/features/flashcards/fixtures/anki/, with its
// origin) imported through the flashcards screen: the deck is named as in Anki, the cards read as
// text with their tags shown, and the export carries the tags back for Anki.

const ankiFile = (name: string) =>
  readFile(new URL(`../../server/src/features/flashcards/fixtures/anki/${name}`, import.meta.url));

async function importFile(page: Page, name: string) {
  await page.goto('/app/flashcards');
  // A file chosen before React attaches its handler would leave Import disabled.
  await waitForHydration(page);
  await page.getByLabel('File').setInputFiles({
    name,
    mimeType: 'text/plain',
    buffer: await ankiFile(name),
  });
  await page.getByRole('button', { name: 'Import' }).click();
}

test('an Anki export with deck, note type and tags: named deck, readable cards, tags kept', async ({
  page,
}) => {
  await importFile(page, 'guid-notetype-deck-tags.txt');
  const result = page.getByTestId('import-result');
  await expect(result).toContainText('Imported 5 cards into “Default”. Skipped 3 lines:');
  await expect(result).toContainText(
    'Line 7: the question is only a picture or sound, which are not imported',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Default' })).toBeVisible();

  const first = page.getByTestId('deck-cards').locator(':scope > li').first();
  await expect(first).toContainText('Command to create a soft link');
  // HTML read as text: no <br> or &lt; left, the line breaks kept.
  await expect(first).toContainText('$ ln -s <file> <link>');
  await expect(first.getByRole('list', { name: 'Tags' })).toHaveText('linux');
  await expect(page.getByTestId('deck-cards').locator(':scope > li')).toHaveCount(5);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/shots/flashcards-anki-import-desktop.png', fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Anki text' }).click();
  const text = await readFile(await (await download).path(), 'utf8');
  expect(text.split('\n').slice(0, 5)).toEqual([
    '#separator:tab',
    '#html:true',
    '#tags column:3',
    '#columns:Front\tBack\tTags',
    'Command to create a soft link\t```bash<br>$ ln -s &lt;file&gt; &lt;link&gt;<br>```\tlinux',
  ]);
});

test('phone, dark mode: tags under each card fit and pass axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await importFile(page, 'tags-only.txt');
  await expect(page.getByTestId('import-result')).toContainText('Imported 9 cards');
  const last = page.getByTestId('deck-cards').locator(':scope > li').last();
  await expect(last).toContainText('What is the formula to compute the L2-norm?');
  await expect(last.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
    'dl',
    'leech',
  ]);
  await last.scrollIntoViewIfNeeded();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/shots/flashcards-anki-import-phone-dark.png' });
});
