import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';

// "Make it yours" on an open plan: the follow-up form is one link away from the top of the plan,
// scheduling keeps ONE plan (rescheduled in place, what was typed stays), and the calendar file
// carries exactly the due dates the plan shows (parsed with ical.js, as a calendar app would).

const GOAL = 'Prepare for my chemistry exam in 3 weeks';

test.use({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });
// Two generations on a shared, busy machine.
test.describe.configure({ timeout: 90_000 });

async function generate(page: Page) {
  await page.goto('/app/ai-planner');
  await page.getByLabel('What do you want to achieve?').fill(GOAL);
  await page.getByRole('button', { name: 'Generate Plan' }).click();
  await expect(page.getByRole('heading', { level: 2, name: GOAL })).toBeVisible({
    timeout: 20_000,
  });
}

const dueDates = (page: Page) =>
  page
    .getByTestId('task-due')
    .locator('time')
    .evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));

test('"Schedule my plan" reschedules the one plan, and the .ics agrees with its dates', async ({
  page,
}) => {
  await generate(page);
  const history = page.getByTestId('plan-history').locator(':scope > li');
  await expect(history).toHaveCount(1);
  const planId = new URL(page.url()).searchParams.get('plan');

  // Reachable from the top of the plan without scrolling past every task.
  await page.getByRole('link', { name: /Make it yours/ }).click();
  const form = page.getByRole('form', { name: /Make it yours/ });
  const chapters = form.getByLabel(/one per line/);
  await expect(chapters).toBeFocused();
  await expect(chapters).toBeInViewport();
  await chapters.fill('Atoms\nBonds\nReactions');
  await form.getByLabel('Hours per day').fill('6');
  await form.getByRole('button', { name: 'Schedule my plan' }).click();

  const tasks = page.getByTestId('plan-task');
  await expect(tasks.filter({ hasText: 'Study Bonds' })).toHaveCount(1, { timeout: 20_000 });
  // One plan, the same one, and what was typed is still there.
  await expect(history).toHaveCount(1);
  expect(new URL(page.url()).searchParams.get('plan')).toBe(planId);
  await expect(chapters).toHaveValue('Atoms\nBonds\nReactions');
  await expect(form.getByLabel('Hours per day')).toHaveValue('6');
  const plans = await (await page.request.get('/api/planner/plans')).json();
  expect(plans).toHaveLength(1);

  const shown = await dueDates(page);
  expect(shown.length).toBe(await tasks.count());
  const titles = await tasks.evaluateAll((els) =>
    els.map((el) => el.querySelector('label')?.textContent?.replace(/^Task \d+: /, '') ?? ''),
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar (.ics)' }).click(),
  ]);
  const calendar = new ICAL.Component(ICAL.parse(await readFile((await download.path())!, 'utf8')));
  const all = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  // The exam itself is an event of its own, all day, on or after the plan's last day.
  const exam = all.filter((e) => e.summary.startsWith('Exam: '));
  expect(exam.map((e) => e.summary)).toEqual(['Exam: Prepare for my chemistry exam in 3 weeks']);
  expect(exam[0]!.startDate.isDate).toBe(true);
  expect(exam[0]!.startDate.toString() >= shown.at(-1)!).toBe(true);
  const events = all.filter((e) => !exam.includes(e));
  expect(events.map((e) => e.summary)).toEqual(titles);
  for (const [i, event] of events.entries()) {
    // An all-day event on exactly the day the plan shows.
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe(shown[i]);
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(
      86_400_000,
    );
  }
  // The mock exam and the buffer keep their own, different days.
  const mock = titles.findIndex((t) => /mock exam/i.test(t));
  const buffer = titles.findIndex((t) => /buffer/i.test(t));
  expect(mock).toBeGreaterThanOrEqual(0);
  expect(buffer).toBeGreaterThan(mock);
  expect(events[buffer]!.startDate.toString() > events[mock]!.startDate.toString()).toBe(true);
});
