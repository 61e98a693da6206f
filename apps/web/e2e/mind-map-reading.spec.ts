import { expect as baseExpect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { seriousViolations } from './axe';
import {
  addChildByKeyboard,
  canvasNodes,
  createBlank,
  importOutline,
  nodeByText,
  rename,
} from './mind-map-steps';

// The mind-map editor as a new student meets it: image
// exports under the shipped content security policy, a readable balanced map on opening, the
// keyboard, a phone, and the shortcuts after a click on the canvas. Real server, offline AI engine.

const expect = baseExpect.configure({ timeout: 15_000 });
test.beforeEach(() => test.setTimeout(90_000));

/** Node ids the app makes: UUIDs, or n1, n2, … for generated and imported maps. */
const NODE_ID = /[0-9a-f]{8}-[0-9a-f]{4}-|\bn\d+\b/;

async function generate(page: Page, topic: string) {
  await page.goto('/app/mind-maps');
  await page.getByLabel('Topic').fill(topic);
  await page.getByRole('button', { name: 'Generate Map' }).click();
  await expect(page).toHaveURL(/\/app\/mind-maps\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(canvasNodes(page).first()).toBeVisible();
}

/** On-screen size (px) of the text of each node inside the canvas's visible box. */
async function visibleNodeTextSizes(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const canvas = document.querySelector('.mind-map-canvas')!.getBoundingClientRect();
    const viewport = document.querySelector<HTMLElement>('.react-flow__viewport')!;
    const zoom = new DOMMatrix(getComputedStyle(viewport).transform).a;
    return [...document.querySelectorAll<HTMLElement>('.react-flow__node')]
      .filter((node) => {
        const box = node.getBoundingClientRect();
        return box.right > canvas.left && box.left < canvas.right && box.bottom > canvas.top;
      })
      .map((node) => parseFloat(getComputedStyle(node.querySelector('span')!).fontSize) * zoom);
  });
}

function inside(
  outer: { x: number; y: number; width: number; height: number },
  inner: typeof outer,
) {
  return (
    inner.x >= outer.x - 1 &&
    inner.y >= outer.y - 1 &&
    inner.x + inner.width <= outer.x + outer.width + 1 &&
    inner.y + inner.height <= outer.y + outer.height + 1
  );
}

async function exportAs(page: Page, label: string) {
  await page.locator('summary', { hasText: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: label }).click();
  return readFileSync(await (await download).path());
}

test('PNG and SVG export give files that open, under the shipped CSP; a failure says so', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Failed to fetch/i.test(m.text())) refused.push(m.text());
  });
  await createBlank(page, 'Cell export');
  await rename(page, 'Start Here', 'Cell');
  await addChildByKeyboard(page, 'Nucleus');

  const png = await exportAs(page, 'PNG image');
  expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  // Chromium's own decoder opens it, and it is a picture, not a blank rectangle.
  const decoded = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    const colours = new Set<number>();
    for (let i = 0; i < pixels.length; i += 4 * 7)
      colours.add(pixels[i]! * 65536 + pixels[i + 1]! * 256 + pixels[i + 2]!);
    return { width: bitmap.width, height: bitmap.height, colours: colours.size };
  }, png.toString('base64'));
  expect(decoded.width).toBeGreaterThan(200);
  expect(decoded.height).toBeGreaterThan(40);
  expect(decoded.colours).toBeGreaterThan(3);

  const svg = (await exportAs(page, 'SVG image')).toString('utf8');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    return {
      error: doc.getElementsByTagName('parsererror').length,
      root: doc.documentElement.localName,
      text: doc.documentElement.textContent,
    };
  }, svg);
  expect(parsed).toMatchObject({ error: 0, root: 'svg' });
  expect(parsed.text).toContain('Nucleus');
  expect(refused).toEqual([]);

  // A PNG the browser cannot encode: the person is told, nothing is downloaded silently.
  await page.evaluate(() => {
    HTMLCanvasElement.prototype.toBlob = function (callback: BlobCallback) {
      callback(null);
    };
  });
  await page.locator('summary', { hasText: 'Export' }).click();
  await page.getByRole('button', { name: 'PNG image' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /Could not export the PNG image/ }),
  ).toBeVisible();
});

