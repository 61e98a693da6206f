import { expect, test } from '@playwright/test';

// A card rated Again stays in the review: it comes back once its learning step (1 minute) is due,
// as in Anki, and the wait is shown meanwhile. The page's clock moves the minute on.

test.describe.configure({ timeout: 60_000 });

test('a card rated Again comes back in the same review after its step', async ({ page }) => {
  await page.clock.install();
  await page.goto('/app/flashcards');
  const created = await page.request.post('/api/flashcards/decks', {
    data: {
      title: 'Organic chemistry',
      cards: [
        { question: 'What is a benzene ring?', answer: 'Six carbons in an aromatic ring' },
        { question: 'What is an ester?', answer: 'R-COO-R' },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const deck = await created.json();
  await page.goto(`/app/flashcards?deck=${deck.id}&review=1`);

  const card = page.getByTestId('review-card');
  const ratings = page.getByRole('group', { name: 'How well did you know it?' });
  await expect(page.getByTestId('review-progress')).toHaveText('1 of 2', { timeout: 20_000 });
  await expect(card).toContainText('What is a benzene ring?');
  await page.getByRole('button', { name: /Show answer/ }).click();
  const rated = page.waitForResponse((r) => r.url().includes('/reviews') && r.status() === 200);
  await ratings.getByRole('button', { name: /Again/ }).click();
  await rated;

  await expect(card).toContainText('What is an ester?');
  await expect(page.getByTestId('review-progress')).toContainText('1 coming back');
  await page.getByRole('button', { name: /Show answer/ }).click();
  await ratings.getByRole('button', { name: /Easy/ }).click();

  // Only the missed card is left: not "All caught up", but the wait until it returns.
  const waiting = page.getByTestId('review-waiting');
  await expect(waiting).toContainText('1 card is coming back in');
  await expect(page.getByTestId('review-done')).toHaveCount(0);
  await page.clock.runFor(30_000);
  await expect(waiting).toContainText(/in 0:[23]\d/);
  await page.screenshot({ path: '/tmp/shots/flashcards-review-waiting.png' });

  await page.clock.runFor(31_000);
  await expect(card).toContainText('What is a benzene ring?');
  await expect(page.getByTestId('review-progress')).toHaveText('3 of 3');
  await page.getByRole('button', { name: /Show answer/ }).click();
  // Its buttons name the next learning steps.
  await expect(ratings.getByRole('button', { name: /Good/ })).toContainText('10m');
  await ratings.getByRole('button', { name: /Easy/ }).click();
  await expect(page.getByTestId('review-done')).toHaveText('All caught up: 3 reviewed.');
});
