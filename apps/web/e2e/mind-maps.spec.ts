import { expect as baseExpect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { waitForHydration } from './hydration';
import {
  addChildByKeyboard,
  canvasNodes,
  createBlank,
  importOutline,
  nodeByText,
  rename,
} from './mind-map-steps';

// Mind maps against the real server, its database and the built-in offline AI engine. Each test
// has its own browser context, so its own guest identity and maps.

// The 2-core machine that runs this suite is shared: give the first paint of a page more time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.beforeEach(() => test.setTimeout(90_000));

const saveButton = (page: Page) => page.getByRole('button', { name: /Save Changes|Saving\.\.\./ });

async function dragBy(page: Page, handle: ReturnType<Page['locator']>, dx: number, dy: number) {
  const box = (await handle.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
}

async function save(page: Page) {
  const put = page.waitForResponse(
    (r) => /\/api\/mind-maps\/[^/]+$/.test(r.url()) && r.request().method() === 'PUT',
  );
  await saveButton(page).click();
  expect((await put).status()).toBe(200);
  await expect(
    page.getByRole('status').filter({ hasText: 'Mind map saved successfully!' }),
  ).toBeVisible();
}

test('list states: empty, blank creation disabled for blank input, a created map opens', async ({
  page,
}) => {
  await page.goto('/app/mind-maps');
  await expect(page.getByText('No mind maps found')).toBeVisible();
  await expect(page.getByText('Create your first mind map to get started')).toBeVisible();
  const createBlankButton = page.getByRole('button', { name: 'Create Blank Map' });
  const generateButton = page.getByRole('button', { name: 'Generate Map' });
  await expect(createBlankButton).toBeDisabled();
  await expect(generateButton).toBeDisabled();
  await page.getByLabel('Title').fill('   ');
  await expect(createBlankButton).toBeDisabled();
  await page.screenshot({ path: '/tmp/shots/mind-maps-empty.png', fullPage: true });

  await createBlank(page, 'Cell biology 細胞');
  // docs/product.md §3: an empty map shows the starter node.
  await expect(canvasNodes(page)).toHaveCount(1);
  await expect(canvasNodes(page).first()).toContainText('Start Here');
  await page.screenshot({ path: '/tmp/shots/mind-map-editor-new.png' });

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('link', { name: 'Cell biology 細胞' })).toBeVisible();
  await expect(page.getByText('0 nodes')).toBeVisible();
});

test('edit, add, connect, delete, undo, save; reload shows the saved map', async ({ page }) => {
  await createBlank(page, 'Editing');
  const starter = nodeByText(page, 'Start Here');
  await starter.dblclick();
  const input = page.getByLabel('Node text');
  await input.fill('Photosynthesis 🌱');
  await input.press('Enter');
  await expect(nodeByText(page, 'Photosynthesis 🌱')).toBeVisible();

  await page.getByRole('button', { name: 'Add Node' }).click();
  await expect(canvasNodes(page)).toHaveCount(2);
  await expect(nodeByText(page, 'New Node')).toBeVisible();

  // New nodes land near the first one (docs/product.md §3): drag it below, then connect from the
  // first node's bottom handle to its top handle.
  await dragBy(page, nodeByText(page, 'New Node').getByText('New Node'), 0, 220);
  const source = nodeByText(page, 'Photosynthesis').locator('.react-flow__handle-bottom');
  const target = nodeByText(page, 'New Node').locator('.react-flow__handle-top');
  await source.dragTo(target);
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);

  // Delete the new node (and its edge) with Backspace, then undo.
  await nodeByText(page, 'New Node').click();
  await page.keyboard.press('Backspace');
  await expect(canvasNodes(page)).toHaveCount(1);
  await expect(page.locator('.react-flow__edge')).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(canvasNodes(page)).toHaveCount(2);
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);
  await page.keyboard.press('Control+Shift+z');
  await expect(canvasNodes(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(canvasNodes(page)).toHaveCount(2);

  await save(page);
  await page.reload();
  await expect(canvasNodes(page)).toHaveCount(2);
  await expect(nodeByText(page, 'Photosynthesis 🌱')).toBeVisible();
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
});

test('keyboard only: Tab adds a child, Enter a sibling, Esc lets Tab move on, Ctrl+S saves', async ({
  page,
}) => {
  await createBlank(page, 'Keyboard');
  const starter = canvasNodes(page).first();
  await starter.focus();
  await page.keyboard.press('Enter'); // React Flow: Enter selects the focused node
  await expect(starter).toHaveClass(/selected/);
  await page.keyboard.press('F2');
  await page.keyboard.type('Revision');
  await page.keyboard.press('Enter');
  await expect(nodeByText(page, 'Revision')).toBeVisible();
  // Committing gives the keyboard back to the node.
  await expect(nodeByText(page, 'Revision')).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Node text')).toBeFocused();
  await page.keyboard.type('Chapter 1');
  await page.keyboard.press('Enter');
  await expect(nodeByText(page, 'Chapter 1')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Node text')).toBeFocused();
  await page.keyboard.type('Chapter 2 — 第二章');
  await page.keyboard.press('Enter');
  await expect(nodeByText(page, 'Chapter 2')).toBeVisible();
  await expect(canvasNodes(page)).toHaveCount(3);
  await expect(page.locator('.react-flow__edge')).toHaveCount(2);

  // The shortcuts panel opens with "?" and closes with Esc.
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);

  await page.keyboard.press('Control+s');
  await expect(
    page.getByRole('status').filter({ hasText: 'Mind map saved successfully!' }),
  ).toBeVisible();

  // No keyboard trap: Esc clears the selection and Tab then moves focus as usual.
  await nodeByText(page, 'Chapter 2').focus();
  await page.keyboard.press('Escape');
  await expect(page.locator('.react-flow__node.selected')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(canvasNodes(page)).toHaveCount(3);
  await page.reload();
  await expect(canvasNodes(page)).toHaveCount(3);
});

test('keys typed before a new node can take focus go into it, as on a busy phone', async ({
  page,
}) => {
  await page.clock.install();
  await createBlank(page, 'Fast typist');
  await canvasNodes(page).first().focus();
  // The page's frames stop: the new node's field cannot take focus until they run again, as on a
  // phone still drawing the node while its owner types.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Organs');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await page.clock.resume();
  await expect(nodeByText(page, 'Organ')).toBeVisible();
  await expect(canvasNodes(page)).toHaveCount(2);
  await expect(nodeByText(page, 'New Node')).toHaveCount(0);
  await expect(page.getByLabel('Node text')).toHaveCount(0);
});

test('Enter then Tab before the next frame: the Tab adds a child to the node just named', async ({
  page,
}) => {
  await page.clock.install();
  await createBlank(page, 'Quick Tab');
  await nodeByText(page, 'Start Here').dblclick();
  await page.getByLabel('Node text').fill('Cells');
  // No frame runs between the Enter that commits the name and the Tab: the node must already
  // have the keyboard, or the Tab moves focus off the map and the child is never made.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Nucleus');
  await page.keyboard.press('Enter');
  await page.clock.resume();
  await expect(nodeByText(page, 'Nucleus')).toBeVisible();
  await expect(canvasNodes(page)).toHaveCount(2);
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);
});

test('leaving with unsaved edits asks first: Stay keeps them, Leave goes, saved maps just go', async ({
  page,
}) => {
  await createBlank(page, 'Leaving');
  const editorUrl = page.url();
  await rename(page, 'Start Here', 'Unsaved idea');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // A header link: the app asks, and Stay keeps the page and the edit.
  const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await page.getByRole('link', { name: 'Quietdesk dashboard' }).click();
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Stay' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/shots/mind-map-leave.png' });
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(editorUrl);
  await expect(nodeByText(page, 'Unsaved idea')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // The editor's Back button: Esc means Stay.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(editorUrl);

  // Leave goes, and the edit, made moments ago, is still kept on this device.
  await page.getByRole('link', { name: 'Back' }).click();
  await question.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/app\/mind-maps$/);
  await page.getByRole('link', { name: 'Leaving' }).click();
  await expect(nodeByText(page, 'Unsaved idea')).toBeVisible();
  await expect(
    page.getByText('Your unsaved changes from last time were kept on this device'),
  ).toBeVisible();

  // Saved: nothing to ask.
  await save(page);
  await page.getByRole('link', { name: 'Quietdesk dashboard' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(question).toHaveCount(0);
});

test('after a pan and a wheel zoom the nodes take clicks again', async ({ page }) => {
  await createBlank(page, 'Moving');
  const pane = page.locator('.mind-map-canvas .react-flow__pane');
  const box = (await pane.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + 40);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 90, { steps: 5 });
  await page.mouse.up();
  await page.mouse.wheel(0, -120);
  // Nodes and edges ignore the pointer only while the view moves (a 2,000-node map pans faster).
  await expect(page.locator('.mind-map-canvas[data-moving]')).toHaveCount(0);
  await nodeByText(page, 'Start Here').click();
  await expect(nodeByText(page, 'Start Here')).toHaveClass(/selected/);
});

