import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type Route } from '@playwright/test';
import { seriousViolations } from './axe';

// Flashcards against the real server and its built-in offline engine: the three quiz stages,
// every generation message of docs/product.md §8 (with the endpoint made to fail), streak tiers,
// the three summary messages, saved decks with a due review (and a card rated meanwhile in another
// tab), managing a saved deck, cards from pasted notes, and the mind-map hand-off.

const topicInput = (page: Page) => page.getByLabel('Topic', { exact: true });
const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate', exact: true });
const card = (page: Page) => page.getByTestId('quiz-card');
const gotIt = (page: Page) => page.getByRole('button', { name: /Got It Right!/ });
const didnt = (page: Page) => page.getByRole('button', { name: /Didn't Know It/ });
const alert = (page: Page) => page.getByTestId('generate-error');

async function answer(page: Page, correct: boolean) {
  await card(page).click();
  await (correct ? gotIt(page) : didnt(page)).click();
}

async function fakeCards(page: Page, n: number) {
  const cards = Array.from({ length: n }, (_, i) => ({
    question: `Question ${i + 1}?`,
    answer: `Answer ${i + 1}`,
  }));
  await page.route('**/api/flashcards/generate', (route) => route.fulfill({ json: cards }));
}

// Long flows (a dozen cards, each with its 300 ms advance) on a shared 2-core runner.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await page.goto('/app/flashcards');
  await expect(page.getByRole('heading', { level: 1, name: 'Flashcards' })).toBeVisible({
    timeout: 20_000,
  });
});

test('setup → active → summary with cards from the offline engine', async ({ page }) => {
  await expect(generateButton(page)).toBeDisabled();
  let sent: unknown;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/flashcards/generate')) sent = r.postDataJSON();
  });
  await topicInput(page).fill('  neuron  ');
  await expect(generateButton(page)).toBeEnabled();
  await topicInput(page).press('Enter');
  await expect(page.getByTestId('quiz-progress')).toHaveText('Card 1 of 5', { timeout: 20_000 });
  expect(sent).toEqual({ topic: '  neuron  ', count: 5 });
  await page.screenshot({ path: '/tmp/shots/flashcards-active-desktop.png' });

  // The card flips once and not back.
  await expect(page.getByTestId('quiz-answer')).toHaveCount(0);
  await card(page).click();
  await expect(page.getByTestId('quiz-answer')).toBeVisible();
  await expect(card(page)).toHaveAttribute('aria-disabled', 'true');
  // force: a flipped card is aria-disabled, which Playwright would otherwise wait out.
  await card(page).click({ force: true });
  await expect(page.getByTestId('quiz-answer')).toBeVisible();
  await expect(card(page)).toHaveAttribute('data-flipped', 'true');
  await page.screenshot({ path: '/tmp/shots/flashcards-flipped-desktop.png' });

  await gotIt(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Correct' })).toHaveText(
    '🎉 Correct! Keep it up!',
  );
  await expect(page.getByTestId('quiz-progress')).toHaveText('Card 2 of 5');
  await expect(page.getByTestId('quiz-score')).toHaveText('Score: 10');
  await expect(card(page)).toHaveAttribute('data-flipped', 'false');
  await answer(page, false);
  await expect(page.getByTestId('quiz-progress')).toHaveText('Card 3 of 5');
  await expect(page.getByTestId('quiz-score')).toHaveText('Score: 15');
  await expect(page.getByTestId('quiz-streak')).toContainText('Streak: 0');
  await answer(page, true);
  await expect(page.getByTestId('quiz-progress')).toHaveText('Card 4 of 5');
  await answer(page, true);
  await expect(page.getByTestId('quiz-progress')).toHaveText('Card 5 of 5');
  await answer(page, true);

  // 4 of 5 = 80 %.
  await expect(page.getByTestId('summary-accuracy')).toHaveText('80%');
  await expect(page.getByTestId('summary-message')).toHaveText(
    "Excellent work! You've mastered this topic. Ready for a new challenge?",
  );
  await expect(page.getByText('4 of 5 correct · Score 45')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/flashcards-summary-desktop.png', fullPage: true });

  // Study Again: same cards, fresh score.
  await page.getByRole('button', { name: 'Study Again' }).click();
  await expect(page.getByTestId('quiz-progress')).toHaveText('Card 1 of 5');
  await expect(page.getByTestId('quiz-score')).toHaveText('Score: 0');
  await expect(page.getByTestId('quiz-streak')).toContainText('Streak: 0');
  for (let i = 1; i <= 5; i++) {
    await expect(page.getByTestId('quiz-progress')).toHaveText(`Card ${i} of 5`);
    await answer(page, false);
  }
  await expect(page.getByTestId('summary-accuracy')).toHaveText('0%');

  // Study New Topic resets everything, the topic included.
  await page.getByRole('button', { name: 'Study New Topic' }).click();
  await expect(topicInput(page)).toHaveValue('');
  await expect(generateButton(page)).toBeDisabled();
});

