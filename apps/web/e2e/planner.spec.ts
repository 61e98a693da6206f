import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';

// The AI planner against the real server and its built-in offline engine. Each test has its own
// browser context, so its own guest identity and plan history.

const GOAL = 'Learn Spanish basics in 30 days';
const GOAL_LABEL = 'What do you want to achieve?';

const goalInput = (page: Page) => page.getByLabel(GOAL_LABEL);
const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate Plan' });
const planCard = (page: Page) => page.getByTestId('plan-card');
const tasks = (page: Page) => page.getByTestId('plan-task');
const savedPut = (page: Page) =>
  page.waitForResponse(
    (r) => /\/api\/planner\/plans\/[^/]+$/.test(r.url()) && r.request().method() === 'PUT',
  );

async function generate(page: Page, goal = GOAL) {
  await goalInput(page).fill(goal);
  await generateButton(page).click();
  await expect(page.getByRole('heading', { level: 2, name: goal })).toBeVisible({
    timeout: 20_000,
  });
}

test.beforeEach(async ({ page }) => {
  await page.goto('/app/ai-planner');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Planner' })).toBeVisible();
});

test('generates a plan, and ticked tasks and subtasks survive a reload', async ({ page }) => {
  await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();

  // Hold the request a moment so the generating state can be seen.
  await page.route('**/api/ai/planner/generate', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await goalInput(page).fill(GOAL);
  await generateButton(page).click();
  // The form's own status region (the plan's re-planning panel has one too).
  const generating = page.getByRole('main').getByRole('status').first();
  await expect(generating).toHaveText('Generating plan... This might take up to a minute.');
  await expect(generateButton(page)).toBeDisabled();
  await page.screenshot({ path: '/tmp/shots/planner-generating.png' });

  await expect(page.getByRole('heading', { level: 2, name: GOAL })).toBeVisible();
  await expect(generating).toHaveText('');
  await expect(page.getByRole('heading', { name: 'Getting Started' })).toHaveCount(0);
  const card = planCard(page);
  await expect(card.getByTestId('engine-label')).toHaveText('Built-in offline assistant');
  await expect(card).toContainText('Made by:');
  await expect(card).toContainText('Estimated duration:');
  await expect(card).toContainText('30 days');
  await expect(card).toContainText(
    'AI-generated suggestions — check them against your own situation.',
  );
  const count = await tasks(page).count();
  expect(count).toBeGreaterThanOrEqual(3);
  await expect(tasks(page).first()).toContainText(/(High|Medium|Low) priority/);
  await expect(card).toContainText(`0/${count} tasks done`);

  const firstTask = tasks(page).nth(0).getByRole('checkbox').first();
  const subtask = tasks(page)
    .nth(1)
    .getByRole('list', { name: /Subtasks of/ })
    .getByRole('checkbox')
    .nth(1);

  // click + a retrying expectation, not check(): the tick is optimistic but lands a render later
  // (TanStack Query batches cache notifications), which check() reads as "did not change".
  let saved = savedPut(page);
  await firstTask.click();
  await expect(firstTask).toBeChecked();
  expect((await saved).status()).toBe(200);
  saved = savedPut(page);
  await subtask.click();
  await expect(subtask).toBeChecked();
  expect((await saved).status()).toBe(200);
  await expect(card).toContainText(`1/${count} tasks done`);

  expect(new URL(page.url()).searchParams.get('plan')).toMatch(/^[0-9a-f-]{36}$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: GOAL })).toBeVisible();
  await expect(tasks(page).nth(0).getByRole('checkbox').first()).toBeChecked();
  await expect(
    tasks(page)
      .nth(1)
      .getByRole('list', { name: /Subtasks of/ })
      .getByRole('checkbox')
      .nth(1),
  ).toBeChecked();
  await expect(tasks(page).nth(1).getByRole('checkbox').first()).not.toBeChecked();
  await expect(goalInput(page)).toHaveValue(GOAL);
  await expect(page.getByTestId('plan-history')).toContainText(`1/${count} tasks done`);
});

