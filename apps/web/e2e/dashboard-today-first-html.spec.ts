import { expect, test, type Page } from '@playwright/test';
import { pageErrorsOf, waitForHydration } from './hydration';

// Today in the dashboard's first HTML (docs/decisions/070-today-in-the-first-html.md): a student
// who opens the dashboard sees what is due before any script has run, and the card the browser
// then hydrates is the one the server rendered: no second request for it, no React error.

// No service worker: once it controls the page, a reload is answered from its precached copy (the
// build's page, on purpose), and these tests are about what the server sends.
test.use({ timezoneId: 'Europe/Paris', locale: 'en-GB', serviceWorkers: 'block' });

/** The GET /api/study/today requests the page makes from now on. */
function todayRequestsOf(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/study/today') asked.push(request.url());
  });
  return asked;
}

async function deckOfTwo(page: Page, title: string) {
  const made = await page.request.post('/api/flashcards/decks', {
    data: {
      title,
      cards: [
        { question: 'What does a ribosome make?', answer: 'Proteins' },
        { question: 'Where is DNA kept?', answer: 'In the nucleus' },
      ],
    },
  });
  expect(made.status()).toBe(201);
}

test('a returning student’s Today is on the dashboard before any script, and the card hydrates it as sent', async ({
  page,
  browser,
}) => {
  // The first visit names the browser's zone for the server.
  await page.goto('/app/dashboard');
  await waitForHydration(page);
  await deckOfTwo(page, 'Cell biology');

  // Before any script: a browser with JavaScript off, holding the same cookies.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    timezoneId: 'Europe/Paris',
  });
  const still = await noScript.newPage();
  await still.goto('/app/dashboard');
  const sentCard = still.getByTestId('today-card');
  await expect(sentCard.getByTestId('today-decks')).toContainText('Cell biology');
  await expect(sentCard).toContainText('2 cards due');
  await expect(sentCard).not.toContainText('Loading today…');
  await noScript.close();

  // With scripts: the card hydrates what it was sent, and does not ask for Today again.
  const errors = pageErrorsOf(page);
  const asked = todayRequestsOf(page);
  const sent = await page.reload();
  expect(await sent?.text()).toContain('id="today-seed"');
  await waitForHydration(page);
  const card = page.getByTestId('today-card');
  await expect(card.getByTestId('today-decks')).toContainText('Cell biology');
  expect(errors).toEqual([]);
  expect(asked).toEqual([]);
  // It is the live card: its links and its goal editor answer.
  await card.getByRole('button', { name: 'Change daily goal' }).click();
  await expect(page.getByLabel('Daily goal (minutes)')).toHaveValue('120');
  await card.getByRole('button', { name: 'Cancel' }).click();
  await card.getByRole('link', { name: 'Start reviewing Cell biology' }).click();
  await expect(page).toHaveURL(/\/app\/flashcards\?/);
});

test('a browser that moved to another zone since its last visit is shown the sent card, then its own zone’s Today', async ({
  page,
}) => {
  await page.goto('/app/dashboard');
  await waitForHydration(page);
  await deckOfTwo(page, 'Genetics');
  // The zone named last time is not this browser's any more.
  await page
    .context()
    .addCookies([{ name: 'qd_tz', value: 'Asia/Tokyo', domain: '127.0.0.1', path: '/app' }]);
  const errors = pageErrorsOf(page);
  const asked = todayRequestsOf(page);
  const sent = await page.reload();
  // The card came rendered for the zone the cookie named.
  expect(await sent?.text()).toContain('"zone":"Asia/Tokyo"');
  await waitForHydration(page);
  await expect(page.getByTestId('today-card').getByTestId('today-decks')).toContainText('Genetics');
  expect(errors).toEqual([]);
  // Asked again at once, for the zone the browser is in, which the cookie now names.
  await expect
    .poll(() => asked.map((url) => new URL(url).searchParams.get('tz')))
    .toEqual(['Europe/Paris']);
  const zone = (await page.context().cookies()).find((cookie) => cookie.name === 'qd_tz');
  expect(zone?.value).toBe(encodeURIComponent('Europe/Paris'));
});