test('the summary message at 60 % and below 60 %', async ({ page }) => {
  await fakeCards(page, 5);
  await topicInput(page).fill('anything');
  await generateButton(page).click();
  const run = async (results: boolean[]) => {
    for (const [i, correct] of results.entries()) {
      await expect(page.getByTestId('quiz-progress')).toHaveText(`Card ${i + 1} of 5`);
      await answer(page, correct);
    }
  };
  await run([true, true, true, false, false]);
  await expect(page.getByTestId('summary-accuracy')).toHaveText('60%');
  await expect(page.getByTestId('summary-message')).toHaveText(
    'Good progress! Try again to improve your score.',
  );
  await page.getByRole('button', { name: 'Study Again' }).click();
  await run([true, false, false, false, true]);
  await expect(page.getByTestId('summary-accuracy')).toHaveText('40%');
  await expect(page.getByTestId('summary-message')).toHaveText(
    'Keep practicing! Every attempt makes you stronger.',
  );
});

test('streak tiers: hot from 3, fire from 5, legendary from 10; points never change', async ({
  page,
}) => {
  await fakeCards(page, 12);
  await topicInput(page).fill('anything');
  await generateButton(page).click();
  const tier = page.getByTestId('streak-tier');
  const expectations: Record<number, string> = {
    2: '',
    3: 'Hot streak!',
    4: 'Hot streak!',
    5: "You're on fire!",
    9: "You're on fire!",
    10: 'Legendary!',
    11: 'Legendary!',
  };
  for (let n = 1; n <= 11; n++) {
    await answer(page, true);
    await expect(page.getByTestId('quiz-progress')).toHaveText(`Card ${n + 1} of 12`);
    await expect(page.getByTestId('quiz-score')).toHaveText(`Score: ${n * 10}`);
    const label = expectations[n];
    if (label === '') await expect(tier).toHaveCount(0);
    else if (label) await expect(tier).toHaveText(new RegExp(label.replace(/[!?]/g, '\\$&')));
  }
  await page.screenshot({ path: '/tmp/shots/flashcards-legendary.png' });
  await answer(page, false);
  await expect(page.getByTestId('summary-accuracy')).toHaveText('92%');
});

test('every generation message of docs/product.md §8', async ({ page }) => {
  // Blank: Generate is disabled and Enter says why.
  await topicInput(page).fill('   ');
  await expect(generateButton(page)).toBeDisabled();
  await topicInput(page).press('Enter');
  await expect(alert(page)).toHaveText('Please enter a topic.');

  // `paste`: the topic itself gave nothing, so pasting one's own text is offered.
  const scenarios: {
    name: string;
    handle: (route: Route) => Promise<void>;
    message: string;
    paste?: boolean;
  }[] = [
    {
      name: '429',
      handle: (r) =>
        r.fulfill({ status: 429, json: { detail: 'Slow down.' }, headers: { 'retry-after': '5' } }),
      message: '⏱️ API quota reached. Please wait a moment and try again.',
    },
    {
      name: '504',
      handle: (r) => r.fulfill({ status: 504, json: { detail: 'Too slow.' } }),
      message: '⌛ Request timed out. Try a simpler topic or try again.',
    },
    {
      name: '503',
      handle: (r) => r.fulfill({ status: 503, json: { detail: 'Down.' } }),
      message: '🔧 Service temporarily unavailable. Please try again in a few seconds.',
    },
    {
      name: '500 with detail',
      handle: (r) => r.fulfill({ status: 500, json: { detail: 'The model answered nonsense.' } }),
      message: 'The model answered nonsense.',
    },
    {
      name: '502 without detail',
      handle: (r) =>
        r.fulfill({ status: 502, body: '<html>bad gateway</html>', contentType: 'text/html' }),
      message: 'Failed to generate flashcards. Please try again.',
    },
    {
      name: 'network',
      handle: (r) => r.abort('internetdisconnected'),
      message: '🌐 Connection error. Please check your internet connection.',
    },
    {
      name: 'unreadable',
      handle: (r) => r.fulfill({ status: 200, body: 'not json', contentType: 'application/json' }),
      message: '❌ Something went wrong. Please try again.',
    },
    {
      name: 'empty',
      handle: (r) => r.fulfill({ json: [] }),
      message: 'No flashcards were generated. Please try a different topic.',
      paste: true,
    },
    {
      name: 'not an array',
      handle: (r) => r.fulfill({ json: { cards: [{ question: 'q', answer: 'a' }] } }),
      message: 'No flashcards were generated. Please try a different topic.',
      paste: true,
    },
  ];
  await topicInput(page).fill('photosynthesis');
  for (const scenario of scenarios) {
    await page.unroute('**/api/flashcards/generate');
    await page.route('**/api/flashcards/generate', scenario.handle);
    await generateButton(page).click();
    await expect(alert(page).locator('p'), scenario.name).toHaveText(scenario.message);
    await expect(
      alert(page).getByRole('button', { name: 'Paste the text instead' }),
      scenario.name,
    ).toHaveCount(scenario.paste ? 1 : 0);
    await expect(topicInput(page)).toBeVisible();
  }
  await page.screenshot({ path: '/tmp/shots/flashcards-error.png' });
});

