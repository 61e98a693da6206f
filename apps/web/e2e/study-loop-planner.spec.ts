import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';

// The planner's side of the study loop, walked as a student would: a plan for an exam in 10 days
// with chapters (the built-in offline planner), the first task's focus session started from
// Today, two pomodoros on the page's clock, estimated vs actual on the plan, two missed days, a
// re-plan that moves the undone work, and the "does not fit" message with its choices.

const MIN = 60_000;
const DAY = 86_400_000;
// The page's clock starts hours in the past: the real server refuses phase times in its future,
// and two fast-forwarded pomodoros must stay behind it.
const T0 = Date.now() - 4 * 60 * MIN;
const GOAL = 'Pass my chemistry exam in 10 days';
// Seven chapters over the seven study days before the closing days: one a day, the first today.
const CHAPTERS = ['Atoms', 'Bonds', 'Reactions', 'Acids', 'Gases', 'Organic', 'Kinetics'];

test.use({ timezoneId: 'UTC', locale: 'en-GB' });
test.describe.configure({ timeout: 120_000 });

const dayFromToday = (offset: number) =>
  new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

async function taskDates(page: Page): Promise<string[]> {
  return page
    .getByTestId('task-due')
    .locator('time')
    .evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
}

async function allSent(page: Page) {
  await expect(page.getByTestId('timer-card')).toHaveAttribute('data-unsynced', '0', {
    timeout: 15_000,
  });
}

