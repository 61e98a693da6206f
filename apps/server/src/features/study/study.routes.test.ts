import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.ts';
import {
  Browser,
  createAuthTestApp,
  GOOD_PASSWORD,
  uniqueEmail,
} from '../auth/auth.test-helpers.ts';

// The study loop over real HTTP and a real database: links between the tools, Today, a plan's
// time spent per task, and what happens to links when either side is deleted.

let database: TestDatabase;
let app: App;
// Moved back only while a test starts a session whose work phase it then reports.
let clockOffset = 0;
const clock = () => new Date(Date.now() + clockOffset);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createAuthTestApp(database, { clock });
}, 180_000);
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const today = () => new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const task = (title: string, due_date: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: '',
  estimated_duration: '2 hours',
  priority: 'high',
  subtasks: [],
  due_date,
  ...extra,
});

/** A plan with dated tasks: one overdue, one due today, one later, one done. */
async function datedPlan(browser: Browser): Promise<string> {
  const id = await browser.makePlan('Pass the biology exam in 10 days');
  const saved = await browser.put(`/api/planner/plans/${id}`, {
    tasks: [
      task('Chapter 1: Cells', dayOffset(-1)),
      task('Chapter 2: Genetics', today(), { estimated_duration: '90 minutes' }),
      task('Mock exam', dayOffset(9)),
      task('Read syllabus', dayOffset(-2), { done: true }),
    ],
  });
  expect(saved.statusCode).toBe(200);
  return id;
}