test('after a click on the canvas background, Ctrl+Z, Ctrl+Shift+Z, Ctrl+S and ? work, and Tab leaves', async ({
  page,
}) => {
  await createBlank(page, 'Shortcuts after a click');
  await page.getByRole('button', { name: 'Add Node' }).click();
  await expect(canvasNodes(page)).toHaveCount(2);
  const canvas = (await page.locator('.mind-map-canvas').boundingBox())!;
  await page.mouse.click(canvas.x + canvas.width - 60, canvas.y + canvas.height - 40);

  await page.keyboard.press('Control+z');
  await expect(canvasNodes(page)).toHaveCount(1);
  await page.keyboard.press('Control+Shift+z');
  await expect(canvasNodes(page)).toHaveCount(2);
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);

  await page.mouse.click(canvas.x + canvas.width - 60, canvas.y + canvas.height - 40);
  const put = page.waitForResponse((r) => r.request().method() === 'PUT');
  await page.keyboard.press('Control+s');
  expect((await put).status()).toBe(200);
  await expect(
    page.getByRole('status').filter({ hasText: 'Mind map saved successfully!' }),
  ).toBeVisible();

  // The canvas keeps no one in: Tab moves on to a control, as anywhere else on the page.
  await page.mouse.click(canvas.x + canvas.width - 60, canvas.y + canvas.height - 40);
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { tag: el?.tagName, tabIndex: el?.tabIndex };
  });
  expect(focused.tag).not.toMatch(/^(MAIN|BODY)$/);
  expect(focused.tabIndex).toBeGreaterThanOrEqual(0);
});

test('keyboard: nodes before edges, edges named by their texts, Tab on a focused node adds a child, Expand with AI by keyboard', async ({
  page,
}) => {
  await generate(page, 'biology');
  const count = await canvasNodes(page).count();

  // No edge anywhere is named by an id, focusable or not.
  const labels = await page
    .locator('.react-flow__edge')
    .evaluateAll((edges) => edges.map((e) => e.getAttribute('aria-label') ?? ''));
  expect(labels.length).toBeGreaterThan(2);
  for (const label of labels) expect(label).not.toMatch(NODE_ID);
  expect(labels.some((l) => l.includes('Biology'))).toBe(true);

  // Tab from the map tools: the first stop on the canvas is a node.
  await page.getByRole('button', { name: 'Keyboard shortcuts (?)' }).focus();
  let onCanvas = '';
  for (let i = 0; i < 12 && !onCanvas; i++) {
    await page.keyboard.press('Tab');
    onCanvas = await page.evaluate(() => {
      const el = document.activeElement;
      return el?.closest('.react-flow') ? el.className.toString() : '';
    });
  }
  expect(onCanvas).toContain('react-flow__node');
  const first = page.locator('.react-flow__node:focus');
  const firstText = (await first.innerText()).split('\n')[0]!;
  // Focused, not clicked: "Expand with AI" shows, and Tab adds a child.
  await expect(first.getByRole('button', { name: /Expand with AI/ })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Node text')).toBeFocused();
  await page.keyboard.type('My own idea');
  await page.keyboard.press('Enter');
  await expect(canvasNodes(page)).toHaveCount(count + 1);
  await expect(
    page.locator(`.react-flow__edge[aria-label*="${firstText}"][aria-label*="My own idea"]`),
  ).toHaveCount(1);
  // The new child is in view.
  const canvasBox = (await page.locator('.mind-map-canvas').boundingBox())!;
  expect(inside(canvasBox, (await nodeByText(page, 'My own idea').boundingBox())!)).toBe(true);

  // Expand with AI from the keyboard: the node is selected, the map tools offer it.
  await expect(nodeByText(page, 'My own idea')).toBeFocused();
  await nodeByText(page, firstText).focus();
  await page.keyboard.press('Enter');
  await expect(nodeByText(page, firstText)).toHaveClass(/selected/);
  let reached = false;
  for (let i = 0; i < 40 && !reached; i++) {
    await page.keyboard.press('Shift+Tab');
    reached = await page.evaluate(
      () => document.activeElement?.textContent?.trim() === 'Expand with AI',
    );
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Enter');
  await expect
    .poll(() => canvasNodes(page).count(), { timeout: 20_000 })
    .toBeGreaterThan(count + 1);
});

/** Each edge's first point and the boxes of all nodes, in map coordinates. */
async function edgeStarts(page: Page) {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll<HTMLElement>('.react-flow__node')].map((node) => {
      const m = new DOMMatrix(getComputedStyle(node).transform);
      return { x: m.e, y: m.f, width: node.offsetWidth, height: node.offsetHeight };
    });
    const starts = [...document.querySelectorAll<SVGPathElement>('.react-flow__edge-path')].map(
      (path) => {
        const p = path.getPointAtLength(0);
        return { x: p.x, y: p.y };
      },
    );
    return { boxes, starts };
  });
}