test('big maps draw idle edges in one still layer; a pressed edge is selected and deleted like any other', async ({
  page,
}) => {
  // React Flow recomputes every edge it draws on each pan step; a big map draws only the edges
  // being worked with, the rest in one layer the viewport's transform moves.
  const flowEdges = page.locator('.mind-map-canvas .react-flow__edge');
  const stillLayer = page.locator('.mind-map-still-edges path');
  const dashes = () =>
    page
      .locator('.mind-map-canvas .react-flow__edge-path')
      .first()
      .evaluate((path) => getComputedStyle(path).strokeDasharray);
  const open = async (count: number) => {
    const created = await page.request.post('/api/mind-maps/', { data: { title: `${count}` } });
    const { id } = await created.json();
    const nodes = Array.from({ length: count }, (_, i) => ({
      id: `n${i}`,
      text: `Idea ${i}`,
      x: (i % 20) * 200,
      y: Math.floor(i / 20) * 80,
    }));
    const edges = nodes.slice(1).map((n, i) => ({
      id: `e${i}`,
      source: `n${Math.floor(i / 3)}`,
      target: n.id,
    }));
    const saved = await page.request.put(`/api/mind-maps/${id}`, {
      data: { map_data: { nodes, edges } },
    });
    expect(saved.status()).toBe(200);
    await page.goto(`/app/mind-maps/${id}`);
    await expect(page.locator('.mind-map-canvas .react-flow__node').first()).toBeVisible();
    await waitForHydration(page);
  };
  await open(12);
  await expect(flowEdges).toHaveCount(11);
  expect(await dashes()).not.toBe('none');
  await expect(stillLayer).toHaveCount(0);

  await open(320);
  await expect(stillLayer).toHaveCount(1);
  await expect(flowEdges).toHaveCount(0);

  // Click a point of the still layer with only the background under it (the layer itself takes
  // no pointer events).
  const point = await stillLayer.evaluate((path: SVGPathElement) => {
    const pane = document.querySelector('.mind-map-canvas .react-flow__pane');
    const m = path.getScreenCTM()!;
    const canvas = pane!.getBoundingClientRect();
    for (let at = 0; at < path.getTotalLength(); at += 7) {
      const p = path.getPointAtLength(at);
      const x = p.x * m.a + m.e;
      const y = p.y * m.d + m.f;
      const inside =
        x > canvas.left + 60 &&
        x < canvas.right - 20 &&
        y > canvas.top + 20 &&
        y < canvas.bottom - 20;
      if (inside && document.elementFromPoint(x, y) === pane) return { x, y };
    }
    return null;
  });
  expect(point).not.toBeNull();
  await page.mouse.click(point!.x, point!.y);
  const selectedEdge = page.locator('.react-flow__edge.selected');
  await expect(selectedEdge).toHaveCount(1);
  await expect(flowEdges).toHaveCount(1);
  const pickedId = (await selectedEdge.getAttribute('data-id'))!;
  // The selected edge keeps its moving dashes; it stands out from the still ones.
  expect(
    await selectedEdge
      .locator('.react-flow__edge-path')
      .evaluate((path) => getComputedStyle(path).strokeDasharray),
  ).not.toBe('none');

  await page.keyboard.press('Delete');
  await expect(flowEdges).toHaveCount(0);
  await saveButton(page).click();
  const mapId = new URL(page.url()).pathname.split('/').pop();
  const storedEdges = async () => {
    const stored = await (await page.request.get(`/api/mind-maps/${mapId}`)).json();
    return stored.map_data.edges as Array<{ id: string; source: string; target: string }>;
  };
  await expect.poll(async () => (await storedEdges()).length).toBe(318);
  expect((await storedEdges()).map((e) => e.id)).not.toContain(pickedId);

  // Selecting a node hands its edges to React Flow (drawn solid), so they follow a drag.
  const central = await page.evaluate(() => {
    const canvas = document.querySelector('.mind-map-canvas')!.getBoundingClientRect();
    let best: { id: string; d: number } | null = null;
    for (const node of document.querySelectorAll<HTMLElement>('.react-flow__node')) {
      const box = node.getBoundingClientRect();
      const d = Math.hypot(
        box.x + box.width / 2 - (canvas.x + canvas.width / 2),
        box.y + box.height / 2 - (canvas.y + canvas.height / 2),
      );
      if (!best || d < best.d) best = { id: node.dataset.id!, d };
    }
    return best!.id;
  });
  const touching = (await storedEdges()).filter(
    (e) => e.source === central || e.target === central,
  ).length;
  expect(touching).toBeGreaterThan(0);
  await page.locator(`.react-flow__node[data-id="${central}"]`).click();
  await expect(flowEdges).toHaveCount(touching);
  expect(await dashes()).toBe('none');
});

