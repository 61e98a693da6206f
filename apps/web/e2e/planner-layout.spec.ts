import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { waitForHydration } from './hydration';

// Accessibility and layout of the AI planner: axe in light and dark mode for every state the
// screen has, 375 px phones, and screenshots for a person to look at (/tmp/shots).

test.describe.configure({ timeout: 90_000 });

const GOAL = 'Learn Spanish basics in 30 days';
const SHOTS = '/tmp/shots';

async function generate(page: Page, goal = GOAL) {
  await page.getByLabel('What do you want to achieve?').fill(goal);
  await page.getByRole('button', { name: 'Generate Plan' }).click();
  await expect(page.getByRole('heading', { level: 2, name: goal })).toBeVisible({
    timeout: 20_000,
  });
}

async function tickFirstTask(page: Page) {
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT');
  await page.getByTestId('plan-task').first().getByRole('checkbox').first().click();
  await saved;
}

for (const scheme of ['light', 'dark'] as const) {
  test(`axe: planner states in ${scheme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.goto('/app/ai-planner');
    await expect(page.locator('html')).toHaveClass(
      scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
    );
    const failures: string[] = [];
    const scan = async (state: string) => {
      for (const v of await seriousViolations(page)) failures.push(`${state}: ${v}`);
    };

    await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();
    await scan('empty');

    await page.route('**/api/ai/planner/generate', (route) =>
      route.fulfill({ status: 500, json: { detail: 'x' } }),
    );
    await page.getByLabel('What do you want to achieve?').fill(GOAL);
    await page.getByRole('button', { name: 'Generate Plan' }).click();
    await expect(page.getByText('Failed to generate plan. Please try again.')).toBeVisible();
    await scan('error');
    await page.unroute('**/api/ai/planner/generate');

    await generate(page);
    await tickFirstTask(page);
    await page.getByTestId('plan-task').nth(1).getByRole('checkbox').nth(1).click();
    await scan('plan');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/planner-${scheme}.png`, fullPage: true });

    await page
      .getByTestId('plan-task')
      .nth(1)
      .getByRole('button', { name: /^Edit task:/ })
      .click();
    await page.getByLabel('Title').fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Each task needs a title.')).toBeVisible();
    await page
      .getByTestId('plan-task')
      .nth(1)
      .screenshot({ path: `${SHOTS}/planner-${scheme}-edit.png` });
    await scan('editing');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: `Delete plan: ${GOAL}` }).click();
    await scan('confirm delete');
    await page.getByTestId('plan-history').screenshot({
      path: `${SHOTS}/planner-${scheme}-history.png`,
    });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Try Sample Plan' }).click();
    await expect(page.getByText('This is a sample plan')).toBeVisible();
    await scan('sample');

    expect(failures).toEqual([]);
  });
}

test('fits a 375 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/app/ai-planner');
  await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/planner-mobile-empty.png` });

  await generate(page);
  await tickFirstTask(page);
  expect(await overflow()).toBeLessThanOrEqual(0);
  for (const name of ['Generate Plan', 'Try Sample Plan', 'Clear', 'Export Markdown']) {
    const box = (await page.getByRole('button', { name }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.height).toBeGreaterThanOrEqual(36);
  }
  await page
    .getByTestId('plan-task')
    .first()
    .getByRole('button', { name: /^Edit task:/ })
    .click();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/planner-mobile.png` });
  await page.getByTestId('plan-task').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/planner-mobile-edit.png` });
  await page.getByTestId('plan-history').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/planner-mobile-history.png` });
});

test('works from the keyboard alone', async ({ page }) => {
  await page.goto('/app/ai-planner');
  await waitForHydration(page);
  const input = page.getByLabel('What do you want to achieve?');
  await input.focus();
  await page.keyboard.type(GOAL);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: GOAL })).toBeVisible({
    timeout: 20_000,
  });
  // Tab reaches the first task's checkbox; Space ticks it.
  const first = page.getByTestId('plan-task').first().getByRole('checkbox').first();
  for (let i = 0; i < 30 && !(await first.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(first).toBeFocused();
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT');
  await page.keyboard.press('Space');
  await saved;
  await expect(first).toBeChecked();
});
