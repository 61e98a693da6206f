import { expect, test } from '@playwright/test';
import { waitForHydration } from './hydration';
import { TOOL_LINKS } from './pages';

test.use({ timezoneId: 'UTC', locale: 'en-US' });

test.describe('dashboard', () => {
  test('greets by time of day and refreshes the clock every 60 s', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-01-15T11:59:10Z') });
    await page.goto('/app/dashboard');
    await expect(page.getByTestId('greeting')).toHaveText('Good Morning');
    const clock = page.getByTestId('clock');
    await expect(clock).toContainText('11:59 AM');
    await expect(clock).toContainText('Wednesday, January 15, 2025');

    // The first texts are the shell script's; the minute's refresh starts once React has hydrated.
    await waitForHydration(page);
    await page.clock.runFor(60_000);
    await expect(clock).toContainText('12:00 PM');
    await expect(page.getByTestId('greeting')).toHaveText('Good Afternoon');
  });

  test('says Good Evening from 18:00', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-06-01T18:00:00Z') });
    await page.goto('/app/dashboard');
    await expect(page.getByTestId('greeting')).toHaveText('Good Evening');
    await expect(page.getByTestId('clock')).toContainText('Sunday, June 1, 2025');
  });

  test('shows session and sound status, tool cards and the two actions', async ({ page }) => {
    await page.goto('/app/dashboard');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Focus Session' })).toBeVisible();
    await expect(main.getByText('No active session')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Ambient Sounds' })).toBeVisible();
    await expect(main.getByText('No sound playing')).toBeVisible();
    for (const tool of TOOL_LINKS) {
      await expect(main.getByRole('link', { name: new RegExp(`^${tool.name}`) })).toHaveAttribute(
        'href',
        tool.href,
      );
    }
    await expect(main.getByRole('link', { name: 'Start Focus Session' })).toHaveAttribute(
      'href',
      '/app/pomodoro',
    );
    await main.getByRole('link', { name: 'Create AI Plan' }).click();
    await expect(page).toHaveURL('/app/ai-planner');
  });
});
