import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';

// Reviews in the timer, walked as a student would: a plan for an exam with its deck linked, the
// timer opened for its first task, a Review session on that deck chosen on the timer screen, the
// due cards rated beside the running timer, the pomodoro finished on the page's clock, and the
// cards and the pomodoro then counted for the task (on the plan) and for Today.

const MIN = 60_000;
// The page's clock starts hours in the past: the real server refuses phase times in its future.
const T0 = Date.now() - 4 * 60 * MIN;
const GOAL = 'Pass my physics exam in 10 days';

test.use({ timezoneId: 'UTC', locale: 'en-GB' });
test.describe.configure({ timeout: 120_000 });

async function allSent(page: Page) {
  await expect(page.getByTestId('timer-card')).toHaveAttribute('data-unsynced', '0', {
    timeout: 15_000,
  });
}

test('a Review session beside the timer counts its cards and its pomodoro for the task and for Today', async ({
  page,
}) => {
  await page.clock.install({ time: T0 });
  await page.goto('/app/dashboard');
  const made = await page.request.post('/api/ai/planner/generate', {
    data: { goal_description: GOAL, items: ['Forces', 'Energy', 'Waves'], hours_per_day: 2 },
  });
  expect(made.status()).toBe(201);
  const planId = (await made.json()).plan_id as string;
  const deck = await page.request.post('/api/flashcards/decks', {
    data: {
      title: 'Physics',
      cards: [1, 2, 3].map((i) => ({ question: `Physics question ${i}?`, answer: `Answer ${i}` })),
    },
  });
  expect(deck.status()).toBe(201);
  const deckId = (await deck.json()).id as string;
  const linked = await page.request.patch(`/api/flashcards/decks/${deckId}`, {
    data: { plan_id: planId },
  });
  expect(linked.ok()).toBe(true);
  // Today offers the deck's review on its own and beside the timer.
  await page.goto('/app/dashboard');
  await expect(
    page.getByTestId('today-card').getByRole('link', { name: 'Review Physics with the timer' }),
  ).toHaveAttribute('href', `/app/pomodoro?deck=${deckId}`);

  // The plan's first task opens the timer for it, as its Start does on Today.
  const plan = await (await page.request.get(`/api/planner/plans/${planId}`)).json();
  const task = plan.tasks[0].title as string;
  const params = new URLSearchParams({ task, plan: planId, task_index: '0' });
  await page.goto(`/app/pomodoro?${params.toString()}`);
  await expect(page.getByLabel('Task Name')).toHaveValue(task);

  // The plan's deck is offered first; the Review session starts the timer on it.
  await page.getByRole('button', { name: 'Review a deck with the timer' }).click();
  const picker = page.getByTestId('review-picker');
  await expect(picker.getByLabel('Deck').locator('option:checked')).toHaveText(
    'Physics (3 due) · this plan',
  );
  await picker.getByRole('button', { name: 'Start Review session' }).click();
  await expect(page.getByTestId('timer-mode')).toHaveText('Focus Time');
  await allSent(page);

  // The due cards beside the running timer, rated with the review's own buttons.
  const review = page.getByTestId('review-beside-timer');
  for (let i = 0; i < 3; i++) {
    await expect(review.getByTestId('review-card')).toBeVisible();
    await review.getByRole('button', { name: /^Show answer/ }).click();
    // Easy: a new card rated Good would come back after a 10-minute learning step.
    await review
      .getByRole('group', { name: 'How well did you know it?' })
      .getByRole('button', { name: /^Easy/ })
      .click();
  }
  await expect(review.getByTestId('review-done')).toHaveText('All caught up: 3 reviewed.');

  // Paused only now: React Query hands a response to the page on a zero-delay timer, which a
  // paused clock never fires, so the due cards could stay "Loading" while it was paused. The
  // few real seconds the ratings took count toward the focus phase.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  // The pomodoro ends while the cards are done.
  await page.clock.runFor(MIN + 1_000);
  await page.clock.fastForward(24 * MIN);
  await expect(page.getByTestId('timer-mode')).toHaveText('Short Break');
  await allSent(page);
  // axe waits on the page's timers: they run again.
  await page.clock.resume();
  expect(await seriousViolations(page)).toEqual([]);

  // The task counts the pomodoro and the three cards; the plan shows them beside the estimate.
  const progress = await (
    await page.request.get(`/api/study/plans/${planId}/progress?tz=UTC`)
  ).json();
  const spent = (
    progress.tasks as { task_index: number; pomodoros: number; cards_reviewed: number }[]
  ).find((t) => t.task_index === 0)!;
  expect(spent).toMatchObject({ pomodoros: 1, cards_reviewed: 3 });
  await page.goto(`/app/ai-planner?plan=${planId}`);
  await expect(page.getByTestId('plan-task').filter({ hasText: task })).toContainText(
    '(1 pomodoro) · 3 cards reviewed',
  );

  // Today: the cards reviewed, and the deck has nothing left due.
  await page.goto('/app/dashboard');
  const today = page.getByTestId('today-card');
  await expect(today).toContainText('Cards reviewed today: 3');
  await expect(today.getByRole('link', { name: 'Start reviewing Physics' })).toHaveCount(0);

  // Beside the timer, "Back to deck" opens the deck on the flashcards screen.
  await page.goto('/app/pomodoro');
  await page
    .getByTestId('review-beside-timer')
    .getByRole('button', { name: 'Back to deck' })
    .click();
  await expect(page).toHaveURL(`/app/flashcards?deck=${deckId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Physics' })).toBeVisible();
});
