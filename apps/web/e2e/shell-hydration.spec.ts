import { expect, test, type Route } from '@playwright/test';
import { APP_SHELLS } from '../react-router.config';
import { waitForHydration } from './hydration';

// The prerendered shell paints before its scripts run (they download at once, but run after the
// first paint). Until React has hydrated it the shell is inert, so nothing typed in that gap can be
// wiped by hydration (docs/decisions/040-inert-until-hydrated.md).

test('the shell paints before its scripts and stays inert until it has hydrated', async ({
  page,
}) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Route[] = [];
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    held.push(route);
    await released;
    await route.continue();
  });

  await page.goto('/app/ai-planner', { waitUntil: 'domcontentloaded' });
  const input = page.getByLabel('What do you want to achieve?');
  // Painted from the HTML alone: the heading and the form are there, the app's entry is not.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(input).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);

  // Inert: a tap does not focus the field, so typing goes nowhere.
  await expect(page.locator('[inert][aria-disabled="true"]:has(> #main)')).toHaveCount(1);
  await input.click({ force: true });
  await page.keyboard.type('lost?');
  await expect(input).toHaveValue('');
  expect(await input.evaluate((el) => el === document.activeElement)).toBe(false);

  release();
  await waitForHydration(page);
  await expect(page.locator('[inert]')).toHaveCount(0);
  await input.click();
  await page.keyboard.type('Learn to juggle in 2 weeks');
  await expect(input).toHaveValue('Learn to juggle in 2 weeks');
});

// Each app shell's first load: no console error (React reports a shell that does not match what it
// hydrates as one, error #418) and no content-security-policy violation (zod's `new Function`
// probe was one, on every screen that builds a schema, until zod's JIT was switched off before
// any schema is built: apps/web/zod-jitless.ts).
for (const path of APP_SHELLS) {
  test(`${path} loads and hydrates without console errors or policy violations`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}