test('a refusal with candidates offers them, and one click generates with its label', async ({
  page,
}) => {
  const topics: string[] = [];
  await page.route('**/api/flashcards/generate', async (route) => {
    const { topic } = route.request().postDataJSON() as { topic: string };
    topics.push(topic);
    if (topic === 'bank') {
      return route.fulfill({
        status: 422,
        json: {
          detail: 'Which “bank” do you mean?',
          candidates: [
            { label: 'bank (river)', gloss: 'sloping land beside a body of water' },
            { label: 'bank (finance)', gloss: 'a financial institution' },
          ],
        },
      });
    }
    return route.fulfill({ json: [{ question: `About ${topic}?`, answer: 'Yes' }] });
  });
  await topicInput(page).fill('bank');
  await generateButton(page).click();
  await expect(alert(page).getByText('Which “bank” do you mean?')).toBeVisible();
  await alert(page)
    .getByRole('button', { name: /bank \(finance\)/ })
    .click();
  await expect(page.getByTestId('quiz-card')).toContainText('About bank (finance)?');
  expect(topics).toEqual(['bank', 'bank (finance)']);
});

test('save a generated set as a deck, review what is due, quiz it, export and import', async ({
  page,
}) => {
  await fakeCards(page, 3);
  await topicInput(page).fill('Capitals');
  await generateButton(page).click();
  for (let i = 0; i < 3; i++) {
    await expect(page.getByTestId('quiz-progress')).toHaveText(`Card ${i + 1} of 3`);
    await answer(page, true);
  }
  // Saving is offered from the first card; here the finished set is saved from the summary.
  await expect(page.getByRole('heading', { name: 'Session complete' })).toBeVisible();
  await page.getByRole('button', { name: 'Save as deck' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Capitals' })).toBeVisible();
  await expect(page.getByTestId('deck-list')).toContainText('3 cards · 3 due');
  await expect(page.getByTestId('deck-cards').getByRole('listitem')).toHaveCount(3);

  // Due review with each button naming its interval; keys 1–4 rate.
  await page.getByRole('button', { name: 'Review due cards (3)' }).click();
  await expect(page.getByRole('heading', { name: 'Due today' })).toBeVisible();
  await expect(page.getByTestId('review-progress')).toHaveText('1 of 3');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('review-answer')).toHaveText('Answer 1');
  const group = page.getByRole('group', { name: 'How well did you know it?' });
  await expect(group.getByRole('button')).toHaveText([
    /Again.*1m/,
    /Hard.*6m/,
    /Good.*10m/,
    /Easy.*\dd/,
  ]);
  await page.screenshot({ path: '/tmp/shots/flashcards-review-desktop.png' });
  const rated = page.waitForResponse((r) => r.url().includes('/reviews') && r.status() === 200);
  await page.keyboard.press('4');
  await rated;
  await expect(page.getByTestId('review-progress')).toHaveText('2 of 3');
  await page.keyboard.press('Space');
  await group.getByRole('button', { name: /Again/ }).click();
  // Once the rating is saved, the card rated Again is also counted as coming back.
  await expect(page.getByTestId('review-progress')).toHaveText(/^3 of 3( · 1 coming back)?$/);
  await page.keyboard.press('Space');
  await page.keyboard.press('4');
  // The card rated Again comes back in this review after its 1-minute step (walked through with
  // the page clock in flashcards-learning-steps.spec.ts); meanwhile the wait is shown.
  await expect(page.getByTestId('review-waiting')).toContainText('1 card is coming back in');
  await page.getByRole('button', { name: 'Back to deck' }).click();
  await expect(page.getByTestId('deck-list')).toContainText('3 cards · 0 due');

  // Quiz of the saved deck teaches the scheduler too.
  await page.unroute('**/api/flashcards/generate');
  const quizReview = page.waitForRequest(
    (r) => r.url().includes('/reviews') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Quiz this deck' }).click();
  await answer(page, false);
  expect((await quizReview).postDataJSON()).toEqual({ rating: 'again', source: 'quiz' });

  // Export as Anki text, then import the same file back.
  await page
    .getByTestId('deck-list')
    .getByRole('button', { name: /Capitals/ })
    .click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Anki text' }).click();
  const file = await (await download).path();
  const text = await readFile(file, 'utf8');
  expect(text.split('\n').slice(0, 4)).toEqual([
    '#separator:tab',
    '#html:true',
    '#columns:Front\tBack',
    'Question 1?\tAnswer 1',
  ]);
  await page.getByLabel('File').setInputFiles({
    name: 'capitals.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(`${text}only one field\n`),
  });
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('import-result')).toContainText(
    'Imported 3 cards into “capitals”. Skipped 1 line:',
  );
  await expect(page.getByTestId('import-result')).toContainText(
    'Line 7: it has one field; a card needs two',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'capitals' })).toBeVisible();
});

