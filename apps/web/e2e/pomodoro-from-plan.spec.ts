import { expect, test } from '@playwright/test';

test('a planner task link prefills the Task Name', async ({ page }) => {
  await page.goto('/app/pomodoro?task=' + encodeURIComponent('Review chapter 3 & notes'));
  await expect(page.getByLabel('Task Name')).toHaveValue('Review chapter 3 & notes');
});
