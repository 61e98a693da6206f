import { expect as baseExpect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { seriousViolations } from './axe';
import { nodeByText } from './mind-map-steps';

// Folding a branch, recall mode with its tints, and a node's note and link, on the real server:
// what a student does to learn a map rather than only look at it.

const expect = baseExpect.configure({ timeout: 15_000 });
test.beforeEach(() => test.setTimeout(90_000));

/** A saved map (through the app's own API, as the page) with a root, two branches and a leaf. */
async function seedMap(page: Page, title: string): Promise<string> {
  await page.goto('/app/mind-maps');
  return page.evaluate(async (title) => {
    const post = await fetch('/api/mind-maps/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title }),
    });
    const map = (await post.json()) as { id: string };
    const put = await fetch(`/api/mind-maps/${map.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        map_data: {
          nodes: [
            { id: 'r', text: 'Cells', x: 0, y: 0 },
            { id: 'a', text: 'Membrane', x: 300, y: -80 },
            { id: 'a1', text: 'Phospholipids', x: 600, y: -80 },
            { id: 'b', text: 'Nucleus', x: 300, y: 80 },
          ],
          edges: [
            { source: 'r', target: 'a' },
            { source: 'a', target: 'a1' },
            { source: 'r', target: 'b' },
          ],
        },
      }),
    });
    if (!put.ok) throw new Error(`seeding failed: ${put.status}`);
    return map.id;
  }, title);
}

test('fold a branch with the mouse, save, reload: it stays folded; F unfolds it from the keyboard', async ({
  page,
}) => {
  const id = await seedMap(page, 'Fold me');
  await page.goto(`/app/mind-maps/${id}`);
  const toggle = page.getByRole('button', { name: 'Branch of “Membrane”: 1 child' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Branch of “Cells”: 2 children' })).toBeVisible();
  await expect(nodeByText(page, 'Phospholipids')).toBeVisible();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nodeByText(page, 'Phospholipids')).toBeHidden();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  await page.reload();
  await expect(nodeByText(page, 'Membrane')).toBeVisible();
  await expect(nodeByText(page, 'Phospholipids')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Branch of “Membrane”: 1 child' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );

  // Keyboard: focus the node, F unfolds, F folds again, Ctrl+Z undoes.
  await nodeByText(page, 'Membrane').focus();
  await page.keyboard.press('f');
  await expect(nodeByText(page, 'Phospholipids')).toBeVisible();
  await page.keyboard.press('f');
  await expect(nodeByText(page, 'Phospholipids')).toBeHidden();
  await page.keyboard.press('Control+z');
  await expect(nodeByText(page, 'Phospholipids')).toBeVisible();
});

for (const [scheme, viewport] of [
  ['light', { width: 1440, height: 900 }],
  ['dark', { width: 1440, height: 900 }],
  ['light', { width: 390, height: 844 }],
] as const) {
  test(`quiz a map from the list with the keyboard and see the tints (${scheme}, ${viewport.width} px)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport, colorScheme: scheme });
    const page = await context.newPage();
    const id = await seedMap(page, `Quiz ${scheme} ${viewport.width}`);
    await page.goto('/app/mind-maps');
    await page
      .getByRole('link', { name: `Quiz this map: Quiz ${scheme} ${viewport.width}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/app/mind-maps/${id}$`));

    const panel = page.getByRole('region', { name: 'Recall' });
    await expect(panel).toContainText('What comes under “Cells”?');
    // Everything below the root is hidden.
    await expect(nodeByText(page, 'Cells')).toBeVisible();
    for (const text of ['Membrane', 'Nucleus', 'Phospholipids'])
      await expect(nodeByText(page, text)).toBeHidden();

    // Keyboard only: focus sits on the step's first button.
    await expect(panel.getByRole('button', { name: 'Reveal' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(nodeByText(page, 'Membrane')).toBeVisible();
    await expect(panel).toContainText('It was “Membrane”');
    await expect(panel.getByRole('button', { name: 'Knew it' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('button', { name: 'Reveal' })).toBeFocused();
    await page.keyboard.press('Enter'); // Nucleus
    await expect(panel.getByRole('button', { name: 'Knew it' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('button', { name: 'Didn’t know' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('button', { name: 'Reveal' })).toBeFocused();
    await expect(panel).toContainText('What comes under “Membrane”?');
    await page.keyboard.press('Enter'); // Phospholipids
    await expect(panel.getByRole('button', { name: 'Knew it' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel).toContainText('Done: you knew 2 of 3.');

    // Tints with words: the level is in each node's name, not only in its colour.
    await expect(page.getByRole('group', { name: 'Membrane (Known)' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Nucleus (Not known yet)' })).toBeVisible();
    await expect(nodeByText(page, 'Membrane').locator('.mind-node')).toHaveAttribute(
      'data-level',
      'known',
    );
    // The whole quizzed map is in view with its tints (a phone shows it at the smallest zoom,
    // which a map this wide still overflows).
    const canvas = page.locator('.mind-map-canvas');
    const names = ['Membrane (Known)', 'Nucleus (Not known yet)', 'Phospholipids (Known)'];
    for (const name of viewport.width > 1000 ? names : [])
      await expect
        .poll(async () => {
          const box = (await canvas.boundingBox())!;
          const at = (await page.getByRole('group', { name }).boundingBox())!;
          return (
            at.x >= box.x &&
            at.y >= box.y &&
            at.x + at.width <= box.x + box.width &&
            at.y + at.height <= box.y + box.height
          );
        })
        .toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: `/tmp/shots/mind-map-recall-${scheme}-${viewport.width}.png`,
      fullPage: true,
    });

    // The marks are the server's: a reload still tints the nodes.
    await page.getByRole('button', { name: 'Back to editing' }).click();
    await page.reload();
    await expect(page.getByRole('group', { name: 'Phospholipids (Known)' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Nucleus (Not known yet)' })).toBeVisible();
    await context.close();
  });
}

test('a note and a link: a bad link is refused, the note and link show on focus and go into the Markdown export', async ({
  page,
}) => {
  const id = await seedMap(page, 'Annotated');
  await page.goto(`/app/mind-maps/${id}`);
  await nodeByText(page, 'Nucleus').click();
  await page.getByRole('button', { name: 'Note and link' }).click();
  const form = page.getByRole('form', { name: 'Note and link of “Nucleus”' });
  await form.getByLabel('Note').fill('Holds the DNA.');
  await form.getByLabel(/^Link/).fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Keep' }).click();
  await expect(form.getByRole('alert')).toContainText('Enter a web address');
  await form.getByLabel(/^Link/).fill('en.wikipedia.org/wiki/Cell_nucleus');
  await form.getByRole('button', { name: 'Keep' }).click();
  await expect(form).toBeHidden();

  const nucleus = page.getByRole('group', { name: 'Nucleus, has a note, has a link' });
  await expect(nucleus).toBeVisible();
  await page.mouse.move(0, 0);
  const details = nucleus.getByRole('note');
  await expect(details).toBeHidden();
  await nucleus.focus();
  await expect(details).toBeVisible();
  await expect(details).toContainText('Holds the DNA.');
  await expect(details.getByRole('link', { name: 'en.wikipedia.org' })).toHaveAttribute(
    'href',
    'https://en.wikipedia.org/wiki/Cell_nucleus',
  );
  await page.screenshot({ path: '/tmp/shots/mind-map-note-focus.png' });

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  await page.locator('summary', { hasText: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Markdown outline' }).click();
  const markdown = readFileSync(await (await download).path(), 'utf8');
  expect(markdown).toContain(
    '  - [Nucleus](<https://en.wikipedia.org/wiki/Cell_nucleus>)\n    > Holds the DNA.\n',
  );
  await page.reload();
  await expect(page.getByRole('group', { name: 'Nucleus, has a note, has a link' })).toBeVisible();
});

test('cards made from a branch remember their node: reviewed as known or forgotten, they tint it after a reload', async ({
  page,
}) => {
  const id = await seedMap(page, 'Cards tint');
  await page.goto(`/app/mind-maps/${id}`);
  await nodeByText(page, 'Cells').click();
  await page.getByRole('button', { name: 'Make flashcards from this branch' }).click();
  await expect(page).toHaveURL(/\/app\/flashcards/);
  const handoff = page.getByTestId('handoff');
  await expect(handoff).toContainText('2 cards');
  await handoff.getByRole('button', { name: 'Study these cards' }).click();
  await page.getByRole('button', { name: 'Save as deck' }).click();
  await expect(page.getByTestId('set-saved')).toBeVisible();

  // Review the saved cards as a person would rate them: the branch's root remembered, the
  // sub-branch forgotten.
  await page.evaluate(async () => {
    const decks = (await (await fetch('/api/flashcards/decks')).json()) as { id: string }[];
    const deck = (await (await fetch(`/api/flashcards/decks/${decks[0]!.id}`)).json()) as {
      id: string;
      cards: { id: string; question: string }[];
    };
    for (const card of deck.cards) {
      const rating = card.question.includes('Cells') ? 'good' : 'again';
      const response = await fetch(`/api/flashcards/decks/${deck.id}/cards/${card.id}/reviews`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rating }),
      });
      if (!response.ok) throw new Error(`review failed: ${response.status}`);
    }
  });

  await page.goto(`/app/mind-maps/${id}`);
  await page.reload();
  const cells = page.getByRole('group', { name: 'Cells (Known, from 1 card)' });
  const membrane = page.getByRole('group', { name: 'Membrane (Not known yet, from 1 card)' });
  await expect(cells).toBeVisible();
  await expect(membrane).toBeVisible();
  await expect(cells).toContainText('from 1 card');
  await expect(nodeByText(page, 'Membrane').locator('.mind-node')).toHaveAttribute(
    'data-level',
    'unknown',
  );
  // No card and no mark: no tint.
  await expect(page.getByRole('group', { name: 'Nucleus' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/shots/mind-map-card-tints-light-1280.png' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: '/tmp/shots/mind-map-card-tints-dark-1280.png' });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('group', { name: 'Cells (Known, from 1 card)' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/mind-map-card-tints-light-390.png' });
});
