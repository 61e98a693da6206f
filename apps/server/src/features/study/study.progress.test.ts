import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/helpers.ts';
import {
  Browser,
  createAuthTestApp,
  GOOD_PASSWORD,
  uniqueEmail,
} from '../auth/auth.test-helpers.ts';

// The year heatmap and the 30-day due forecast over real HTTP and a real database: what a review
// and a focus phase change in them, the person's zone, visitors, and guest data moving into an
// account.

let clockOffset = 0;
const clock = () => new Date(Date.now() + clockOffset);

const file = appPerFile((database) => createAuthTestApp(database, { clock }), 180_000);

const todayUtc = () => new Date().toISOString().slice(0, 10);

async function deckOf(browser: Browser, title: string, cards: number): Promise<string> {
  const deck = await browser.post('/api/flashcards/decks', {
    title,
    cards: Array.from({ length: cards }, (_, i) => ({ question: `Q${i}`, answer: `A${i}` })),
  });
  expect(deck.statusCode, deck.body).toBe(201);
  return deck.json().id as string;
}

async function reviewFirstDue(browser: Browser, deckId: string, rating = 'good') {
  const due = (await browser.get(`/api/flashcards/decks/${deckId}/due`)).json();
  const cardId = due.cards[0].id as string;
  const reviewed = await browser.post(`/api/flashcards/decks/${deckId}/cards/${cardId}/reviews`, {
    rating,
  });
  expect(reviewed.statusCode, reviewed.body).toBe(200);
}

/** One completed 25-minute work phase that ended a minute ago. */
async function focusPhase(browser: Browser) {
  const session = await browser.startFocusSession({ task_name: 'Heatmap' }, (offset) => {
    clockOffset = offset;
  });
  await session.completeWork();
}

describe('the due forecast', () => {
  it('counts every deck’s cards due today, and a review moves a card to a later day', async () => {
    const browser = new Browser(file.app);
    const biology = await deckOf(browser, 'Biology', 3);
    const empty = await deckOf(browser, 'Chemistry', 0);

    const before = await browser.get('/api/study/forecast?tz=UTC');
    expect(before.statusCode).toBe(200);
    const body = before.json();
    expect(body).toMatchObject({ today: todayUtc(), days: 30 });
    expect(body.decks.map((d: { deck_id: string }) => d.deck_id)).toEqual([biology, empty]);
    expect(body.decks[0].due).toHaveLength(30);
    expect(body.decks[0].due[0]).toBe(3);
    expect(body.decks[0]).toMatchObject({ title: 'Biology', plan_id: null, exam_date: null });
    expect(body.decks[1].due.every((n: number) => n === 0)).toBe(true);

    await reviewFirstDue(browser, biology, 'easy');
    const after = (await browser.get('/api/study/forecast?tz=UTC')).json().decks[0].due as number[];
    expect(after[0]).toBe(2);
    // An "easy" first answer schedules days ahead, within the 30 days.
    expect(after.slice(1).reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('says which plan a deck is studied for', async () => {
    const browser = new Browser(file.app);
    const planId = await browser.makePlan('Pass the biology exam in 10 days');
    const deckId = await deckOf(browser, 'Cells', 1);
    await browser.patch(`/api/flashcards/decks/${deckId}`, { plan_id: planId });
    const decks = (await browser.get('/api/study/forecast?tz=Europe/Berlin')).json().decks;
    expect(decks).toEqual([expect.objectContaining({ deck_id: deckId, plan_id: planId })]);
  });
});

describe('the heatmap', () => {
  it('shows today’s focus minutes and cards reviewed, on the day of the person’s zone', async () => {
    const browser = new Browser(file.app);
    const deckId = await deckOf(browser, 'Spanish', 2);
    await reviewFirstDue(browser, deckId);
    await reviewFirstDue(browser, deckId, 'again');
    await focusPhase(browser);

    const response = await browser.get('/api/study/heatmap?tz=UTC');
    expect(response.statusCode).toBe(200);
    const heatmap = response.json();
    expect(heatmap.today).toBe(todayUtc());
    expect(heatmap.from < heatmap.today).toBe(true);
    expect(heatmap.days).toEqual([{ day: todayUtc(), focus_minutes: 25, cards_reviewed: 2 }]);

    // Kiribati is 14 hours ahead of UTC: the same study is on its own day there.
    const kiribati = (await browser.get('/api/study/heatmap?tz=Pacific/Kiritimati')).json();
    expect(kiribati.days).toHaveLength(1);
    expect(kiribati.days[0].day).toBe(kiribati.today);
  });

  it('is empty for a visitor, and refuses a zone that does not exist', async () => {
    const visitor = new Browser(file.app);
    const heatmap = await visitor.get('/api/study/heatmap?tz=UTC');
    expect(heatmap.json()).toMatchObject({ today: todayUtc(), days: [] });
    expect((await visitor.get('/api/study/forecast')).json().decks).toEqual([]);
    for (const url of ['/api/study/heatmap?tz=Mars/Olympus', '/api/study/forecast?tz=Nowhere']) {
      const refused = await visitor.get(url);
      expect(refused.statusCode, url).toBe(422);
      expect(refused.json().detail).toMatch(/IANA time zone/);
    }
  });

  it('follows guest data into an account', async () => {
    const email = uniqueEmail();
    await new Browser(file.app).signUp(email);
    const guest = new Browser(file.app);
    const deckId = await deckOf(guest, 'French', 2);
    await reviewFirstDue(guest, deckId);
    await focusPhase(guest);
    expect((await guest.login(email, GOOD_PASSWORD, true)).statusCode).toBe(200);

    const heatmap = (await guest.get('/api/study/heatmap?tz=UTC')).json();
    expect(heatmap.days).toEqual([{ day: todayUtc(), focus_minutes: 25, cards_reviewed: 1 }]);
    const forecast = (await guest.get('/api/study/forecast?tz=UTC')).json();
    expect(forecast.decks).toEqual([expect.objectContaining({ deck_id: deckId })]);
    // Both cards within the window: one still waiting, one back from a learning step.
    expect(forecast.decks[0].due.reduce((a: number, b: number) => a + b, 0)).toBe(2);
  });
});