test('a generated map opens balanced, edges from the sides, text at least 12 px; a large map opens at its root', async ({
  page,
}) => {
  await generate(page, 'biology');
  await expect
    .poll(async () => Math.min(...(await visibleNodeTextSizes(page))))
    .toBeGreaterThanOrEqual(12);
  await page.screenshot({ path: '/tmp/shots/mind-map-generated-readable.png' });

  // Children on both sides of the root.
  const root = (await nodeByText(page, 'Biology').boundingBox())!;
  const xs = await canvasNodes(page).evaluateAll((nodes) =>
    nodes.map((n) => new DOMMatrix(getComputedStyle(n).transform).e),
  );
  const rootX = await nodeByText(page, 'Biology').evaluate(
    (n) => new DOMMatrix(getComputedStyle(n).transform).e,
  );
  expect(xs.some((x) => x < rootX - 100)).toBe(true);
  expect(xs.some((x) => x > rootX + 100)).toBe(true);
  expect(root.width).toBeGreaterThan(0);

  // Every edge leaves a node from its left or right side, within the node's height (before:
  // from the middle of its bottom).
  const { boxes, starts } = await edgeStarts(page);
  expect(starts.length).toBeGreaterThan(2);
  for (const start of starts) {
    const fromSide = boxes.some(
      (box) =>
        (Math.abs(start.x - box.x) < 2 || Math.abs(start.x - (box.x + box.width)) < 2) &&
        start.y > box.y &&
        start.y < box.y + box.height,
    );
    expect(fromSide, JSON.stringify(start)).toBe(true);
  }

  // A large outline: too big to fit readably, so it opens at its root at a readable size.
  const outline = ['- Human anatomy'];
  for (let i = 1; i <= 14; i++) {
    outline.push(`  - System ${i}`);
    for (let j = 1; j <= 5; j++) outline.push(`    - Organ ${i}.${j}`);
  }
  await importOutline(page, 'anatomy.md', outline.join('\n') + '\n');
  await expect(page).toHaveURL(/\/app\/mind-maps\/[0-9a-f-]{36}$/);
  await expect(canvasNodes(page).first()).toBeVisible();
  const rootNode = nodeByText(page, 'Human anatomy');
  const canvasBox = (await page.locator('.mind-map-canvas').boundingBox())!;
  await expect.poll(async () => inside(canvasBox, (await rootNode.boundingBox())!)).toBe(true);
  expect(Math.min(...(await visibleNodeTextSizes(page)))).toBeGreaterThanOrEqual(12);

  // A new node, wherever it lands, is brought into view.
  // A 15th branch of the root goes below the 14 others, out of this view.
  await rootNode.click();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Organ 14.6');
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => inside(canvasBox, (await nodeByText(page, 'Organ 14.6').boundingBox())!))
    .toBe(true);
  await page.getByRole('button', { name: 'Add Node' }).click();
  await expect
    .poll(async () => inside(canvasBox, (await nodeByText(page, 'New Node').boundingBox())!))
    .toBe(true);
});

