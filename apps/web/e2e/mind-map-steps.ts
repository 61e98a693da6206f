import { expect as baseExpect, type Page } from '@playwright/test';

// What the mind-map specs do the same way: find nodes, make a blank map, write in a node, add a
// child by keyboard, and import an outline through the list's file picker.

const expect = baseExpect.configure({ timeout: 15_000 });

export const canvasNodes = (page: Page) => page.locator('.react-flow__node');
export const nodeByText = (page: Page, text: string) =>
  page.locator('.react-flow__node').filter({ hasText: new RegExp(`^${text}`) });

/** A blank map made from the list, opened in the editor. */
export async function createBlank(page: Page, title: string) {
  await page.goto('/app/mind-maps');
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Create Blank Map' }).click();
  await expect(page).toHaveURL(/\/app\/mind-maps\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Double-click a node, write its new text, Enter. */
export async function rename(page: Page, from: string, to: string) {
  await nodeByText(page, from).dblclick();
  await page.getByLabel('Node text').fill(to);
  await page.getByLabel('Node text').press('Enter');
}

/** Tab on the selected node adds a child in edit mode: type its text, Enter. */
export async function addChildByKeyboard(page: Page, text: string) {
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Node text')).toBeFocused();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(nodeByText(page, text)).toBeVisible();
}

/** Imports an outline file (Markdown or OPML) from the map list, as the file picker would. */
export async function importOutline(page: Page, name: string, text: string) {
  await page.goto('/app/mind-maps');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Import outline/ }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
}
