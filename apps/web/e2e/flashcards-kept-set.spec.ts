import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';

// A generated set is kept from the moment it is shown: a reload or a visit to another tool in the
// middle of the quiz brings back the same cards at the same card with the same score, it can be
// saved as a deck from the first card, and a set already saved is never saved a second time.
// The exam date of a deck saves as soon as it is chosen and reads as a date in the browser's
// language (here German), not as YYYY-MM-DD.

const card = (page: Page) => page.getByTestId('quiz-card');
const progress = (page: Page) => page.getByTestId('quiz-progress');

async function answer(page: Page, correct: boolean) {
  await card(page).click();
  await page.getByRole('button', { name: correct ? /Got It Right!/ : /Didn't Know It/ }).click();
}

async function decks(page: Page): Promise<{ id: string; title: string; card_count: number }[]> {
  return (await page.request.get('/api/flashcards/decks')).json();
}

test.describe.configure({ timeout: 90_000 });

test('generated cards survive a reload and a visit elsewhere, and are saved once', async ({
  page,
}) => {
  const cards = Array.from({ length: 3 }, (_, i) => ({
    question: `Which river is number ${i + 1}?`,
    answer: `River ${i + 1}`,
  }));
  let generated = 0;
  await page.route('**/api/flashcards/generate', (route) => {
    generated += 1;
    return route.fulfill({ json: cards });
  });
  await page.goto('/app/flashcards');
  await page.getByLabel('Topic', { exact: true }).fill('Rivers');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(progress(page)).toHaveText('Card 1 of 3', { timeout: 20_000 });
  // Saving is offered with the first card, not only after the last.
  await expect(page.getByRole('button', { name: 'Save as deck' })).toBeVisible();
  await answer(page, true);
  await expect(progress(page)).toHaveText('Card 2 of 3');

  // Reload in the middle of the quiz: same set, same card, same score, nothing generated again.
  await page.reload();
  await expect(progress(page)).toHaveText('Card 2 of 3', { timeout: 20_000 });
  await expect(card(page)).toContainText('Which river is number 2?');
  await expect(page.getByTestId('quiz-score')).toHaveText('Score: 10');
  await expect(page.getByText('Your cards were kept: you are back at card 2 of 3.')).toBeVisible();
  expect(generated).toBe(1);

  // Save mid-quiz under its own title; the quiz goes on where it was.
  await page.getByLabel('Keep these cards as a deck').fill('Rivers of Europe');
  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/api/flashcards/decks') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save as deck' }).click();
  expect((await posted).status()).toBe(201);
  await expect(page.getByTestId('set-saved')).toContainText(
    'Saved in your decks as “Rivers of Europe”.',
  );
  await expect(progress(page)).toHaveText('Card 2 of 3');
  await expect(page.getByTestId('deck-list')).toContainText('Rivers of Europe');
  await page.screenshot({ path: '/tmp/shots/flashcards-kept-saved-mid-quiz.png', fullPage: true });

  // Leave for another tool and come back: still card 2, still saved (no second save offered).
  await page.getByRole('link', { name: 'Focus Timer' }).first().click();
  await expect(page).toHaveURL(/\/app\/pomodoro/);
  await page.goBack();
  await expect(progress(page)).toHaveText('Card 2 of 3', { timeout: 20_000 });
  await expect(page.getByTestId('set-saved')).toBeVisible();
  await answer(page, false);
  await expect(progress(page)).toHaveText('Card 3 of 3');

  // Reload once more, finish: the summary says where the deck is instead of saving a copy.
  await page.reload();
  await expect(progress(page)).toHaveText('Card 3 of 3', { timeout: 20_000 });
  await answer(page, true);
  await expect(page.getByRole('heading', { name: 'Session complete' })).toBeVisible();
  await expect(page.getByTestId('summary-accuracy')).toHaveText('67%');
  await expect(page.getByRole('button', { name: 'Save as deck' })).toHaveCount(0);
  await expect(page.getByTestId('set-saved')).toContainText('Rivers of Europe');
  expect(await seriousViolations(page)).toEqual([]);

  // The summary itself survives a reload too.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Session complete' })).toBeVisible({
    timeout: 20_000,
  });
  const saved = await decks(page);
  expect(saved.map((d) => [d.title, d.card_count])).toEqual([['Rivers of Europe', 3]]);

  // "Open the deck to edit cards" opens the one deck.
  await page.getByRole('button', { name: 'Open the deck to edit cards' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Rivers of Europe' })).toBeVisible();
  await expect(page.getByTestId('deck-cards').getByRole('listitem')).toHaveCount(3);

  // Study New Topic lets the set go: a reload now opens the setup stage.
  await page.getByRole('button', { name: 'Close deck' }).click();
  await page.getByRole('button', { name: 'Study New Topic' }).click();
  await page.reload();
  await expect(page.getByLabel('Topic', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(progress(page)).toHaveCount(0);
});

test('an unsaved set kept over a reload can be saved after it, once', async ({ page }) => {
  await page.route('**/api/flashcards/generate', (route) =>
    route.fulfill({ json: [{ question: 'Capital of Peru?', answer: 'Lima' }] }),
  );
  await page.goto('/app/flashcards');
  await page.getByLabel('Topic', { exact: true }).fill('Capitals');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await answer(page, true);
  await expect(page.getByRole('heading', { name: 'Session complete' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Session complete' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Save as deck' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Capitals' })).toBeVisible();
  await page.getByRole('button', { name: 'Close deck' }).click();
  await expect(page.getByTestId('set-saved')).toContainText('Capitals');
  await expect(page.getByRole('button', { name: 'Save as deck' })).toHaveCount(0);
  expect((await decks(page)).map((d) => d.title)).toEqual(['Capitals']);
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });

  test('the exam date saves when chosen and reads as a German date', async ({ page }) => {
    await page.goto('/app/flashcards');
    const created = await page.request.post('/api/flashcards/decks', {
      data: { title: 'Anatomie', cards: [{ question: 'Femur?', answer: 'Oberschenkelknochen' }] },
    });
    expect(created.status()).toBe(201);
    const deck = await created.json();
    await page.goto(`/app/flashcards?deck=${deck.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Anatomie' })).toBeVisible({
      timeout: 20_000,
    });
    // No button to press: choosing the date is saving it.
    await expect(page.getByRole('button', { name: /Set exam date/ })).toHaveCount(0);
    const patched = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().includes(deck.id),
    );
    await page.getByLabel('Exam date (optional)').fill('2030-06-15');
    const response = await patched;
    expect(response.status()).toBe(200);
    expect((await response.json()).exam_date).toBe('2030-06-15');
    await expect(page.getByTestId('exam-date-status')).toHaveText(
      'Exam on Samstag, 15. Juni 2030. Saved.',
    );
    await expect(page.getByTestId('deck-list')).toContainText('exam 15.06.2030');
    await expect(page.getByTestId('deck-list')).not.toContainText('2030-06-15');
    await page.screenshot({ path: '/tmp/shots/flashcards-exam-date-de.png', fullPage: true });

    // A reload (nothing else done) still has it: it was saved, not only shown.
    await page.reload();
    await expect(page.getByLabel('Exam date (optional)')).toHaveValue('2030-06-15', {
      timeout: 20_000,
    });
    await expect(page.getByTestId('exam-date-status')).toHaveText(
      'Exam on Samstag, 15. Juni 2030. Saved.',
    );

    // A new year typed digit by digit (the year is the field's last part in German and English
    // order alike): the half-typed years 2, 20 and 203 are not sent; 2031 is.
    const sent: unknown[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH') sent.push(r.postDataJSON());
    });
    const typed = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().includes(deck.id),
    );
    await page.getByLabel('Exam date (optional)').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2031');
    await typed;
    await expect(page.getByTestId('exam-date-status')).toHaveText(
      'Exam on Sonntag, 15. Juni 2031. Saved.',
    );
    expect(sent).toEqual([{ exam_date: '2031-06-15' }]);

    // Clearing is saved at once too.
    await page.getByRole('button', { name: 'Clear exam date' }).click();
    await expect(page.getByTestId('exam-date-status')).toHaveText('No exam date.');
    expect(
      (await (await page.request.get(`/api/flashcards/decks/${deck.id}`)).json()).exam_date,
    ).toBe(null);
  });
});

test('a save still on its way when the last card is answered is not offered again', async ({
  page,
}) => {
  await page.route('**/api/flashcards/generate', (route) =>
    route.fulfill({
      json: [{ question: 'Longest river in Africa?', answer: 'The Nile' }],
    }),
  );
  // Hold the save back until the quiz has moved on to its summary.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/flashcards/decks', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await held;
    return route.continue();
  });
  await page.goto('/app/flashcards');
  await page.getByLabel('Topic', { exact: true }).fill('Rivers');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(progress(page)).toHaveText('Card 1 of 1', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Save as deck' }).click();
  await answer(page, true);
  await expect(page.getByRole('heading', { name: 'Session complete' })).toBeVisible();
  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/api/flashcards/decks') && r.request().method() === 'POST',
  );
  release();
  expect((await posted).status()).toBe(201);
  await expect(page.getByTestId('set-saved')).toContainText('Saved in your decks as “Rivers”.');
  await expect(page.getByRole('button', { name: 'Save as deck' })).toHaveCount(0);
  expect((await decks(page)).filter((d) => d.title === 'Rivers')).toHaveLength(1);
});