async function touchDrag(page: Page, from: { x: number; y: number }, dx: number) {
  const cdp = await page.context().newCDPSession(page);
  const send = (
    type: 'touchStart' | 'touchMove' | 'touchEnd',
    points: { x: number; y: number }[],
  ) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  await send('touchStart', [from]);
  for (let i = 1; i <= 5; i++) await send('touchMove', [{ x: from.x + (dx * i) / 5, y: from.y }]);
  await send('touchEnd', []);
}

/** Two fingers on `center`, moving apart from `from` to `to` pixels between them. */
async function pinch(page: Page, center: { x: number; y: number }, from: number, to: number) {
  const cdp = await page.context().newCDPSession(page);
  const fingers = (gap: number) => [
    { x: center.x - gap / 2, y: center.y, id: 1 },
    { x: center.x + gap / 2, y: center.y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(from) });
  for (let i = 1; i <= 6; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: fingers(from + ((to - from) * i) / 6),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const viewportTransform = (page: Page) =>
  page.locator('.react-flow__viewport').evaluate((v) => {
    const m = new DOMMatrix(getComputedStyle(v).transform);
    return { x: m.e, y: m.f, zoom: m.a };
  });

for (const scheme of ['light', 'dark'] as const) {
  test(`on a 390 px phone (${scheme}): whole title, readable nodes, tools in a menu, controls off the map, drag to pan, pinch to zoom`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      colorScheme: scheme,
    });
    const page = await context.newPage();
    await generate(page, 'photosynthesis');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(/Photosynthesis/i);
    const clipped = await title.evaluate(
      (h) => h.scrollWidth > h.clientWidth + 1 || h.clientWidth < 120,
    );
    expect(clipped).toBe(false);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect
      .poll(async () => Math.min(...(await visibleNodeTextSizes(page))))
      .toBeGreaterThanOrEqual(12);

    // The map tools sit in one menu.
    await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden();
    await page.getByRole('button', { name: 'Map tools' }).click();
    await expect(page.getByRole('button', { name: /Tidy layout/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: /Tidy layout/ })).toBeHidden();

    // The zoom controls do not lie over the map.
    const canvas = (await page.locator('.mind-map-canvas').boundingBox())!;
    const zoomIn = (await page.getByRole('button', { name: 'Zoom in' }).boundingBox())!;
    const overlaps =
      zoomIn.x < canvas.x + canvas.width &&
      zoomIn.x + zoomIn.width > canvas.x &&
      zoomIn.y < canvas.y + canvas.height &&
      zoomIn.y + zoomIn.height > canvas.y;
    expect(overlaps).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/shots/mind-map-phone-readable-${scheme}.png` });

    // One finger on the background moves the map.
    const before = await viewportTransform(page);
    const findEmpty = () =>
      page.evaluate(() => {
        const c = document.querySelector('.mind-map-canvas')!.getBoundingClientRect();
        for (let y = c.top + 20; y < c.bottom - 20; y += 15)
          for (let x = c.left + 20; x < c.right - 20; x += 15) {
            const hit = document.elementFromPoint(x, y);
            if (hit?.classList.contains('react-flow__pane')) return { x, y };
          }
        return null;
      });
    const empty = await findEmpty();
    expect(empty).not.toBeNull();
    await touchDrag(page, empty!, 80);
    await expect.poll(async () => (await viewportTransform(page)).x).toBeGreaterThan(before.x + 40);

    // Two fingers moving apart zoom in.
    const zoomBefore = (await viewportTransform(page)).zoom;
    const spot = await findEmpty();
    expect(spot).not.toBeNull();
    await pinch(page, spot!, 20, 140);
    await expect
      .poll(async () => (await viewportTransform(page)).zoom)
      .toBeGreaterThan(zoomBefore * 1.3);
    await context.close();
  });
}
