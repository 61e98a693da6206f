import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/helpers.ts';
import {
  Browser,
  createAuthTestApp,
  GOOD_PASSWORD,
  uniqueEmail,
} from '../auth/auth.test-helpers.ts';

// Review sessions: a focus session on a deck. The deck's cards rated between the session's start
// and its stop count for the session, for its plan task and for Today, once.

// Moved back while a session starts, so its work phase can be reported as already run.
let clockOffset = 0;
const clock = () => new Date(Date.now() + clockOffset);

const file = appPerFile((database) => createAuthTestApp(database, { clock }), 180_000);

const today = () => new Date().toISOString().slice(0, 10);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function makeDeck(browser: Browser, cards = 4): Promise<string> {
  const deck = await browser.post('/api/flashcards/decks', {
    title: 'Organic chemistry',
    cards: Array.from({ length: cards }, (_, i) => ({ question: `Q${i}`, answer: `A${i}` })),
  });
  expect(deck.statusCode, deck.body).toBe(201);
  return deck.json().id as string;
}

async function makePlan(browser: Browser): Promise<string> {
  const id = await browser.makePlan('Pass the chemistry exam');
  const saved = await browser.put(`/api/planner/plans/${id}`, {
    tasks: [
      {
        title: 'Revise reactions',
        description: '',
        estimated_duration: '2 hours',
        priority: 'high',
        subtasks: [],
        due_date: today(),
      },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

async function rate(browser: Browser, deckId: string, count: number) {
  const due = (await browser.get(`/api/flashcards/decks/${deckId}/due`)).json();
  expect(due.cards.length).toBeGreaterThanOrEqual(count);
  for (const card of due.cards.slice(0, count)) {
    const rated = await browser.post(`/api/flashcards/decks/${deckId}/cards/${card.id}/reviews`, {
      rating: 'good',
      expected_reps: card.reps,
    });
    expect(rated.statusCode, rated.body).toBe(200);
  }
}

/** A Review session started 26 minutes ago; `completeWork()` completes its 25-minute work phase. */
async function reviewSession(browser: Browser, deckId: string, extra: Record<string, unknown>) {
  const started = await browser.startFocusSession(
    { task_name: 'Review: Organic chemistry', deck_id: deckId, ...extra },
    (offset) => {
      clockOffset = offset;
    },
  );
  expect(started.session.deck_id).toBe(deckId);
  return started;
}

describe('a Review session', () => {
  it('counts the cards rated while it runs for itself, its plan task and Today, and none after it stops', async () => {
    const browser = new Browser(file.app);
    const deckId = await makeDeck(browser);
    const planId = await makePlan(browser);
    const t0 = Date.now();
    const at = (minutes: number) => {
      clockOffset = t0 + minutes * 60_000 - Date.now();
    };
    // Rated before the session: Today counts it, the session does not.
    await rate(browser, deckId, 1);
    at(1);
    const created = await browser.post('/api/pomodoro/sessions', {
      task_name: 'Review: Organic chemistry',
      deck_id: deckId,
      plan_task: { plan_id: planId, task_index: 0 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().session_id as string;
    await browser.patch(`/api/pomodoro/sessions/${id}`, { action: 'start' });
    at(2);
    await rate(browser, deckId, 2);
    at(27);
    const skipped = await browser.patch(`/api/pomodoro/sessions/${id}`, {
      action: 'skip',
      phase: {
        kind: 'work',
        started_at: new Date(t0 + 60_000).toISOString(),
        ended_at: new Date(t0 + 26 * 60_000).toISOString(),
        planned_ms: 25 * 60_000,
        focused_ms: 25 * 60_000,
        outcome: 'completed',
      },
    });
    expect(skipped.statusCode, skipped.body).toBe(200);
    const during = (await browser.get(`/api/pomodoro/sessions/${id}`)).json();
    expect(during).toMatchObject({ deck_id: deckId, cards_reviewed: 2 });

    expect(
      (await browser.patch(`/api/pomodoro/sessions/${id}`, { action: 'stop' })).statusCode,
    ).toBe(200);
    at(28);
    await rate(browser, deckId, 1);
    const stopped = (await browser.get(`/api/pomodoro/sessions/${id}`)).json();
    expect(stopped.cards_reviewed).toBe(2);

    const progress = (await browser.get(`/api/study/plans/${planId}/progress?tz=UTC`)).json();
    expect(progress.tasks).toEqual([
      { task_index: 0, actual_minutes: 25, pomodoros: 1, cards_reviewed: 2 },
    ]);
    const todayView = (await browser.get('/api/study/today?tz=UTC')).json();
    expect(todayView.tasks[0]).toMatchObject({
      plan_id: planId,
      actual_minutes: 25,
      pomodoros: 1,
      cards_reviewed: 2,
    });
    const heatmap = (await browser.get('/api/study/heatmap?tz=UTC')).json();
    clockOffset = 0;
    // Every rating once, on the day it was given: 1 before, 2 during, 1 after the session.
    const ratedToday = [0, 2, 2, 28].filter(
      (minutes) => dayOf(t0 + minutes * 60_000) === todayView.day,
    ).length;
    expect(todayView.focus).toMatchObject({ cards_reviewed: ratedToday });
    expect(heatmap.days.at(-1)).toMatchObject({ day: todayView.day, cards_reviewed: ratedToday });
  });

  it('counts Review cards for the task before any work phase has ended', async () => {
    const browser = new Browser(file.app);
    const deckId = await makeDeck(browser);
    const planId = await makePlan(browser);
    await reviewSession(browser, deckId, { plan_task: { plan_id: planId, task_index: 0 } });
    await rate(browser, deckId, 3);
    const progress = (await browser.get(`/api/study/plans/${planId}/progress?tz=UTC`)).json();
    expect(progress.tasks).toEqual([
      { task_index: 0, actual_minutes: 0, pomodoros: 0, cards_reviewed: 3 },
    ]);
  });

  it("answers 404 for someone else's deck and 422 for a deck id that is not one", async () => {
    const owner = new Browser(file.app);
    const deckId = await makeDeck(owner, 1);
    const other = new Browser(file.app);
    const theirs = await other.post('/api/pomodoro/sessions', {
      task_name: 'Not my deck',
      deck_id: deckId,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: 'Deck not found.' });
    const malformed = await owner.post('/api/pomodoro/sessions', {
      task_name: 'Bad deck',
      deck_id: 'deck-1',
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().detail).toMatch(/deck_id/);
    // Nothing half-made: the refused session does not exist for the intruder.
    expect((await other.get('/api/pomodoro/sessions/active')).statusCode).toBe(404);
  });

  it('keeps its minutes and loses only the deck link when the deck is deleted mid-session', async () => {
    const browser = new Browser(file.app);
    const deckId = await makeDeck(browser);
    const planId = await makePlan(browser);
    const session = await reviewSession(browser, deckId, {
      plan_task: { plan_id: planId, task_index: 0 },
    });
    await rate(browser, deckId, 2);
    expect((await browser.delete(`/api/flashcards/decks/${deckId}`)).statusCode).toBe(204);
    await session.completeWork();

    const after = await browser.get(`/api/pomodoro/sessions/${session.id}`);
    expect(after.statusCode).toBe(200);
    expect(after.json().deck_id).toBeNull();
    expect(after.json().cards_reviewed).toBeUndefined();
    expect(after.json().plan_task).toEqual({ plan_id: planId, task_index: 0 });
    const progress = (await browser.get(`/api/study/plans/${planId}/progress?tz=UTC`)).json();
    expect(progress.tasks).toEqual([
      { task_index: 0, actual_minutes: 25, pomodoros: 1, cards_reviewed: 0 },
    ]);
    const stopped = await browser.patch(`/api/pomodoro/sessions/${session.id}`, {
      action: 'stop',
    });
    expect(stopped.statusCode).toBe(200);
  });

  it('is in the account export and follows guest data into an account', async () => {
    const email = uniqueEmail();
    const account = new Browser(file.app);
    await account.signUp(email);

    const guest = new Browser(file.app);
    const deckId = await makeDeck(guest);
    const session = await reviewSession(guest, deckId, {});
    await rate(guest, deckId, 2);
    expect((await guest.login(email, GOOD_PASSWORD, true)).statusCode).toBe(200);

    const moved = (await guest.get(`/api/pomodoro/sessions/${session.id}`)).json();
    expect(moved).toMatchObject({ deck_id: deckId, cards_reviewed: 2 });
    const exported = (await guest.get('/api/account/export')).json();
    expect(exported.data.focus_session_decks).toEqual([
      expect.objectContaining({ session_id: session.id, deck_id: deckId }),
    ]);
  });
});
