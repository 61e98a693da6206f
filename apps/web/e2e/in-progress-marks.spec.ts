import { expect, test } from '@playwright/test';
import { TOOLS } from '../app/lib/tools';

// Every "In progress" mark comes from the tools' status flag (app/lib/tools.ts), so shipping a
// tool removes its marks from the landing page, its feature page and the demo at once.
const building = TOOLS.filter((tool) => tool.inProgress);
const shipped = TOOLS.filter((tool) => !tool.inProgress);

test('landing cards, feature pages and demo samples say which tools are in progress', async ({
  page,
}) => {
  await page.goto('/');
  const cards = page.getByRole('region', { name: 'Five tools, one calm workspace' });
  for (const tool of TOOLS) {
    const card = cards.locator(`a[href="${tool.featureHref}"]`);
    if (tool.inProgress) await expect(card).toContainText('In progress');
    else await expect(card).not.toContainText('In progress');
  }

  for (const tool of TOOLS) {
    await page.goto(tool.featureHref);
    const marks = page.getByText('In progress', { exact: false });
    if (tool.inProgress) await expect(marks.first()).toBeVisible();
    else await expect(marks).toHaveCount(0);
  }

  await page.goto('/demo');
  for (const tool of TOOLS) {
    const tab = page.getByRole('tab', { name: new RegExp(`^${tool.name}`) });
    await tab.click();
    const panel = page.getByRole('tabpanel');
    if (tool.inProgress) {
      await expect(tab).toContainText('In progress');
      await expect(panel).toContainText(`${tool.name} is still being built`);
    } else {
      await expect(tab).not.toContainText('In progress');
      await expect(panel).not.toContainText('still being built');
    }
  }
  expect(building.length + shipped.length).toBe(5);
});
