import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/helpers.ts';
import {
  Browser,
  createAuthTestApp,
  GOOD_PASSWORD,
  uniqueEmail,
} from '../auth/auth.test-helpers.ts';

// The study loop over real HTTP and a real database: links between the tools, Today, a plan's
// time spent per task, and what happens to links when either side is deleted.

// Moved back only while a test starts a session whose work phase it then reports.
let clockOffset = 0;
const clock = () => new Date(Date.now() + clockOffset);

const file = appPerFile((database) => createAuthTestApp(database, { clock }), 180_000);

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
  const session = await browser.startFocusSession(
    { task_name: 'Chapter 1: Cells', plan_task: { plan_id: planId, task_index: taskIndex } },
    (offset) => {
      clockOffset = offset;
    },
  );
  await session.completeWork();
  return session.id;
}

describe('a focus session linked to a plan task', () => {
  it('keeps the link and counts its focus time for the task and for Today', async () => {
    const browser = new Browser(file.app);
    const planId = await datedPlan(browser);
    const sessionId = await focusOn(browser, planId, 0);

    const session = await browser.get(`/api/pomodoro/sessions/${sessionId}`);
    expect(session.json().plan_task).toEqual({ plan_id: planId, task_index: 0 });

    const progress = await browser.get(`/api/study/plans/${planId}/progress?tz=UTC`);
    expect(progress.statusCode).toBe(200);
    expect(progress.json()).toEqual({
      plan_id: planId,
      day: today(),
      tasks: [{ task_index: 0, actual_minutes: 25, pomodoros: 1, cards_reviewed: 0 }],
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
    expect(todayView.focus).toEqual({ minutes: 25, goal_minutes: 120, cards_reviewed: 0 });
    // The goal named the exam "in 10 days": the countdown is to that day, not the last plan day.
    expect(todayView.exams).toEqual([
      expect.objectContaining({ kind: 'plan', id: planId, date: dayOffset(10), days_left: 10 }),
    ]);
  });

  it("refuses a task of someone else's plan (404) and a task the plan does not have (422)", async () => {
    const owner = new Browser(file.app);
    const planId = await datedPlan(owner);
    const other = new Browser(file.app);
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
    const browser = new Browser(file.app);
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
    const browser = new Browser(file.app);
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

    const stranger = new Browser(file.app);
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
    const browser = new Browser(file.app);
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

  it('counts again after a review, and when a reviewed card falls due again', async () => {
    const browser = new Browser(file.app);
    const cards = Array.from({ length: 3 }, (_, i) => ({ question: `Q${i}`, answer: 'A' }));
    const deck = (await browser.post('/api/flashcards/decks', { title: 'Latin', cards })).json();
    await browser.post('/api/flashcards/decks', { title: 'Empty', cards: [] });
    const dueIn = async () =>
      (await browser.get('/api/study/today?tz=UTC'))
        .json()
        .decks.map((d: { title: string; due_count: number }) => [d.title, d.due_count]);
    expect(await dueIn()).toEqual([['Latin', 3]]);
    const due = (await browser.get(`/api/flashcards/decks/${deck.id}/due`)).json();
    const review = await browser.post(
      `/api/flashcards/decks/${deck.id}/cards/${due.cards[0].id}/reviews`,
      { rating: 'again' },
    );
    expect(review.statusCode).toBe(200);
    expect(await dueIn()).toEqual([['Latin', 2]]);
    // "Again" brings the card back within minutes: an hour later it is due again.
    clockOffset = 3_600_000;
    try {
      expect(await dueIn()).toEqual([['Latin', 3]]);
    } finally {
      clockOffset = 0;
    }
    expect(await dueIn()).toEqual([['Latin', 2]]);
  });

  it('says nothing is due for a visitor, and refuses a zone that does not exist', async () => {
    const visitor = new Browser(file.app);
    const view = await visitor.get('/api/study/today');
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ tasks: [], decks: [], exams: [] });
    const bad = await visitor.get('/api/study/today?tz=Mars/Olympus');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toMatch(/IANA/);
  });

  it('keeps the daily goal the person sets, within bounds', async () => {
    const browser = new Browser(file.app);
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
    const account = new Browser(file.app);
    await account.signUp(email);

    const guest = new Browser(file.app);
    const planId = await datedPlan(guest);
    await focusOn(guest, planId, 0);
    await guest.put('/api/study/goal', { daily_focus_minutes: 45 });
    expect((await guest.login(email, GOOD_PASSWORD, true)).statusCode).toBe(200);

    const progress = await guest.get(`/api/study/plans/${planId}/progress`);
    expect(progress.json().tasks).toEqual([
      { task_index: 0, actual_minutes: 25, pomodoros: 1, cards_reviewed: 0 },
    ]);
    const exported = (await guest.get('/api/account/export')).json();
    expect(exported.data.focus_session_tasks).toEqual([
      expect.objectContaining({ plan_id: planId, task_index: 0 }),
    ]);
    expect(exported.data.study_goals).toEqual([
      expect.objectContaining({ daily_focus_minutes: 45 }),
    ]);
  });
});

describe('re-planning', () => {
  const replanUrl = (id: string) => `/api/study/plans/${id}/replan`;

  async function planWith(browser: Browser, tasks: Record<string, unknown>[]) {
    const id = await browser.makePlan('Pass the chemistry exam soon');
    const saved = await browser.put(`/api/planner/plans/${id}`, { tasks });
    expect(saved.statusCode, saved.body).toBe(200);
    return { id, updatedAt: saved.json().updated_at as string };
  }

  it('moves the undone work from today on, counts time spent, keeps the exam day, and saves', async () => {
    const browser = new Browser(file.app);
    const planId = await datedPlan(browser);
    await focusOn(browser, planId, 0); // 25 of Chapter 1's 120 minutes, done today
    const before = (await browser.get(`/api/planner/plans/${planId}`)).json();

    const answer = await browser.post(replanUrl(planId), {
      tz: 'UTC',
      hours_per_day: 2,
      expected_updated_at: before.updated_at,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json();
    expect(result).toMatchObject({
      applied: true,
      fits: true,
      today: today(),
      deadline: dayOffset(9),
      days_left: 10,
      short_by_hours: 0,
      // Chapter 1 left yesterday for today; Chapter 2 no longer fits today's 95 minutes.
      moved: 2,
    });
    expect(result.needed_minutes).toBe(95 + 90 + 120);
    expect(result.plan.tasks.map((t: { due_date?: string }) => t.due_date)).toEqual([
      today(),
      dayOffset(1),
      dayOffset(9), // the mock exam stays on the plan's last day
      dayOffset(-2), // done: untouched
    ]);
    const stored = (await browser.get(`/api/planner/plans/${planId}`)).json();
    expect(stored.tasks).toEqual(result.plan.tasks);
    expect(stored.updated_at).toBe(result.plan.updated_at);
    expect(stored.updated_at).not.toBe(before.updated_at);
    // Today no longer lists the overdue chapter as overdue.
    const todayView = (await browser.get('/api/study/today?tz=UTC')).json();
    expect(todayView.tasks.map((t: { title: string }) => t.title)).toEqual(['Chapter 1: Cells']);
    expect(todayView.tasks[0].overdue).toBe(false);
  });

  it('keeps the work before an exam moved earlier, and Today counts down to the exam', async () => {
    const browser = new Browser(file.app);
    const planId = await datedPlan(browser);
    const plan = (await browser.get(`/api/planner/plans/${planId}`)).json();
    expect(plan.exam_date).toBe(dayOffset(10));
    const moved = await browser.put(`/api/planner/plans/${planId}`, {
      tasks: plan.tasks,
      exam_date: dayOffset(6),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const todayView = (await browser.get('/api/study/today?tz=UTC')).json();
    expect(todayView.exams).toEqual([
      expect.objectContaining({ kind: 'plan', id: planId, date: dayOffset(6), days_left: 6 }),
    ]);

    const answer = await browser.post(replanUrl(planId), {
      tz: 'UTC',
      hours_per_day: 2,
      expected_updated_at: moved.json().updated_at,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ applied: true, deadline: dayOffset(5) });
    const dates = answer.json().plan.tasks.map((t: { due_date?: string }) => t.due_date);
    expect(dates[2]).toBe(dayOffset(5)); // the mock exam, the day before the exam
    expect(dates.slice(0, 3).every((date: string) => date < dayOffset(6))).toBe(true);
    expect(answer.json().plan.exam_date).toBe(dayOffset(6));

    // The guest registers: the plan moves with its exam date, and the data export carries it.
    await browser.signUp();
    expect((await browser.get(`/api/planner/plans/${planId}`)).json().exam_date).toBe(dayOffset(6));
    const exported = (await browser.get('/api/account/export')).json();
    expect(exported.data.plans).toEqual([
      expect.objectContaining({ id: planId, exam_date: dayOffset(6) }),
    ]);
  });

  it('answers 409 to the second of two tabs re-planning the same version at once', async () => {
    const browser = new Browser(file.app);
    const planId = await datedPlan(browser);
    const { updated_at } = (await browser.get(`/api/planner/plans/${planId}`)).json();
    const body = { tz: 'UTC', expected_updated_at: updated_at };
    const answers = await Promise.all([
      browser.post(replanUrl(planId), body),
      browser.post(replanUrl(planId), body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().detail).toMatch(/changed somewhere/);
    // A plain edit with the old version is refused too: the re-plan moved it forward.
    const stale = await browser.put(`/api/planner/plans/${planId}`, {
      tasks: [task('Only task', today())],
      expected_updated_at: updated_at,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('says by how many hours it does not fit, saves nothing, and re-plans with each choice', async () => {
    const browser = new Browser(file.app);
    const { id, updatedAt } = await planWith(browser, [
      task('Chapter 1', dayOffset(-2), { estimated_duration: '3 days' }),
      task('Chapter 2', dayOffset(-1), { estimated_duration: '3 days', priority: 'low' }),
      task('Chapter 3', dayOffset(1), { estimated_duration: '3 days' }),
      task('Mock exam', dayOffset(2), { estimated_duration: '2 hours' }),
    ]);
    const first = await browser.post(replanUrl(id), {
      tz: 'UTC',
      hours_per_day: 2,
      expected_updated_at: updatedAt,
    });
    expect(first.statusCode, first.body).toBe(200);
    // 3 × 6 h + 2 h = 20 h of work; 3 days × 2 h = 6 h of room.
    expect(first.json()).toMatchObject({
      applied: false,
      fits: false,
      days_left: 3,
      needed_minutes: 1200,
      available_minutes: 360,
      short_by_hours: 14,
      moved: expect.any(Number),
      choices: {
        hours_per_day: 6.75,
        fits_without_low_priority: false,
        deadline: dayOffset(9),
      },
    });
    expect(first.json().plan.updated_at).toBe(updatedAt);
    expect((await browser.get(`/api/planner/plans/${id}`)).json().tasks[0].due_date).toBe(
      dayOffset(-2),
    );

    const moreHours = await browser.post(replanUrl(id), {
      tz: 'UTC',
      hours_per_day: 2,
      schedule_hours_per_day: 6.75,
      expected_updated_at: updatedAt,
    });
    expect(moreHours.json()).toMatchObject({ applied: true, fits: true });
    const dates = moreHours.json().plan.tasks.map((t: { due_date: string }) => t.due_date);
    expect(dates[3]).toBe(dayOffset(2));
    for (const due of dates) expect(due >= today() && due <= dayOffset(2)).toBe(true);

    const later = await browser.post(replanUrl(id), {
      tz: 'UTC',
      hours_per_day: 2,
      deadline: dayOffset(9),
      expected_updated_at: moreHours.json().plan.updated_at,
    });
    expect(later.json()).toMatchObject({ applied: true, deadline: dayOffset(9), days_left: 10 });
    expect(later.json().plan.tasks[3].due_date).toBe(dayOffset(9));

    const dropped = await browser.post(replanUrl(id), {
      tz: 'UTC',
      hours_per_day: 2,
      drop_low_priority: true,
      expected_updated_at: later.json().plan.updated_at,
    });
    expect(dropped.json()).toMatchObject({ applied: true, needed_minutes: 360 + 360 + 120 });
    expect(dropped.json().plan.tasks[1].due_date).toBeUndefined();
  });

  it("refuses someone else's plan, a plan without dates and bad input, each with a detail", async () => {
    const owner = new Browser(file.app);
    const planId = await datedPlan(owner);
    const { updated_at } = (await owner.get(`/api/planner/plans/${planId}`)).json();
    const stranger = new Browser(file.app);
    const theirs = await stranger.post(replanUrl(planId), { expected_updated_at: updated_at });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: 'Plan not found.' });
    expect(
      (await owner.post(replanUrl('not-a-plan'), { expected_updated_at: updated_at })).json(),
    ).toEqual({ detail: 'Plan not found.' });

    const undated = await planWith(owner, [
      {
        title: 'Someday',
        description: '',
        estimated_duration: '1 day',
        priority: 'low',
        subtasks: [],
      },
    ]);
    const noDates = await owner.post(replanUrl(undated.id), {
      expected_updated_at: undated.updatedAt,
    });
    expect(noDates.statusCode).toBe(422);
    expect(noDates.json().detail).toMatch(/no dates/);

    const bad: [Record<string, unknown>, RegExp][] = [
      [{}, /expected_updated_at/],
      [{ expected_updated_at: updated_at, tz: 'Mars/Olympus' }, /IANA/],
      [{ expected_updated_at: updated_at, hours_per_day: 0 }, /hours_per_day must be at least/],
      [{ expected_updated_at: updated_at, schedule_hours_per_day: 17 }, /at most 16/],
      [{ expected_updated_at: updated_at, deadline: 'next week' }, /deadline must be a date/],
      [{ expected_updated_at: updated_at, drop_low_priority: 'yes' }, /true or false/],
    ];
    for (const [body, detail] of bad) {
      const answer = await owner.post(replanUrl(planId), body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(answer.json().detail).toMatch(detail);
    }
  });
});

describe('when the other side is deleted', () => {
  it('a session whose task was removed from its plan breaks nothing', async () => {
    const browser = new Browser(file.app);
    const planId = await datedPlan(browser);
    await focusOn(browser, planId, 2);
    const plan = (await browser.get(`/api/planner/plans/${planId}`)).json();
    // The mock exam (position 2) and what follows it are deleted from the list.
    const cut = await browser.put(`/api/planner/plans/${planId}`, {
      tasks: plan.tasks.slice(0, 2),
    });
    expect(cut.statusCode, cut.body).toBe(200);

    const todayView = await browser.get('/api/study/today?tz=UTC');
    expect(todayView.statusCode).toBe(200);
    expect(todayView.json().tasks.map((t: { task_index: number }) => t.task_index)).toEqual([0, 1]);
    expect(todayView.json().tasks.every((t: { pomodoros: number }) => t.pomodoros === 0)).toBe(
      true,
    );
    expect((await browser.get(`/api/study/plans/${planId}/progress?tz=UTC`)).statusCode).toBe(200);
    const replanned = await browser.post(`/api/study/plans/${planId}/replan`, {
      tz: 'UTC',
      expected_updated_at: cut.json().updated_at,
    });
    expect(replanned.statusCode, replanned.body).toBe(200);
  });

  it('rating a card of a deck deleted mid-review answers 404 with a detail, and Today forgets the deck', async () => {
    const browser = new Browser(file.app);
    const deck = await browser.post('/api/flashcards/decks', {
      title: 'Deleted mid-review',
      cards: [
        { question: 'Q1', answer: 'A1' },
        { question: 'Q2', answer: 'A2' },
      ],
    });
    const deckId = deck.json().id as string;
    const due = (await browser.get(`/api/flashcards/decks/${deckId}/due`)).json();
    expect((await browser.delete(`/api/flashcards/decks/${deckId}`)).statusCode).toBe(204);

    const rated = await browser.post(
      `/api/flashcards/decks/${deckId}/cards/${due.cards[1].id}/reviews`,
      { rating: 'good', expected_reps: 0 },
    );
    expect(rated.statusCode).toBe(404);
    expect(rated.json().detail).toMatch(/not found/);
    const dueAgain = await browser.get(`/api/flashcards/decks/${deckId}/due`);
    expect(dueAgain.statusCode).toBe(404);
    expect(dueAgain.json()).toEqual({ detail: 'Deck not found.' });
    const todayView = (await browser.get('/api/study/today?tz=UTC')).json();
    expect(todayView.decks).toEqual([]);
    const forecast = (await browser.get('/api/study/forecast?tz=UTC')).json();
    expect(forecast.decks).toEqual([]);
  });
});