test('phone, dark mode, keyboard only, axe clean', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await page.goto('/app/flashcards');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/shots/flashcards-setup-phone-dark.png', fullPage: true });

  await topicInput(page).focus();
  await page.keyboard.type('光合作用');
  await page.keyboard.press('Enter');
  // The offline engine has no CJK dictionary: it says so rather than invent cards.
  await expect(alert(page)).toContainText('光合作用');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('neuron');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('quiz-progress')).toHaveText('Card 1 of 5', { timeout: 20_000 });
  await expect(card(page)).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('quiz-answer')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/shots/flashcards-active-phone-dark.png', fullPage: true });
  for (let i = 0; i < 5; i++) {
    if (i > 0) {
      await expect(page.getByTestId('quiz-progress')).toHaveText(`Card ${i + 1} of 5`);
      await page.keyboard.press('Space');
    }
    await page.keyboard.press(i % 2 === 0 ? '2' : '1');
  }
  await expect(page.getByTestId('summary-accuracy')).toHaveText('60%');
  await expect(page.getByRole('heading', { name: 'Session complete' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/shots/flashcards-summary-phone-dark.png', fullPage: true });
});

test('a mind-map branch handed over becomes cards to study', async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem(
      'qd:v1:handoff:flashcards',
      JSON.stringify({
        source: 'mind-map',
        title: 'Cells',
        text: '- Cell\n  - Nucleus\n    - DNA\n  - Membrane',
        createdAt: Date.now(),
      }),
    );
  });
  await page.goto('/app/flashcards?from=handoff');
  const handoff = page.getByTestId('handoff');
  await expect(handoff).toContainText('From your mind map “Cells”');
  await expect(handoff).toContainText('2 cards');
  await handoff.getByRole('button', { name: 'Study these cards' }).click();
  await expect(page.getByTestId('quiz-card')).toContainText('What comes under “Cell”?');
  await card(page).click();
  await expect(page.getByTestId('quiz-answer')).toHaveText('Nucleus\nMembrane');
});

