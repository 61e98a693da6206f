import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';

// The optional follow-up after a plan is generated: the person's own chapters and hours per day
// reschedule the plan across the real days to the deadline, each task with a date. Real server,
// built-in offline engine, real clock.

const GOAL = 'Prepare for my biology final in 3 weeks';

async function generate(page: Page) {
  await page.getByLabel('What do you want to achieve?').fill(GOAL);
  await page.getByRole('button', { name: 'Generate Plan' }).click();
  await expect(page.getByRole('heading', { level: 2, name: GOAL })).toBeVisible({
    timeout: 20_000,
  });
}

function dayFromToday(offset: number): string {
  const now = new Date();
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + offset * 86_400_000,
  )
    .toISOString()
    .slice(0, 10);
}

for (const { name, viewport, colorScheme } of [
  { name: 'desktop-light', viewport: { width: 1440, height: 900 }, colorScheme: 'light' as const },
  { name: 'phone-dark', viewport: { width: 390, height: 844 }, colorScheme: 'dark' as const },
]) {
  test(`reschedules the plan on real dates from the user's chapters (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
    await page.goto('/app/ai-planner');
    await generate(page);
    const form = page.getByRole('form', { name: /Make it yours/ });
    await expect(form).toBeVisible();
    // Nothing filled in: a clear message, no request.
    await form.getByRole('button', { name: 'Schedule my plan' }).click();
    await expect(form.getByRole('alert')).toHaveText('Add at least one item or the hours per day.');

    // Keyboard only: type the chapters, tab to the hours, submit with Enter.
    await form.getByLabel(/one per line/).fill('Cells\nGenetics\n細胞分裂');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2');
    const generated = page.waitForResponse(
      (r) => r.url().endsWith('/api/ai/planner/generate') && r.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    const response = await generated;
    // The open plan is rescheduled in place (200, its own id), not saved a second time.
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({
      goal_description: GOAL,
      items: ['Cells', 'Genetics', '細胞分裂'],
      hours_per_day: 2,
      plan_id: new URL(page.url()).searchParams.get('plan'),
    });

    const tasks = page.getByTestId('plan-task');
    await expect(tasks.filter({ hasText: 'Study Cells' })).toHaveCount(1);
    await expect(tasks.filter({ hasText: 'Study 細胞分裂' })).toHaveCount(1);
    await expect(tasks.filter({ hasText: 'Take a timed mock exam' })).toHaveCount(1);
    await expect(tasks.last()).toContainText('Buffer');
    // Every task has a date from today to the day before the exam, in order.
    const dates = await page
      .getByTestId('task-due')
      .locator('time')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
    expect(dates.length).toBe(await tasks.count());
    expect([...dates].sort()).toEqual(dates);
    expect(dates[0]! >= dayFromToday(0)).toBe(true);
    expect(dates.at(-1)).toBe(dayFromToday(20));
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/shots/planner-follow-up-${name}.png` });
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/planner-follow-up-form-${name}.png` });
  });
}