/** A focus session on a plan task with one completed 25-minute work phase, as the timer reports. */
async function focusOn(browser: Browser, planId: string, taskIndex: number) {
  const startedAt = Date.now() - 26 * 60_000;
  clockOffset = startedAt - Date.now();
  const created = await browser.post('/api/pomodoro/sessions', {
    task_name: 'Chapter 1: Cells',
    plan_task: { plan_id: planId, task_index: taskIndex },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().session_id as string;
  await browser.patch(`/api/pomodoro/sessions/${id}`, { action: 'start' });
  clockOffset = 0;
  const skipped = await browser.patch(`/api/pomodoro/sessions/${id}`, {
    action: 'skip',
    phase: {
      kind: 'work',
      started_at: new Date(startedAt).toISOString(),
      ended_at: new Date(startedAt + 25 * 60_000).toISOString(),
      planned_ms: 25 * 60_000,
      focused_ms: 25 * 60_000,
      outcome: 'completed',
    },
  });
  expect(skipped.statusCode, skipped.body).toBe(200);
  return id;
}

describe('a focus session linked to a plan task', () => {
  it('keeps the link and counts its focus time for the task and for Today', async () => {
    const browser = new Browser(app);
    const planId = await datedPlan(browser);
    const sessionId = await focusOn(browser, planId, 0);

    const session = await browser.get(`/api/pomodoro/sessions/${sessionId}`);
    expect(session.json().plan_task).toEqual({ plan_id: planId, task_index: 0 });

    const progress = await browser.get(`/api/study/plans/${planId}/progress?tz=UTC`);
    expect(progress.statusCode).toBe(200);
    expect(progress.json()).toEqual({
      plan_id: planId,
      tasks: [{ task_index: 0, actual_minutes: 25, pomodoros: 1 }],
      minutes_today: expect.any(Number),
    });

    const todayView = (await browser.get('/api/study/today?tz=UTC')).json();
    expect(todayView.day).toBe(today());
    expect(
      todayView.tasks.map((t: { title: string; overdue: boolean }) => [t.title, t.overdue]),
    ).toEqual([
      ['Chapter 1: Cells', true],
      ['Chapter 2: Genetics', false],
    ]);
    expect(todayView.tasks[0]).toMatchObject({
      estimated_minutes: 120,
      actual_minutes: 25,
      pomodoros: 1,
    });
    expect(todayView.tasks[1]).toMatchObject({ estimated_minutes: 90, actual_minutes: 0 });
    expect(todayView.focus).toEqual({ minutes: 25, goal_minutes: 120 });
    expect(todayView.exams).toEqual([
      expect.objectContaining({ kind: 'plan', id: planId, date: dayOffset(9), days_left: 9 }),
    ]);
  });

  it("refuses a task of someone else's plan (404) and a task the plan does not have (422)", async () => {
    const owner = new Browser(app);
    const planId = await datedPlan(owner);
    const other = new Browser(app);
    const theirs = await other.post('/api/pomodoro/sessions', {
      task_name: 'Not mine',
      plan_task: { plan_id: planId, task_index: 0 },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: 'Plan not found.' });
    const missing = await owner.post('/api/pomodoro/sessions', {
      task_name: 'No such task',
      plan_task: { plan_id: planId, task_index: 4 },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toMatch(/4 tasks/);
    const malformed = await owner.post('/api/pomodoro/sessions', {
      task_name: 'Bad link',
      plan_task: { plan_id: 'nope', task_index: -1 },
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().detail).toMatch(/plan_task/);
  });

  it('loses the link, and only the link, when the plan is deleted', async () => {
    const browser = new Browser(app);
    const planId = await datedPlan(browser);
    const sessionId = await focusOn(browser, planId, 1);
    expect((await browser.delete(`/api/planner/plans/${planId}`)).statusCode).toBe(204);
    const session = await browser.get(`/api/pomodoro/sessions/${sessionId}`);
    expect(session.statusCode).toBe(200);
    expect(session.json().plan_task).toBeNull();
    expect((await browser.get(`/api/study/plans/${planId}/progress`)).statusCode).toBe(404);
    const todayView = (await browser.get('/api/study/today?tz=UTC')).json();
    expect(todayView.tasks).toEqual([]);
    // The focus time itself is still the person's.
    expect(todayView.focus.minutes).toBe(25);
  });
});

describe('decks and maps belong to a plan', () => {
  it('links, unlinks when the plan is deleted, and refuses another person’s plan', async () => {
    const browser = new Browser(app);
    const planId = await datedPlan(browser);
    const deck = await browser.post('/api/flashcards/decks', {
      title: 'Biology',
      cards: [{ question: 'Q', answer: 'A' }],
    });
    const deckId = deck.json().id as string;
    const map = await browser.post('/api/mind-maps/', {
      title: 'Cells',
      description: '',
      tags: [],
    });
    const mapId = map.json().id as string;

    const linkedDeck = await browser.patch(`/api/flashcards/decks/${deckId}`, { plan_id: planId });
    expect(linkedDeck.statusCode, linkedDeck.body).toBe(200);
    expect(linkedDeck.json().plan_id).toBe(planId);
    const linkedMap = await browser.patch(`/api/mind-maps/${mapId}`, { plan_id: planId });
    expect(linkedMap.statusCode, linkedMap.body).toBe(200);
    expect(linkedMap.json().plan_id).toBe(planId);

    const stranger = new Browser(app);
    const strangerPlan = await stranger.makePlan('Learn to juggle in a week');
    for (const url of [`/api/flashcards/decks/${deckId}`, `/api/mind-maps/${mapId}`]) {
      const refused = await browser.patch(url, { plan_id: strangerPlan });
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json()).toEqual({ detail: 'Plan not found.' });
    }

    expect((await browser.delete(`/api/planner/plans/${planId}`)).statusCode).toBe(204);
    expect((await browser.get(`/api/flashcards/decks/${deckId}`)).json().plan_id).toBeNull();
    expect((await browser.get(`/api/mind-maps/${mapId}`)).json().plan_id).toBeNull();
  });
});

describe('Today', () => {
  it('lists decks with cards due and the minutes they should take', async () => {
    const browser = new Browser(app);
    const cards = Array.from({ length: 13 }, (_, i) => ({ question: `Q${i}`, answer: 'A' }));
    await browser.post('/api/flashcards/decks', {
      title: 'Spanish',
      exam_date: dayOffset(5),
      cards,
    });
    const view = (await browser.get('/api/study/today?tz=Europe/Berlin')).json();
    expect(view.decks).toEqual([
      expect.objectContaining({ title: 'Spanish', due_count: 13, expected_minutes: 3 }),
    ]);
    expect(view.exams[0]).toMatchObject({ kind: 'deck', title: 'Spanish' });
  });

  it('says nothing is due for a visitor, and refuses a zone that does not exist', async () => {
    const visitor = new Browser(app);
    const view = await visitor.get('/api/study/today');
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ tasks: [], decks: [], exams: [] });
    const bad = await visitor.get('/api/study/today?tz=Mars/Olympus');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toMatch(/IANA/);
  });

  it('keeps the daily goal the person sets, within bounds', async () => {
    const browser = new Browser(app);
    expect((await browser.put('/api/study/goal', { daily_focus_minutes: 2 })).statusCode).toBe(422);
    expect((await browser.put('/api/study/goal', { daily_focus_minutes: 90 })).statusCode).toBe(
      200,
    );
    expect((await browser.get('/api/study/today')).json().focus.goal_minutes).toBe(90);
  });
});

describe('links move with the data', () => {
  it('are in the account export and follow guest data into an account', async () => {
    const email = uniqueEmail();
    const account = new Browser(app);
    await account.signUp(email);

    const guest = new Browser(app);
    const planId = await datedPlan(guest);
    await focusOn(guest, planId, 0);
    await guest.put('/api/study/goal', { daily_focus_minutes: 45 });
    expect((await guest.login(email, GOOD_PASSWORD, true)).statusCode).toBe(200);

    const progress = await guest.get(`/api/study/plans/${planId}/progress`);
    expect(progress.json().tasks).toEqual([{ task_index: 0, actual_minutes: 25, pomodoros: 1 }]);
    const exported = (await guest.get('/api/account/export')).json();
    expect(exported.data.focus_session_tasks).toEqual([
      expect.objectContaining({ plan_id: planId, task_index: 0 }),
    ]);
    expect(exported.data.study_goals).toEqual([
      expect.objectContaining({ daily_focus_minutes: 45 }),
    ]);
  });
});