test('cards from pasted notes in several languages: generate, go through them, save a deck', async ({
  page,
}) => {
  await page.getByRole('tab', { name: 'From your notes' }).click();
  await expect(page.getByText('It cannot add facts, explain, or check')).toBeVisible();
  await expect(generateButton(page)).toBeDisabled();
  await page
    .getByLabel('Your notes')
    .fill(
      [
        'Photosynthesis is the process by which plants turn light into sugar.',
        "Mitochondrion: the organelle that produces most of the cell's energy.",
        'La photosynthèse est le processus par lequel les plantes transforment la lumière en sucre.',
        'Die Mitochondrie ist das Kraftwerk der Zelle.',
      ].join('\n'),
    );
  await page
    .getByRole('form', { name: 'Make flashcards' })
    .getByRole('combobox')
    .selectOption('10');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/flashcards/generate-from-notes'));
  await generateButton(page).click();
  expect((await sent).postDataJSON()).toMatchObject({ count: 10 });
  await expect(page.getByTestId('quiz-progress')).toHaveText(/^Card 1 of \d+$/, {
    timeout: 20_000,
  });
  const total = Number(
    /of (\d+)/.exec((await page.getByTestId('quiz-progress').textContent())!)![1],
  );
  // Fewer than asked: the assistant says so instead of padding the set.
  expect(total).toBeLessThan(10);
  await expect(page.getByText(`you asked for 10`)).toBeVisible();

  // Go through every proposed card: definitions become questions, key terms become blanks,
  // in English, French and German alike.
  const seen: { question: string; answer: string }[] = [];
  for (let i = 1; i <= total; i++) {
    await expect(page.getByTestId('quiz-progress')).toHaveText(`Card ${i} of ${total}`);
    const question = (await card(page).textContent())!;
    await card(page).click();
    const answerText = (await page.getByTestId('quiz-answer').textContent())!;
    seen.push({ question, answer: answerText });
    await gotIt(page).click();
  }
  const joined = seen.map((c) => `${c.question} → ${c.answer}`).join('\n');
  expect(joined).toContain('What is Photosynthesis?');
  expect(joined).toContain('The process by which plants turn light into sugar');
  expect(joined).toMatch(/Die Mitochondrie ist das _____\..*→ Kraftwerk der Zelle/);
  expect(joined).toMatch(/La photosynthèse est le .*_____.* → \S+/);
  await expect(page.getByTestId('summary-accuracy')).toHaveText('100%');

  // Keep them as a deck: it opens with every card, marked as coming from notes.
  const saved = page.waitForRequest(
    (r) => r.url().endsWith('/api/flashcards/decks') && r.method() === 'POST',
  );
  await page.getByLabel('Keep these cards as a deck').fill('Biology notes');
  await page.getByRole('button', { name: 'Save as deck' }).click();
  expect((await saved).postDataJSON()).toMatchObject({ title: 'Biology notes', source: 'notes' });
  await expect(page.getByRole('heading', { level: 2, name: 'Biology notes' })).toBeVisible();
  await expect(page.getByTestId('deck-list')).toContainText(`${total} cards · ${total} due`);
  const items = page.getByTestId('deck-cards').getByRole('listitem');
  await expect(items).toHaveCount(total);
  await expect(page.getByTestId('deck-cards')).toContainText('Die Mitochondrie ist das _____.');
  await expect(page.getByTestId('deck-cards')).toContainText('Kraftwerk der Zelle');
});

test('a card rated meanwhile in another tab: the review says so and goes on fresh', async ({
  page,
}) => {
  await fakeCards(page, 3);
  await topicInput(page).fill('Rivers');
  await generateButton(page).click();
  for (let i = 0; i < 3; i++) await answer(page, true);
  // Saving is offered from the first card; here the finished set is saved from the summary.
  await expect(page.getByRole('heading', { name: 'Session complete' })).toBeVisible();
  await page.getByRole('button', { name: 'Save as deck' }).click();
  await page.getByRole('button', { name: 'Review due cards (3)' }).click();
  await expect(page.getByTestId('review-progress')).toHaveText('1 of 3');
  await expect(page.getByTestId('review-card')).toContainText('Question 1?');

  // "Another tab" (same guest, same cookies) rates the first card while this one shows it.
  const decks: { id: string; title: string }[] = await (
    await page.request.get('/api/flashcards/decks')
  ).json();
  const deckId = decks.find((d) => d.title === 'Rivers')!.id;
  const due = await (await page.request.get(`/api/flashcards/decks/${deckId}/due`)).json();
  const first = await page.request.post(
    `/api/flashcards/decks/${deckId}/cards/${due.cards[0].id}/reviews`,
    { data: { rating: 'easy', expected_reps: 0 } },
  );
  expect(first.status()).toBe(200);

  const conflict = page.waitForResponse((r) => r.url().includes('/reviews'));
  await page.keyboard.press('Space');
  await page.keyboard.press('3');
  expect((await conflict).status()).toBe(409);
  await expect(page.getByTestId('review-rated-elsewhere')).toContainText(
    'already been rated in another tab',
  );
  // Fresh list: the card rated elsewhere is gone; the rest can be rated as usual.
  await expect(page.getByTestId('review-progress')).toHaveText('1 of 2');
  await expect(page.getByTestId('review-card')).toContainText('Question 2?');
  // Easy (4): a new card rated Good would come back after its 10-minute learning step.
  await page.keyboard.press('Space');
  await page.keyboard.press('4');
  await page.keyboard.press('Space');
  await page.keyboard.press('4');
  await expect(page.getByTestId('review-done')).toHaveText('All caught up: 2 reviewed.');
  await expect(page.getByText('A rating could not be saved')).toHaveCount(0);
  // Reviews today started the study-day streak.
  await expect(page.getByTestId('study-streak')).toHaveText('Study streak: 1 day');
});