test('list: search, tag filter, favourites, tags +N, star and delete from the card', async ({
  page,
}) => {
  await page.goto('/app/mind-maps');
  const api = page.request;
  const make = async (title: string, description: string, tags: string[]) => {
    const response = await api.post('/api/mind-maps/', { data: { title, description, tags } });
    expect(response.status()).toBe(201);
    return (await response.json()) as { id: string };
  };
  await make('Algebra', 'Equations and functions', ['math', 'exam', 'term 1', 'hard', 'review']);
  await make('Cell Biology', 'ORGANELLES and membranes', ['bio']);
  const starred = await make('History', 'The French revolution', ['exam']);
  await api.patch(`/api/mind-maps/${starred.id}`, { data: { is_favorite: true } });
  await page.reload();

  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
  await expect(cards).toHaveCount(3);
  const algebra = cards.filter({ hasText: 'Algebra' });
  await expect(algebra.getByRole('list', { name: 'Tags' })).toHaveText(
    /math\s*exam\s*term 1\s*\+2/,
  );

  await page.getByLabel('Search mind maps').fill('organelles');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Cell Biology');
  await page.getByLabel('Search mind maps').fill('zzz');
  await expect(page.getByText('No mind maps found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
  await page.getByLabel('Search mind maps').fill('');

  await page.getByLabel('Filter by tag').selectOption('exam');
  await expect(cards).toHaveCount(2);
  await page.getByLabel('Filter by tag').selectOption('');
  await page.getByRole('button', { name: 'Favorites Only' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('History');
  await page.getByRole('button', { name: 'Favorites Only' }).click();

  await page.getByRole('button', { name: 'Add Algebra to favorites' }).click();
  await expect(page.getByRole('button', { name: 'Remove Algebra from favorites' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Cell Biology' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(cards).toHaveCount(3);
  await page.getByRole('button', { name: 'Delete Cell Biology' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(cards).toHaveCount(2);
  await page.reload();
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Remove Algebra from favorites' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/mind-maps-list.png', fullPage: true });
});

test('list load failure shows the error with Try Again', async ({ page }) => {
  let fail = true;
  await page.route('**/api/mind-maps/', (route) =>
    fail && route.request().method() === 'GET'
      ? route.fulfill({ status: 500, body: '{}' })
      : route.continue(),
  );
  await page.goto('/app/mind-maps');
  await expect(page.getByText('Error: Failed to fetch mind maps')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('No mind maps found')).toBeVisible();
});

test('generate from a topic, expand a node with AI and undo it in one step', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/app/mind-maps');
  await page.getByLabel('Topic').fill('biology');
  await page.getByRole('button', { name: 'Generate Map' }).click();
  await expect(page).toHaveURL(/\/app\/mind-maps\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(canvasNodes(page).first()).toBeVisible();
  const before = await canvasNodes(page).count();
  expect(before).toBeGreaterThan(3);
  await page.screenshot({ path: '/tmp/shots/mind-map-generated.png' });

  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  const root = nodeByText(page, 'Biology');
  await root.click();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await root.getByRole('button', { name: /Expand with AI/ }).click();
  await expect.poll(() => canvasNodes(page).count(), { timeout: 20_000 }).toBeGreaterThan(before);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(canvasNodes(page)).toHaveCount(before);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect.poll(() => canvasNodes(page).count()).toBeGreaterThan(before);
});

test('a missing map shows the load error panel with Retry', async ({ page }) => {
  await page.goto('/app/mind-maps/00000000-0000-4000-8000-000000000000');
  await expect(page.locator('h1')).toHaveText('Error loading Mind Map');
  await expect(
    page.getByRole('heading', { name: 'Error Loading Mind Map', exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Mind map not found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Node' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('a failed save shows the banner and the alert and keeps the page', async ({ page }) => {
  await createBlank(page, 'Save failure');
  await page.route('**/api/mind-maps/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, body: '' })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Add Node' }).click();
  await saveButton(page).click();
  await expect(
    page.getByText('Save Error: Failed to save: Failed to save mind map (Status: 500)'),
  ).toBeVisible();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Error saving mind map: Failed to save mind map (Status: 500)' }),
  ).toBeVisible();
  await expect(canvasNodes(page)).toHaveCount(2);
});

test('unsaved edits survive a reload; a conflict from a second tab offers both ways out', async ({
  page,
  context,
}) => {
  await createBlank(page, 'Shared');
  const url = page.url();
  await rename(page, 'Start Here', 'Mine');
  await page.waitForTimeout(600); // the draft is written 400 ms after the last edit
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(nodeByText(page, 'Mine')).toBeVisible();
  await expect(
    page.getByText('Your unsaved changes from last time were kept on this device'),
  ).toBeVisible();

  // Another tab saves first.
  const other = await context.newPage();
  await other.goto(url);
  // The draft is kept per device, so this tab shows it too: it discards it to see the server's map.
  await expect(nodeByText(other, 'Mine')).toBeVisible();
  await other.getByRole('button', { name: 'Discard them' }).click();
  await expect(nodeByText(other, 'Start Here')).toBeVisible();
  await rename(other, 'Start Here', 'Theirs');
  await save(other);

  await saveButton(page).click();
  await expect(page.getByText('This map was changed somewhere else.')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/mind-map-conflict.png' });
  await page.getByRole('button', { name: 'Save mine as a copy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shared (my copy)' })).toBeVisible();
  await expect(nodeByText(page, 'Mine')).toBeVisible();
  await page.goto(url);
  await expect(nodeByText(page, 'Theirs')).toBeVisible();
});

test('export a Markdown outline and OPML, then import them back as new maps', async ({ page }) => {
  await createBlank(page, 'Round trip');
  await rename(page, 'Start Here', 'Cell <b> "quoted" & שלום');
  await addChildByKeyboard(page, 'Nucleus 🧬');

  const exported: Record<string, string> = {};
  for (const [label, format] of [
    ['Markdown outline', 'md'],
    ['OPML outline', 'opml'],
  ] as const) {
    await page.locator('summary', { hasText: 'Export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: label }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Round-trip.${format}`);
    const path = await file.path();
    exported[format] = (await import('node:fs')).readFileSync(path, 'utf8');
  }
  expect(exported.md).toBe('- Cell <b> "quoted" & שלום\n  - Nucleus 🧬\n');

  for (const format of ['md', 'opml'] as const) {
    await importOutline(page, `outline.${format}`, exported[format]!);
    await expect(page).toHaveURL(/\/app\/mind-maps\/[0-9a-f-]{36}$/);
    await expect(canvasNodes(page)).toHaveCount(2);
    await expect(nodeByText(page, 'Cell <b> "quoted" & שלום')).toBeVisible();
    await expect(page.locator('.react-flow__edge')).toHaveCount(1);
  }

  // A label over the limit is refused with its line, and nothing is created.
  await importOutline(page, 'long.md', `- ok\n- ${'x'.repeat(201)}\n`);
  await expect(page.getByRole('alert')).toContainText('Line 2:');
});

test('make a plan from a branch: the planner opens with the branch as its goal', async ({
  page,
}) => {
  await createBlank(page, 'Plan source');
  await rename(page, 'Start Here', 'Spanish');
  await addChildByKeyboard(page, 'Verbs');
  await nodeByText(page, 'Spanish').click();
  await page.getByRole('button', { name: 'Make a plan from this branch' }).click();
  await expect(page).toHaveURL(/\/app\/ai-planner\?from=handoff$/);
  await expect(page.getByLabel('What do you want to achieve?')).toHaveValue('Learn Spanish: Verbs');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`phone viewport, ${scheme} mode: list and editor fit and pass axe`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app/mind-maps');
    await expect(page.getByRole('button', { name: 'Generate Map' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `/tmp/shots/mind-maps-phone-${scheme}.png`, fullPage: true });

    await createBlank(page, '細胞生物学 — phone');
    await page.getByRole('button', { name: 'Add Node' }).click();
    await expect(canvasNodes(page)).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/shots/mind-map-editor-phone-${scheme}.png` });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `/tmp/shots/mind-map-editor-desktop-${scheme}.png` });
  });
}
