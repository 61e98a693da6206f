import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { freshPage, PASSWORD, register, signIn } from './account-steps';
import { seriousViolations } from './axe';

// Accounts end to end on the real server: a guest's plan survives registering and shows up on a
// fresh browser after signing in; wrong password; sign out; sign out everywhere; download; delete.
// Passwords are hashed at the production cost, so each sign-in takes a moment on a busy machine.

test.describe.configure({ timeout: 120_000 });

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
let counter = 0;
const newEmail = () => `e2e-${Date.now().toString(36)}-${(counter += 1)}@example.com`;

async function makePlan(page: Page, goal: string) {
  await page.goto('/app/ai-planner');
  await page.getByLabel('What do you want to achieve?').fill(goal);
  await page.getByRole('button', { name: 'Generate Plan' }).click();
  await expect(page.getByRole('heading', { level: 2, name: goal })).toBeVisible({
    timeout: 30_000,
  });
}

async function expectPlanListed(page: Page, goal: string) {
  await page.goto('/app/ai-planner');
  await expect(page.getByRole('region', { name: 'Your plans' }).getByText(goal)).toBeVisible({
    timeout: 15_000,
  });
}

test('a guest plan survives registering and follows the account to a fresh browser', async ({
  page,
  browser,
}) => {
  const goal = 'Learn Portuguese basics in 30 days';
  await makePlan(page, goal);
  const email = newEmail();
  await register(page, email);
  // The suite's server has mail settings: the email also receives reset links, and nothing else.
  await expect(page.getByText('Quietdesk sends no other mail').first()).toBeVisible();
  await expectPlanListed(page, goal);

  const other = await freshPage(browser);
  await signIn(other.page, email);
  await expect(other.page).toHaveURL(/\/app\/dashboard$/, { timeout: 20_000 });
  await expect(other.page.getByRole('link', { name: 'Account' })).toBeVisible();
  await expectPlanListed(other.page, goal);
  await other.context.close();
});

test('signing in on a browser with guest data offers to bring it in', async ({ page, browser }) => {
  const email = newEmail();
  await register(page, email);

  const guest = await freshPage(browser);
  const goal = 'Read two novels in 3 weeks';
  await makePlan(guest.page, goal);
  await guest.page.goto('/app/sign-in');
  const offer = guest.page.getByLabel("Bring this browser's data into my account");
  await expect(offer).toBeChecked();
  await signIn(guest.page, email);
  await expect(guest.page).toHaveURL(/\/app\/dashboard$/, { timeout: 20_000 });
  await expectPlanListed(guest.page, goal);
  // The account's other browser sees the imported plan as well.
  await expectPlanListed(page, goal);
  await guest.context.close();
});

test('wrong password, sign out and sign out everywhere', async ({ page, browser }) => {
  const email = newEmail();
  await register(page, email);

  const other = await freshPage(browser);
  await signIn(other.page, email, 'not my password at all');
  await expect(other.page.getByRole('alert')).toHaveText('Email or password is wrong.', {
    timeout: 20_000,
  });
  await signIn(other.page, email);
  await expect(other.page).toHaveURL(/\/app\/dashboard$/, { timeout: 20_000 });

  // Sign out here: this browser only.
  await page.goto('/app/account');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/sign-in$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('You are signed out.', {
    timeout: 20_000,
  });
  await other.page.goto('/app/account');
  await expect(other.page.getByText(email)).toBeVisible({ timeout: 20_000 });

  // Sign out everywhere from the other browser: both are signed out.
  await signIn(page, email);
  await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 20_000 });
  await other.page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(other.page.getByRole('main').getByRole('status')).toHaveText(
    'You are signed out on every device.',
    {
      timeout: 20_000,
    },
  );
  await page.goto('/app/account');
  await expect(page.getByText('You are not signed in.')).toBeVisible({ timeout: 20_000 });
  await other.context.close();
});

test('change password, download my data, delete the account', async ({ page }) => {
  const goal = 'Train for a 10k run in 8 weeks';
  await makePlan(page, goal);
  const email = newEmail();
  await register(page, email);

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password').fill('quiet focus every evening');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Password changed. Other devices were signed out.',
    { timeout: 20_000 },
  );

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^quietdesk-export-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(file.account.email).toBe(email);
  expect(file.data.plans.map((plan: { goal: string }) => plan.goal)).toContain(goal);

  await page.getByLabel('Password, to confirm').fill('quiet focus every evening');
  await page.getByRole('button', { name: 'Delete my account and all its data' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your account and all its data were deleted.',
    {
      timeout: 20_000,
    },
  );
  await page.goto('/app/ai-planner');
  await expect(page.getByText(goal)).toHaveCount(0);
  await signIn(page, email, 'quiet focus every evening');
  await expect(page.getByRole('alert')).toHaveText('Email or password is wrong.', {
    timeout: 20_000,
  });
});

test('keyboard only: register and reach the account page', async ({ page }) => {
  await page.goto('/app/register');
  const email = newEmail();
  await page.getByLabel('Email').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByText(email)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Email')).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const) {
  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 900 },
  ]) {
    test(`axe and screenshots: account screens, ${scheme}, ${viewport.name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      const failures: string[] = [];
      const look = async (name: string) => {
        for (const v of await seriousViolations(page)) failures.push(`${name}: ${v}`);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${name} scrolls sideways`).toBe(0);
        await page.screenshot({
          path: `${SHOTS}/accounts-${name}-${scheme}-${viewport.name}.png`,
          fullPage: true,
        });
      };

      await makePlan(page, 'Write my thesis outline in 2 weeks');
      await page.goto('/app/register');
      await expect(page.getByText('becomes part of the account')).toBeVisible();
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await look('register');

      const email = newEmail();
      await register(page, `${email}`);
      await look('account');

      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await expect(page.getByRole('main').getByRole('status')).toBeVisible();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('wrong password here');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toBeVisible({ timeout: 20_000 });
      await look('sign-in');
      expect(failures).toEqual([]);
    });
  }
}
