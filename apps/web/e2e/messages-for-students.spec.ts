import { expect, test, type Page } from '@playwright/test';

// Messages speak to the student, not to whoever runs the server: no settings to change, no status
// codes, no "server", no browser error text. Where a topic cannot be turned into cards, or a web
// page cannot be fetched, the screen offers what the student can do there: paste the text
// instead.

const OPERATOR_SPEAK =
  /AI_PROVIDER|environment|\bstatus\b|\bserver\b|\bHTTP\b|Failed to fetch|\b[45]\d\d\b/i;

async function alertText(page: Page, testId?: string): Promise<string> {
  const alert = testId ? page.getByTestId(testId) : page.getByRole('alert').first();
  await expect(alert).toBeVisible({ timeout: 20_000 });
  return (await alert.textContent()) ?? '';
}

test('flashcards: a topic the assistant refuses offers to paste the text instead', async ({
  page,
}) => {
  await page.goto('/app/flashcards');
  await page.getByLabel('Topic', { exact: true }).fill('Zorbleflux quandrimite');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const said = await alertText(page, 'generate-error');
  expect(said).not.toMatch(OPERATOR_SPEAK);
  expect(said).not.toMatch(/connect an AI model/i);

  await page.getByRole('button', { name: 'Paste the text instead' }).click();
  await expect(page.getByRole('tab', { name: 'From your notes' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const notes = page.getByLabel('Your notes');
  await expect(notes).toBeFocused();
  await notes.fill(
    'Photosynthesis is the process by which plants turn light into sugar.\nMitochondrion: the organelle that produces most of the energy of a cell.',
  );
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByTestId('quiz-progress')).toContainText('Card 1 of', { timeout: 20_000 });
});

test('reader: a page that cannot be fetched without a network says so and offers pasting', async ({
  page,
}) => {
  await page.route('**/api/fixation-reading/process-url', (route) =>
    route.abort('internetdisconnected'),
  );
  await page.goto('/app/fixation-reader');
  const box = page.getByLabel('Text or web address');
  await box.fill('https://example.com/photosynthesis');
  await page.getByRole('button', { name: 'Process Text' }).click();
  const said = await alertText(page);
  // The spec's own sentence, then what happened and what to do, in plain words.
  expect(said).toContain('Failed to process URL. Please try again.');
  expect(said).toContain('There is no internet connection, so the page cannot be fetched.');
  await page.screenshot({ path: '/tmp/shots/reader-paste-instead.png' });

  await page.getByRole('button', { name: 'Paste the text instead' }).click();
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('');
  await expect(page.getByTestId('paste-for')).toHaveText(
    'Paste the text of https://example.com/photosynthesis here, copied from the page.',
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('reader: a page the app could not read offers pasting too', async ({ page }) => {
  await page.route('**/api/fixation-reading/process-url', (route) =>
    route.fulfill({ status: 502, json: { detail: 'Could not connect to that website.' } }),
  );
  await page.goto('/app/fixation-reader');
  await page.getByLabel('Text or web address').fill('https://example.com/closed');
  await page.getByRole('button', { name: 'Process Text' }).click();
  const said = await alertText(page);
  expect(said).toContain('Could not connect to that website.');
  expect(said).toContain('The page could not be read from here.');
  await expect(page.getByRole('button', { name: 'Paste the text instead' })).toBeVisible();
});

test('a failure without an explanation reads in plain words, never a status or browser text', async ({
  page,
}) => {
  const library = page.getByText('Your library could not be loaded.');
  // No network at all: said as such, not as the browser's "Failed to fetch".
  await page.route('**/api/reader/items', (route) => route.abort('internetdisconnected'));
  await page.goto('/app/fixation-reader');
  await expect(library).toHaveText(
    'Your library could not be loaded. No connection: check your internet connection and try again.',
    { timeout: 30_000 },
  );
  // A failure with no detail: plain words, not "Request failed (Status: 500)".
  await page.unroute('**/api/reader/items');
  await page.route('**/api/reader/items', (route) => route.fulfill({ status: 500, body: '' }));
  await page.reload();
  await expect(library).toHaveText(
    'Your library could not be loaded. Something went wrong on our side. Please try again in a moment.',
    { timeout: 30_000 },
  );
  expect((await library.textContent()) ?? '').not.toMatch(OPERATOR_SPEAK);
});

test('mind maps: a topic the assistant refuses offers to paste the text instead', async ({
  page,
}) => {
  await page.goto('/app/mind-maps');
  await page.getByLabel('Topic', { exact: true }).fill('Zorbleflux quandrimite');
  await page.getByRole('button', { name: 'Generate Map' }).click();
  const said = await alertText(page);
  expect(said).not.toMatch(OPERATOR_SPEAK);
  expect(said).not.toMatch(/connect an AI model/i);

  await page.getByRole('button', { name: 'Paste the text instead' }).click();
  const box = page.getByLabel(/Your outline or notes, one idea per line/);
  await expect(box).toBeFocused();
  await box.fill('Zorbleflux\n- Where it comes from\n  - The old mines\n- What it is used for');
  await page.screenshot({ path: '/tmp/shots/mind-maps-paste-instead.png', fullPage: true });
  await page.getByRole('button', { name: 'Make a map from this text' }).click();
  await expect(page).toHaveURL(/\/app\/mind-maps\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const id = page.url().split('/').at(-1)!;
  const map = await (await page.request.get(`/api/mind-maps/${id}`)).json();
  expect(map.title).toBe('Zorbleflux quandrimite');
  expect(map.map_data.nodes.map((n: { text: string }) => n.text)).toEqual(
    expect.arrayContaining([
      'Zorbleflux',
      'Where it comes from',
      'The old mines',
      'What it is used for',
    ]),
  );
});