async function makePlan(page: Page): Promise<string> {
  await page.goto('/app/ai-planner');
  await page.getByLabel('What do you want to achieve?').fill(GOAL);
  await page.getByRole('button', { name: 'Generate Plan' }).click();
  await expect(page.getByRole('heading', { level: 2, name: GOAL })).toBeVisible({
    timeout: 20_000,
  });
  const form = page.getByRole('form', { name: /Make it yours/ });
  await form.getByLabel(/one per line/).fill(CHAPTERS.join('\n'));
  await form.getByLabel(/hours/i).fill('2');
  const scheduled = page.waitForResponse(
    (r) => r.url().endsWith('/api/ai/planner/generate') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Schedule my plan' }).click();
  expect((await scheduled).status()).toBe(200);
  await expect(page.getByTestId('plan-task').filter({ hasText: 'Study Atoms' })).toHaveCount(1);
  return new URL(page.url()).searchParams.get('plan')!;
}

async function twoPomodoros(page: Page) {
  const timer = page.getByRole('main');
  // Paused: the page's clock only moves when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await timer.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByTestId('timer-mode')).toHaveText('Focus Time');
  await allSent(page);
  await page.clock.runFor(MIN + 1_000);
  await expect(page.getByTestId('time-left')).toHaveText('23:59');
  await page.clock.fastForward(23 * MIN + 59_000);
  await expect(page.getByTestId('timer-mode')).toHaveText('Short Break');
  await allSent(page);
  await page.clock.fastForward(5 * MIN);
  await expect(page.getByTestId('timer-mode')).toContainText('paused');
  await timer.getByRole('button', { name: 'Resume' }).click();
  await allSent(page);
  await page.clock.fastForward(25 * MIN);
  await expect(page.getByTestId('timer-mode')).toHaveText('Short Break');
  await expect(page.locator('[data-testid=cycle-dot][data-state=done]')).toHaveCount(2);
  await allSent(page);
  // The rest of the walk needs the page's timers running again.
  await page.clock.resume();
}

test('a plan adapts: focus from Today, actual vs estimated, two missed days, re-plan', async ({
  page,
}) => {
  await page.clock.install({ time: T0 });
  const planId = await makePlan(page);
  const replan = page.getByTestId('replan');

  // The goal's "in 10 days" is the exam date; the plan's last day is the light day before it. The
  // countdown counts to the exam on the server's day in the person's zone; nothing is late and
  // nothing done yet, so no "Re-plan".
  const made = await taskDates(page);
  expect(made[0]).toBe(dayFromToday(0));
  expect(made.at(-1)).toBe(dayFromToday(9));
  await expect(replan.getByTestId('plan-countdown')).toHaveText('Exam in 10 days');
  await expect(replan.getByLabel('Exam date')).toHaveValue(dayFromToday(10));
  await expect(replan.getByRole('button', { name: 'Re-plan' })).toHaveCount(0);

  // Today lists the first task with its Start, and the same countdown.
  await page.goto('/app/dashboard');
  const todayCard = page.getByTestId('today-card');
  await expect(todayCard.getByTestId('exam-countdown')).toHaveText(`${GOAL}: Exam in 10 days`);
  const first = todayCard.getByTestId('today-tasks').getByRole('listitem').first();
  await expect(first).toContainText('Study Atoms');
  await page.screenshot({ path: '/tmp/shots/loop-today-desktop.png', fullPage: true });
  await first.getByRole('link', { name: /^Start Study Atoms/ }).click();
  await expect(page).toHaveURL(/\/app\/pomodoro\?.*task_index=0/);
  await expect(page.getByLabel('Task Name')).toHaveValue(/Study Atoms/);
  await twoPomodoros(page);
  // Both work phases count for the task, and the plan shows them beside the estimate. Their
  // minutes are the real seconds the test took (the server moves device times onto its own clock,
  // and 50 page minutes passed in a few seconds).
  const progress = await (
    await page.request.get(`/api/study/plans/${planId}/progress?tz=UTC`)
  ).json();
  expect(progress.tasks).toHaveLength(1);
  const spent = progress.tasks[0] as {
    task_index: number;
    actual_minutes: number;
    pomodoros: number;
  };
  expect(spent.task_index).toBe(0);
  expect(spent.pomodoros).toBe(2);
  await page.goto(`/app/ai-planner?plan=${planId}`);
  const atoms = page.getByTestId('plan-task').filter({ hasText: 'Study Atoms' });
  await expect(atoms).toContainText(
    `Estimated 2 hours · spent ${spent.actual_minutes} min (${spent.pomodoros} ${spent.pomodoros === 1 ? 'pomodoro' : 'pomodoros'})`,
  );

  // Two days pass with nothing done. The server's clock cannot be moved from a browser, so the
  // plan is moved two days into the past instead: what the server sees after two missed days.
  const plan = await (await page.request.get(`/api/planner/plans/${planId}`)).json();
  const back = (day: string) => new Date(Date.parse(day) - 2 * DAY).toISOString().slice(0, 10);
  const moved = await page.request.put(`/api/planner/plans/${planId}`, {
    data: {
      tasks: plan.tasks.map((t: { due_date: string }) => ({ ...t, due_date: back(t.due_date) })),
      exam_date: back(plan.exam_date),
      expected_updated_at: plan.updated_at,
    },
  });
  expect(moved.status()).toBe(200);
  await page.reload();
  await expect(replan.getByTestId('plan-countdown')).toHaveText('Exam in 8 days');
  const overdueBefore = (await taskDates(page)).filter((d) => d < dayFromToday(0)).length;
  expect(overdueBefore).toBeGreaterThan(1);
  await expect(replan.getByTestId('plan-overdue')).toHaveText(
    `· ${overdueBefore} tasks are overdue`,
  );

  // Re-plan at 4 hours a day: the undone work moves onto today and the days left; the exam day
  // stays where it was.
  await replan.getByLabel('Hours a day').fill('4');
  await replan.getByRole('button', { name: 'Re-plan' }).click();
  await expect(replan.getByTestId('replan-done')).toContainText(
    /^Re-planned: \d+ tasks moved; .* at 4 h a day\.$/,
  );
  const after = await taskDates(page);
  for (const day of after) expect(day >= dayFromToday(0)).toBe(true);
  expect(after.at(-1)).toBe(dayFromToday(7));
  expect([...after].sort()).toEqual(after);
  await expect(replan.getByTestId('plan-countdown')).toHaveText('Exam in 8 days');
  await expect(replan.getByTestId('plan-overdue')).toHaveCount(0);
  // Nothing late and nothing ticked: nothing to re-plan.
  await expect(replan.getByRole('button', { name: 'Re-plan' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/shots/loop-plan-replanned-desktop.png', fullPage: true });

  // The chapter is finished: ticking it offers a re-plan. At half an hour a day the work left no
  // longer fits: the plan says by how much and offers the choices; nothing is saved.
  await atoms.getByRole('checkbox').first().check();
  await expect(replan.getByRole('button', { name: 'Re-plan' })).toBeEnabled();
  await replan.getByLabel('Hours a day').fill('0.5');
  await replan.getByRole('button', { name: 'Re-plan' }).click();
  const notFit = replan.getByTestId('replan-does-not-fit');
  await expect(notFit).toContainText(/^Doesn't fit: [\d.]+ h more than the 8 days left allow\./);
  const choices = notFit.getByRole('group', { name: 'Ways to make it fit' });
  await expect(choices.getByRole('button', { name: /^Study [\d.]+ h a day$/ })).toBeVisible();
  await expect(choices.getByRole('button', { name: /^Move the deadline to / })).toBeVisible();
  expect(await taskDates(page)).toEqual(after);
  expect(await seriousViolations(page)).toEqual([]);
  await notFit.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots/loop-plan-does-not-fit-desktop.png' });

  // Phone, dark: the same message and choices, readable and without serious axe findings.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await notFit.scrollIntoViewIfNeeded();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/shots/loop-plan-does-not-fit-phone-dark.png' });

  // One choice re-plans with it: more hours a day fits, and the message goes.
  const more = choices.getByRole('button', { name: /^Study [\d.]+ h a day$/ });
  const moreHours = /^Study ([\d.]+) h a day$/.exec((await more.textContent()) ?? '')![1];
  await more.click();
  await expect(replan.getByTestId('replan-done')).toContainText(`at ${moreHours} h a day.`);
  await expect(notFit).toHaveCount(0);
  const final = await taskDates(page);
  expect(final.at(-1)).toBe(dayFromToday(7));
  await replan.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots/loop-plan-replanned-phone-dark.png' });

  // The exam moves: a day already past is refused with the reason, a later one is saved and
  // counted down to, on the plan and on Today.
  const examField = replan.getByLabel('Exam date');
  await examField.fill(dayFromToday(-1));
  await replan.getByRole('button', { name: 'Save exam date' }).click();
  await expect(replan.getByRole('alert')).toHaveText(
    'The exam date is in the past. Choose today or a later day.',
  );
  await examField.fill(dayFromToday(9));
  await replan.getByRole('button', { name: 'Save exam date' }).click();
  await expect(replan.getByTestId('plan-countdown')).toHaveText('Exam in 9 days');
  await expect(replan.getByRole('alert')).toHaveCount(0);
  await replan.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots/loop-plan-exam-date-phone-dark.png' });

  await page.goto('/app/dashboard');
  await expect(page.getByTestId('exam-countdown')).toHaveText(`${GOAL}: Exam in 9 days`);
  await page
    .getByTestId('today-card')
    .screenshot({ path: '/tmp/shots/loop-today-card-phone-dark.png' });
  // Today lists nothing as overdue any more (the moved work is due today or later).
  await expect(page.getByTestId('today-focus')).toBeVisible();
  await expect(page.getByTestId('today-card').getByText('Overdue', { exact: true })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/shots/loop-today-phone-dark.png', fullPage: true });
});

test('two tabs re-planning the same plan: the second is told and gets the plan reloaded', async ({
  page,
  context,
}) => {
  const made = await page.request.post('/api/ai/planner/generate', {
    data: { goal_description: GOAL, items: CHAPTERS, hours_per_day: 2 },
  });
  expect(made.status()).toBe(201);
  const planId = (await made.json()).plan_id as string;
  // Two days missed, as in the walk-through above.
  const plan = await (await page.request.get(`/api/planner/plans/${planId}`)).json();
  const back = (day: string) => new Date(Date.parse(day) - 2 * DAY).toISOString().slice(0, 10);
  expect(
    (
      await page.request.put(`/api/planner/plans/${planId}`, {
        data: {
          tasks: plan.tasks.map((t: { due_date: string }) => ({
            ...t,
            due_date: back(t.due_date),
          })),
          expected_updated_at: plan.updated_at,
        },
      })
    ).status(),
  ).toBe(200);

  const second = await context.newPage();
  for (const tab of [page, second]) {
    await tab.goto(`/app/ai-planner?plan=${planId}`);
    await expect(tab.getByTestId('plan-overdue')).toBeVisible();
  }
  // Keyboard only in the first tab: the hours field, then Enter.
  const hours = page.getByTestId('replan').getByLabel('Hours a day');
  await hours.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('4');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('replan-done')).toContainText('Re-planned:');

  // The second tab still holds the old version.
  await second.getByTestId('replan').getByLabel('Hours a day').fill('4');
  await second.getByRole('button', { name: 'Re-plan' }).click();
  await expect(second.getByTestId('replan').getByRole('alert')).toHaveText(
    'This plan changed elsewhere; it was reloaded. Look at it and re-plan again.',
  );
  // Reloaded: the first tab's dates, nothing overdue, so nothing left to re-plan.
  await expect(second.getByTestId('plan-overdue')).toHaveCount(0);
  expect(await taskDates(second)).toEqual(await taskDates(page));

  // An hours figure out of range is refused in the page, before any request.
  await page.reload();
  await page.getByTestId('plan-task').first().getByRole('checkbox').first().check();
  await page.getByTestId('replan').getByLabel('Hours a day').fill('20');
  await page.getByRole('button', { name: 'Re-plan' }).click();
  await expect(page.getByTestId('replan').getByRole('alert')).toHaveText(
    'Hours a day must be a number from 0.25 to 16.',
  );
  await expect(page.getByTestId('replan').getByLabel('Hours a day')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test('an undated plan can still be given an exam date, and then counts down to it', async ({
  page,
}) => {
  await page.goto('/app/ai-planner');
  const made = await page.request.post('/api/ai/planner/generate', {
    data: { goal_description: 'Learn to juggle three balls' },
  });
  expect(made.status()).toBe(201);
  const planId = (await made.json()).plan_id as string;
  const plan = await (await page.request.get(`/api/planner/plans/${planId}`)).json();
  // No task has a day: no last plan day, nothing to re-plan.
  const undated = plan.tasks.map(({ due_date: _day, ...task }: { due_date?: string }) => task);
  const saved = await page.request.put(`/api/planner/plans/${planId}`, {
    data: { tasks: undated, expected_updated_at: plan.updated_at },
  });
  expect(saved.status()).toBe(200);

  await page.goto(`/app/ai-planner?plan=${planId}`);
  const replan = page.getByTestId('replan');
  await expect(replan.getByLabel('Exam date')).toBeVisible();
  await expect(replan.getByTestId('plan-countdown')).toHaveCount(0);
  await expect(replan.getByRole('button', { name: 'Re-plan' })).toHaveCount(0);

  await replan.getByLabel('Exam date').fill(dayFromToday(20));
  await replan.getByRole('button', { name: 'Save exam date' }).click();
  await expect(replan.getByTestId('plan-countdown')).toHaveText('Exam in 20 days');
  await expect(replan).not.toContainText('last plan day');
  expect(await seriousViolations(page)).toEqual([]);
});