test('a saved deck: rename, exam date, add, edit and delete cards, delete the deck', async ({
  page,
}) => {
  await fakeCards(page, 2);
  await topicInput(page).fill('Rivers');
  await generateButton(page).click();
  for (let i = 0; i < 2; i++) await answer(page, true);
  // Saving is offered from the first card; here the finished set is saved from the summary.
  await expect(page.getByRole('heading', { name: 'Session complete' })).toBeVisible();
  await page.getByRole('button', { name: 'Save as deck' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Rivers' })).toBeVisible();

  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('Deck title', { exact: true }).fill('  Rivers of Europe  ');
  await page
    .getByRole('form', { name: 'Rename deck' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Rivers of Europe' })).toBeVisible();

  // The exam date saves when it is chosen (no button); flashcards-kept-set.spec.ts has the rest.
  const patched = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.status() === 200,
  );
  await page.getByLabel('Exam date (optional)').fill('2030-06-15');
  expect((await (await patched).json()).exam_date).toBe('2030-06-15');

  const cards = page.getByTestId('deck-cards');
  await page.getByRole('button', { name: 'Add card' }).click();
  const newCard = page.getByRole('form', { name: 'New card' });
  await newCard.getByLabel('Question').fill('Longest river in Europe?');
  await newCard.getByLabel('Answer').fill('Volga');
  await newCard.getByRole('button', { name: 'Add' }).click();
  await expect(cards.getByRole('listitem')).toHaveCount(3);
  await expect(cards).toContainText('Volga');
  await expect(page.getByTestId('deck-list')).toContainText('3 cards · 3 due');

  await page.getByRole('button', { name: 'Edit card 1' }).click();
  const edit = page.getByRole('form', { name: 'Edit card' });
  await edit.getByLabel('Answer').fill('The Danube flows through ten countries');
  await edit.getByRole('button', { name: 'Save card' }).click();
  await expect(cards.getByRole('listitem').first()).toContainText('ten countries');

  await page.getByRole('button', { name: 'Delete card 2' }).click();
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await expect(cards).not.toContainText('Answer 2');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete deck' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Rivers of Europe' })).toHaveCount(0);
  // The only deck is gone: no list, and the server agrees.
  await expect(page.getByText('Rivers of Europe')).toHaveCount(0);
  expect(await (await page.request.get('/api/flashcards/decks')).json()).toEqual([]);
});

test('rating buttons are named by their words; the key is a keyboard shortcut, not the name', async ({
  page,
}) => {
  await fakeCards(page, 2);
  await topicInput(page).fill('cells');
  await generateButton(page).click();
  await expect(page.getByTestId('quiz-progress')).toHaveText('Card 1 of 2', { timeout: 20_000 });
  await card(page).click();
  const right = page.getByRole('button', { name: 'Got It Right!', exact: true });
  const wrong = page.getByRole('button', { name: "Didn't Know It", exact: true });
  await expect(right).toHaveAttribute('aria-keyshortcuts', '2');
  await expect(wrong).toHaveAttribute('aria-keyshortcuts', '1');
  // The key still shows for sighted users, and still works.
  await expect(right.locator('kbd')).toHaveText('2');
  await page.keyboard.press('2');
  await expect(page.getByTestId('quiz-progress')).toHaveText('Card 2 of 2');
});
