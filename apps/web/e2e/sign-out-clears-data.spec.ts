import { expect, test, type Page } from '@playwright/test';

// Signing out, signing out everywhere and deleting the account leave nothing of the person in
// the browser: on a shared computer the next person must not see the timer's task, unsent timer
// changes, map drafts, hand-offs or cached plans. Device preferences (theme) stay.

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'quiet focus every morning';
let counter = 0;
const newEmail = () => `clear-${Date.now().toString(36)}-${(counter += 1)}@example.com`;

const PERSONAL = [
  'qd:v1:pomodoro:timer',
  'qd:v1:pomodoro:settings',
  'qd:v1:pomodoro:records',
  'qd:v1:pomodoro:outbox',
  'qd:v1:pomodoro:ids',
  'qd:v1:fixation:reading-speed',
  'qd:v1:sounds:mixes',
  'qd:v1:flashcards:set',
  'qd:v1:mind-maps:draft:0b7c2a52-6a52-4c71-9d1e-2f4c5c1e0a11',
];

async function register(page: Page) {
  await page.goto('/app/register');
  await page.getByLabel('Email').fill(newEmail());
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible({
    timeout: 30_000,
  });
}

/** What a day of use leaves behind: personal keys, a hand-off, a cached plan, and a theme. */
async function leaveTraces(page: Page) {
  await page.evaluate(async (keys) => {
    for (const key of keys) localStorage.setItem(key, JSON.stringify({ task: 'Private task' }));
    sessionStorage.setItem('qd:v1:handoff:flashcards', '{"title":"Private"}');
    localStorage.setItem('qd:v1:theme:theme', 'dark');
    const cache = await caches.open('planner-saved-plans');
    await cache.put('/api/planner/plans', new Response('[{"goal":"Private goal"}]'));
  }, PERSONAL);
}

async function traces(page: Page) {
  return page.evaluate(async (keys) => {
    const local = keys.filter((key) => localStorage.getItem(key) !== null);
    const session = sessionStorage.getItem('qd:v1:handoff:flashcards');
    const cached = await caches.has('planner-saved-plans');
    return { local, session, cached, theme: localStorage.getItem('qd:v1:theme:theme') };
  }, PERSONAL);
}

const CLEAN = { local: [], session: null, cached: false, theme: 'dark' };

test('sign out clears the person’s data from the browser', async ({ page }) => {
  await register(page);
  await leaveTraces(page);
  expect((await traces(page)).local).toEqual(PERSONAL);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('You are signed out.', {
    timeout: 20_000,
  });
  expect(await traces(page)).toEqual(CLEAN);
});

test('sign out everywhere clears it too', async ({ page }) => {
  await register(page);
  await leaveTraces(page);
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'You are signed out on every device.',
    { timeout: 20_000 },
  );
  expect(await traces(page)).toEqual(CLEAN);
});

test('deleting the account clears it too', async ({ page }) => {
  await register(page);
  await leaveTraces(page);
  await page.getByLabel('Password, to confirm').fill(PASSWORD);
  await page.getByRole('button', { name: 'Delete my account and all its data' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your account and all its data were deleted.',
    { timeout: 20_000 },
  );
  expect(await traces(page)).toEqual(CLEAN);
});

test('a timer running at sign-out is forgotten: nothing of it is written back later', async ({
  page,
}) => {
  // In the past: the server refuses client times in its future.
  await page.clock.install({ time: Date.now() - 2 * 60 * 60_000 });
  await register(page);
  await page.goto('/app/pomodoro');
  await page.getByRole('slider', { name: 'Work' }).fill('40');
  await page.getByLabel('Task Name').fill('Private task');
  await page.getByRole('main').getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Pause' })).toBeEnabled();

  await page.getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await expect(page.getByTestId('session-indicator')).toContainText('Private task');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('You are signed out.', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('session-indicator')).toHaveCount(0);

  // The work phase would end and the engine would log it; the periodic flush would come round.
  await page.clock.runFor(45 * 60_000);
  expect((await traces(page)).local).toEqual([]);
  await page.goto('/app/pomodoro');
  await expect(page.getByTestId('time-left')).toHaveText('25:00');
  await expect(page.getByLabel('Task Name')).toHaveValue('');
});