test('history lists plans newest first, reopens one and deletes after confirming', async ({
  page,
}) => {
  await generate(page, GOAL);
  await generate(page, 'Run a 5K in 8 weeks');
  const history = page.getByTestId('plan-history');
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').nth(0)).toContainText('Run a 5K in 8 weeks');
  await expect(history.getByRole('listitem').nth(1)).toContainText(GOAL);
  await expect(history.getByRole('link', { name: /Run a 5K/ })).toHaveAttribute(
    'aria-current',
    'true',
  );

  await history.getByRole('link', { name: new RegExp(GOAL) }).click();
  await expect(page.getByRole('heading', { level: 2, name: GOAL })).toBeVisible();
  await expect(goalInput(page)).toHaveValue(GOAL);

  // Cancel keeps the plan and returns focus to its delete button.
  const deleteRun = history.getByRole('button', { name: 'Delete plan: Run a 5K in 8 weeks' });
  await deleteRun.click();
  const confirm = history.getByRole('group', { name: 'Delete plan: Run a 5K in 8 weeks' });
  await expect(confirm).toContainText('Delete “Run a 5K in 8 weeks”?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(deleteRun).toBeFocused();
  await expect(history.getByRole('listitem')).toHaveCount(2);

  await deleteRun.click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: GOAL })).toBeVisible();

  // Deleting the open plan closes it.
  await history.getByRole('button', { name: `Delete plan: ${GOAL}` }).click();
  await history.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('No saved plans yet.')).toBeVisible();
  await expect(planCard(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();

  await page.reload();
  await expect(page.getByText('No saved plans yet.')).toBeVisible();
});

test('Try Sample Plan fills the input and Clear empties everything and focuses it', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Try Sample Plan' }).click();
  await expect(goalInput(page)).toHaveValue('Prepare for my biology final in 3 weeks');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Prepare for my biology final in 3 weeks' }),
  ).toBeVisible();
  await expect(planCard(page)).toContainText('not saved');
  await tasks(page).first().getByRole('checkbox').first().click();
  await expect(planCard(page)).toContainText(/^.*1\/\d+ tasks done/);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(goalInput(page)).toHaveValue('');
  await expect(goalInput(page)).toBeFocused();
  await expect(planCard(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();
  await expect(generateButton(page)).toBeDisabled();
});

test('a blank goal keeps Generate Plan disabled and sends nothing', async ({ page }) => {
  let requests = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/ai/planner/generate')) requests += 1;
  });
  await expect(generateButton(page)).toBeDisabled();
  await goalInput(page).fill('    ');
  await expect(generateButton(page)).toBeDisabled();
  await goalInput(page).press('Enter');
  await goalInput(page).fill('  Learn chess  ');
  await expect(generateButton(page)).toBeEnabled();
  await goalInput(page).fill('');
  await expect(generateButton(page)).toBeDisabled();
  await page.waitForTimeout(200);
  expect(requests).toBe(0);
});

test('shows the spec message when generation fails, and helpful 422/429 details', async ({
  page,
}) => {
  let answer = { status: 500, body: { detail: 'Internal' }, headers: {} as Record<string, string> };
  await page.route('**/api/ai/planner/generate', (route) =>
    route.fulfill({ status: answer.status, json: answer.body, headers: answer.headers }),
  );
  await goalInput(page).fill(GOAL);
  await generateButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to generate plan. Please try again.');
  await expect(planCard(page)).toHaveCount(0);

  answer = { status: 503, body: { detail: 'The AI service is unavailable.' }, headers: {} };
  await generateButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to generate plan. Please try again.');

  answer = {
    status: 422,
    body: { detail: 'The goal must be at least 3 characters.' },
    headers: {},
  };
  await generateButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('The goal must be at least 3 characters.');

  answer = {
    status: 429,
    body: { detail: 'Too many requests.' },
    headers: { 'Retry-After': '42' },
  };
  await generateButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Too many requests. Try again in 42 seconds.');

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('alert')).toHaveText('');
});

