import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';

// Progress you can see, walked as a student would: a deck studied for an exam plan, its cards
// reviewed from Today, and the year heatmap and the 30-day forecast changing on the flashcards
// screen and on the plan; then a deck deleted (in "another tab") in the middle of its review.

test.use({ timezoneId: 'UTC', locale: 'en-GB' });
test.describe.configure({ timeout: 120_000 });

const GOAL = 'Pass my biology exam in 10 days';
const today = () => new Date().toISOString().slice(0, 10);

async function deckWith(page: Page, title: string, cards: number): Promise<string> {
  const made = await page.request.post('/api/flashcards/decks', {
    data: {
      title,
      cards: Array.from({ length: cards }, (_, i) => ({
        question: `${title} question ${i + 1}?`,
        answer: `Answer ${i + 1}`,
      })),
    },
  });
  expect(made.status()).toBe(201);
  return (await made.json()).id as string;
}

async function rateAllEasy(page: Page, count: number) {
  for (let i = 0; i < count; i++) {
    await expect(page.getByTestId('review-card')).toBeVisible();
    await page.keyboard.press('Space');
    // Easy (4): a new card rated Good would come back after a 10-minute learning step.
    await page.keyboard.press('4');
  }
  await expect(page.getByTestId('review-done')).toHaveText(`All caught up: ${count} reviewed.`);
}

test('a review from Today changes the heatmap and the forecast, on the flashcards screen and on the plan', async ({
  page,
}) => {
  // The plan of an exam, and a deck of three cards for it, linked from the plan.
  await page.goto('/app/dashboard');
  const made = await page.request.post('/api/ai/planner/generate', {
    data: { goal_description: GOAL, items: ['Cells', 'Genetics', 'Evolution'], hours_per_day: 2 },
  });
  expect(made.status()).toBe(201);
  const planId = (await made.json()).plan_id as string;
  await deckWith(page, 'Biology', 3);

  await page.goto(`/app/ai-planner?plan=${planId}`);
  const decksForPlan = page.getByTestId('plan-decks');
  await expect(decksForPlan).toContainText('Link the deck you study for this exam');
  // No deck linked yet: no charts on this plan.
  await expect(page.getByTestId('study-heatmap')).toHaveCount(0);
  await decksForPlan.getByLabel('Deck').selectOption({ label: 'Biology' });
  await decksForPlan.getByRole('button', { name: 'Link deck' }).click();
  await expect(decksForPlan.getByRole('listitem')).toHaveText(/Biology/);
  const forecast = page.getByTestId('due-forecast');
  await expect(forecast.getByTestId('forecast-summary')).toHaveText(
    /^Biology: 3 cards due in the next 30 days, 3 today;/,
  );
  await expect(page.getByTestId('heatmap-summary')).toHaveText(
    '0 study days in the last year: 0 min of focus and 0 cards reviewed.',
  );

  // Today offers the deck; its Start opens the review, done from the keyboard.
  await page.goto('/app/dashboard');
  const deckRow = page
    .getByTestId('today-decks')
    .getByRole('listitem')
    .filter({ hasText: 'Biology' });
  await expect(deckRow).toContainText('3 cards due');
  await deckRow.getByRole('link', { name: 'Start reviewing Biology' }).click();
  await expect(page).toHaveURL(/\/app\/flashcards\?deck=.*review=1/);
  await rateAllEasy(page, 3);

  // The same screen's charts moved: today is a study day, and nothing is due today any more.
  const heatmap = page.getByTestId('study-heatmap');
  await expect(heatmap.getByTestId('heatmap-summary')).toHaveText(
    '1 study day in the last year: 0 min of focus and 3 cards reviewed.',
  );
  await expect(heatmap.locator(`[data-day="${today()}"]`)).toHaveAttribute('data-level', '1');
  await expect(forecast.getByTestId('forecast-summary')).toHaveText(
    /^Biology: 3 cards due in the next 30 days, 0 today;/,
  );

  // The table beside each picture, from the keyboard: the same figures as text.
  const heatmapToggle = heatmap.getByRole('button', { name: 'Show as table' });
  await heatmapToggle.focus();
  await page.keyboard.press('Enter');
  await expect(heatmap.getByRole('button', { name: 'Hide table' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const row = heatmap.getByRole('row').nth(1);
  await expect(row.getByRole('rowheader')).toContainText(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(
      new Date(),
    ),
  );
  await expect(row.getByRole('cell')).toHaveText(['0 min', '3']);
  await forecast.getByRole('button', { name: 'Show as table' }).click();
  await expect(forecast.getByRole('row')).toHaveCount(31);
  await expect(forecast.getByRole('row').nth(1).getByRole('cell')).toHaveText('0');
  expect(await seriousViolations(page)).toEqual([]);
  await heatmap.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: '/tmp/shots/loop-progress-flashcards-desktop.png',
    fullPage: true,
  });

  // On the plan too, the same day counted.
  await page.goto(`/app/ai-planner?plan=${planId}`);
  await expect(page.getByTestId('heatmap-summary')).toHaveText(
    '1 study day in the last year: 0 min of focus and 3 cards reviewed.',
  );
  await expect(page.getByTestId('forecast-summary')).toContainText('0 today');

  // Phone, dark: the heatmap scrolls inside its own box, the page does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.getByTestId('study-heatmap').scrollIntoViewIfNeeded();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/shots/loop-progress-plan-phone-dark.png', fullPage: true });
  await page
    .getByTestId('study-progress')
    .screenshot({ path: '/tmp/shots/loop-progress-charts-phone-dark.png' });
});

test('a deck deleted in another tab mid-review: the review says it is gone, and Today forgets it', async ({
  page,
}) => {
  await page.goto('/app/dashboard');
  const deckId = await deckWith(page, 'Chemistry', 2);
  await page.reload();
  const deckRow = page
    .getByTestId('today-decks')
    .getByRole('listitem')
    .filter({ hasText: 'Chemistry' });
  await deckRow.getByRole('link', { name: 'Start reviewing Chemistry' }).click();
  await expect(page.getByTestId('review-card')).toContainText('Chemistry question 1?');

  // "Another tab" (same guest, same cookies) deletes the deck.
  expect((await page.request.delete(`/api/flashcards/decks/${deckId}`)).status()).toBe(204);
  await page.keyboard.press('Space');
  await page.keyboard.press('4');
  const gone = page.getByTestId('review-deck-gone');
  await expect(gone).toContainText('This deck no longer exists');
  await expect(page.getByText('A rating could not be saved')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Back to deck' })).toHaveCount(0);
  await gone.getByRole('button', { name: 'Back to your decks' }).click();
  await expect(page).toHaveURL(/\/app\/flashcards$/);

  // Opened again from an old link (Today before it refreshed), the review says the same.
  await page.goto(`/app/flashcards?deck=${deckId}&review=1`);
  await expect(page.getByTestId('review-deck-gone')).toBeVisible();
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('today-card')).not.toContainText('Chemistry');
});