test('shows the spec message when the sample plan fails to load', async ({ page }) => {
  await page.route('**/api/ai/planner/sample', (route) => route.fulfill({ status: 500 }));
  await page.getByRole('button', { name: 'Try Sample Plan' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to load sample plan. Please try again.');
  await expect(goalInput(page)).toHaveValue('');
});

test('edits a task inline: Enter saves and persists, Esc cancels', async ({ page }) => {
  await generate(page);
  const first = tasks(page).first();

  await first.getByRole('button', { name: /^Edit task:/ }).click();
  const form = first.getByRole('form', { name: /^Edit task:/ });
  await expect(form.getByLabel('Title')).toBeFocused();
  await form.getByLabel('Title').fill('Pick one Spanish course');
  await form.getByLabel('Description').fill('Compare two courses, then commit to one.');
  await form.getByLabel('Estimated duration').fill('3 days');
  await form.getByLabel('Priority').selectOption('low');
  const saved = savedPut(page);
  await form.getByLabel('Title').press('Enter');
  expect((await saved).status()).toBe(200);
  await expect(form).toHaveCount(0);
  await expect(first).toContainText('Pick one Spanish course');
  await expect(first).toContainText('Compare two courses, then commit to one.');
  await expect(first).toContainText('3 days');
  await expect(first).toContainText('Low priority');
  await expect(first.getByRole('button', { name: /^Edit task:/ })).toBeFocused();

  // A blank title is refused with the schema's sentence.
  await first.getByRole('button', { name: /^Edit task:/ }).click();
  await form.getByLabel('Title').fill('  ');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Each task needs a title.')).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Title').fill('Should not stick');
  await form.getByLabel('Title').press('Escape');
  await expect(form).toHaveCount(0);
  await expect(first).toContainText('Pick one Spanish course');
  await expect(first.getByRole('button', { name: /^Edit task:/ })).toBeFocused();

  await page.reload();
  await expect(tasks(page).first()).toContainText('Pick one Spanish course');
  await expect(tasks(page).first()).toContainText('Low priority');
});

test('exports Markdown and an iCalendar file', async ({ page }) => {
  await generate(page);
  const count = await tasks(page).count();
  const saved = savedPut(page);
  await tasks(page).first().getByRole('checkbox').first().click();
  await saved;

  const [md] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Markdown' }).click(),
  ]);
  expect(md.suggestedFilename()).toBe('Learn-Spanish-basics-in-30-days.md');
  const markdown = await readFile((await md.path())!, 'utf8');
  expect(markdown.startsWith(`# ${GOAL}\n\n- Estimated duration: 30 days`)).toBe(true);
  expect(markdown).toMatch(/^- \[x\] \*\*/m);
  expect(markdown.match(/^- \[[ x]\] /gm)).toHaveLength(count);
  expect(markdown).toMatch(/^ {2}- \[ \] /m);

  const [ics] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar (.ics)' }).click(),
  ]);
  expect(ics.suggestedFilename()).toBe('Learn-Spanish-basics-in-30-days.ics');
  const calendar = await readFile((await ics.path())!, 'utf8');
  expect(calendar.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  expect(calendar.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(calendar.match(/\r\nBEGIN:VEVENT\r\n/g)).toHaveLength(count);
  expect(calendar.replace(/\r\n/g, '')).not.toMatch(/\n/);
  for (const line of calendar.split('\r\n')) {
    expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  }
});

test('"Focus on this" opens the timer with the task name', async ({ page }) => {
  await page.getByRole('button', { name: 'Try Sample Plan' }).click();
  const title = (await tasks(page).first().locator('label').first().innerText())
    .replace(/^Task 1:\s*/, '')
    .trim();
  await tasks(page)
    .first()
    .getByRole('link', { name: /^Focus on this/ })
    .click();
  await expect(page).toHaveURL(/\/app\/pomodoro\?task=/);
  expect(new URL(page.url()).searchParams.get('task')).toBe(title);
});

test('a failed save is rolled back; a conflict reloads the plan', async ({ page }) => {
  await generate(page);
  const box = tasks(page).first().getByRole('checkbox').first();

  await page.route(
    '**/api/planner/plans/*',
    (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { detail: 'boom' } })
        : route.fallback(),
    { times: 1 },
  );
  // click, not check(): the box is meant to spring back.
  await box.click();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be saved' })).toBeVisible();
  await expect(box).not.toBeChecked();

  // Someone else changes the plan (another tab): our next save meets a 409 and reloads.
  const planId = new URL(page.url()).searchParams.get('plan')!;
  const current = await (await page.request.get(`/api/planner/plans/${planId}`)).json();
  current.tasks[1].done = true;
  const other = await page.request.put(`/api/planner/plans/${planId}`, {
    data: { tasks: current.tasks },
  });
  expect(other.status()).toBe(200);

  await box.click();
  await expect(page.getByRole('alert').filter({ hasText: 'changed elsewhere' })).toHaveText(
    'This plan changed elsewhere; reloaded.',
  );
  await expect(box).not.toBeChecked();
  await expect(tasks(page).nth(1).getByRole('checkbox').first()).toBeChecked();

  // After the reload the next save goes through.
  const saved = savedPut(page);
  await box.click();
  expect((await saved).status()).toBe(200);
  await expect(box).toBeChecked();
});
