import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  startFakeMediaWiki,
  type FakeMediaWiki,
} from '../../server/src/test/knowledge/fake-mediawiki-server';
import { FIXTURE_ARTICLES } from '../../server/src/test/knowledge/fixture-articles';
import { seriousViolations } from './axe';
import { ownServer, type OwnServer } from './own-server';

// Maps and cards from the encyclopedia, in the browser: a server of its own whose real MediaWiki
// client talks to a fake MediaWiki (the one the server suite uses) started here. The fake's pages
// claim Wikipedia addresses, as Wikipedia's would, so the screen shows Wikipedia's attribution.

// Clear of the suite's server and of the other checkouts' ports (E2E_PORT differs per checkout).
const PORT = Number(process.env.E2E_PORT ?? 3123) + 40;
const WIKIPEDIA = 'https://en.wikipedia.org/wiki/';
const articleUrl = (lang: string, title: string) =>
  `https://${lang}.wikipedia.org/wiki/${encodeURIComponent(title.replaceAll(' ', '_'))}`;

let wiki: FakeMediaWiki;
let server: OwnServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(90_000);
  wiki = await startFakeMediaWiki(FIXTURE_ARTICLES, { articleUrl });
  server = ownServer(PORT, {
    KNOWLEDGE_API_URL: wiki.apiUrl,
    // The fake listens on this machine; only it is let through the private-address rule.
    FETCH_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
    AI_RATE_LIMIT_PER_MINUTE: '1000',
  });
  await server.start();
});
test.afterAll(async () => {
  await server?.dispose();
  await wiki?.close();
});
test.beforeEach(() => test.setTimeout(90_000));

async function openPage(browser: Browser, path: string) {
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

const credits = (page: Page) => page.getByTestId('source-credits');
const canvasNodes = (page: Page) => page.locator('.react-flow__node');
const nodeByText = (page: Page, text: string) =>
  page.locator('.react-flow__node').filter({ hasText: new RegExp(`^${text}`) });

async function exported(page: Page, label: string): Promise<string> {
  await page.locator('summary', { hasText: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: label }).click();
  return readFileSync((await (await download).path())!, 'utf8');
}

test('a school topic the dictionary does not know: a map with its source, expanded from the article, exported with it', async ({
  browser,
}) => {
  const page = await openPage(browser, '/app/mind-maps');
  await page.getByLabel('Topic').fill('water cycle');
  await page.getByRole('button', { name: 'Generate Map' }).click();
  await expect(page).toHaveURL(/\/app\/mind-maps\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const mapId = /([0-9a-f-]{36})$/.exec(page.url())![1]!;

  // The article's structure, and the attribution under the title, linked.
  for (const branch of ['Evaporation', 'Condensation', 'Precipitation'])
    await expect(nodeByText(page, branch)).toBeVisible();
  await expect(credits(page)).toHaveText('From: Water cycle — Wikipedia, CC BY-SA 4.0');
  await expect(
    credits(page).getByRole('link', { name: 'Water cycle — Wikipedia' }),
  ).toHaveAttribute('href', `${WIKIPEDIA}Water_cycle`);
  await expect(credits(page).getByRole('link', { name: 'CC BY-SA 4.0' })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by-sa/4.0/',
  );
  await page.screenshot({ path: '/tmp/shots/encyclopedia-map.png' });
  expect(await seriousViolations(page)).toEqual([]);

  // Expand with AI on a section's node: new ideas from that section of the article (the node
  // kept its source in the editor, so the server went back to the article, not the dictionary).
  const before = await canvasNodes(page).count();
  const condensation = nodeByText(page, 'Condensation');
  await condensation.click();
  await condensation.getByRole('button', { name: /Expand with AI/ }).click();
  await expect.poll(() => canvasNodes(page).count(), { timeout: 20_000 }).toBeGreaterThan(before);
  const saved = await (await page.request.get(`/api/mind-maps/${mapId}`)).json();
  const nodes = saved.map_data.nodes as {
    id: string;
    text: string;
    source?: { kind: string; section?: string };
  }[];
  const branchId = nodes.find((n) => n.text === 'Condensation')!.id;
  const children = (saved.map_data.edges as { source: string; target: string }[])
    .filter((e) => e.source === branchId)
    .map((e) => nodes.find((n) => n.id === e.target)!);
  expect(children.length).toBeGreaterThan(5); // the map's leaves and the new ones
  for (const child of children)
    expect(child.source).toMatchObject({ kind: 'encyclopedia', section: 'Condensation' });
  await page.screenshot({ path: '/tmp/shots/encyclopedia-map-expanded.png' });

  // Both outline exports carry the source, read back with the browser's own XML parser.
  const markdown = await exported(page, 'Markdown outline');
  expect(markdown).toMatch(
    /^---\nsources:\n {2}- "Water cycle — Wikipedia, CC BY-SA 4\.0, https:\/\/en\.wikipedia\.org\/wiki\/Water_cycle"\n---\n\n- Water cycle\n/,
  );
  const opml = await exported(page, 'OPML outline');
  const read = await page.evaluate((xml) => {
    const ns = 'https://quietdesk.app/ns/opml-source/1';
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    const credit = doc.getElementsByTagNameNS(ns, 'credit')[0];
    const node = [...doc.getElementsByTagName('outline')].find(
      (o) => o.getAttribute('text') === 'Condensation',
    );
    return {
      errors: doc.getElementsByTagName('parsererror').length,
      credit: credit && {
        inHead: credit.parentElement?.tagName,
        url: credit.getAttribute('url'),
        licence: credit.getAttribute('licence'),
      },
      node: node && {
        title: node.getAttributeNS(ns, 'title'),
        section: node.getAttributeNS(ns, 'section'),
        url: node.getAttributeNS(ns, 'url'),
      },
    };
  }, opml);
  expect(read).toEqual({
    errors: 0,
    credit: { inHead: 'head', url: `${WIKIPEDIA}Water_cycle`, licence: 'CC BY-SA 4.0' },
    node: { title: 'Water cycle', section: 'Condensation', url: `${WIKIPEDIA}Water_cycle` },
  });

  // Saved and opened again: the source line is still there.
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await page.reload();
  await expect(credits(page)).toHaveText('From: Water cycle — Wikipedia, CC BY-SA 4.0');
  await page.context().close();
});

test('cards from the article: the set and each card show their source, kept in the saved deck', async ({
  browser,
}) => {
  const page = await openPage(browser, '/app/flashcards');
  await page.getByLabel('Topic', { exact: true }).fill('water cycle');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByTestId('quiz-progress')).toHaveText(/^Card 1 of \d+$/, {
    timeout: 20_000,
  });
  await expect(credits(page)).toHaveText('From: Water cycle — Wikipedia, CC BY-SA 4.0');
  const cardSource = page.getByTestId('card-source');
  await expect(cardSource).toHaveText(/^Source: Water cycle(, section .+)?$/);
  await expect(cardSource.getByRole('link')).toHaveAttribute(
    'href',
    new RegExp(`^${WIKIPEDIA}Water_cycle(#.+)?$`),
  );
  await page.screenshot({ path: '/tmp/shots/encyclopedia-cards.png' });
  expect(await seriousViolations(page)).toEqual([]);

  const total = Number(
    /of (\d+)/.exec((await page.getByTestId('quiz-progress').textContent())!)![1],
  );
  const sections = new Set<string>();
  for (let i = 1; i <= total; i++) {
    await expect(page.getByTestId('quiz-progress')).toHaveText(`Card ${i} of ${total}`);
    sections.add((await cardSource.textContent())!);
    await page.getByTestId('quiz-card').click();
    await page.getByRole('button', { name: /Got It Right!/ }).click();
  }
  // Spread across the article: each card names its own section.
  expect(sections.size).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('heading', { name: 'Session complete' })).toBeVisible();
  await expect(credits(page)).toHaveText('From: Water cycle — Wikipedia, CC BY-SA 4.0');

  await page.getByRole('button', { name: 'Save as deck' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'water cycle' })).toBeVisible();
  await expect(credits(page)).toHaveText('From: Water cycle — Wikipedia, CC BY-SA 4.0');
  const deckSources = page.getByTestId('deck-cards').getByTestId('card-source');
  await expect(deckSources).toHaveCount(total);
  expect(new Set(await deckSources.allTextContents())).toEqual(sections);
  await page.screenshot({ path: '/tmp/shots/encyclopedia-deck.png', fullPage: true });
  await page.context().close();
});

test('a misspelt topic offers “Did you mean”, and one click generates from the article', async ({
  browser,
}) => {
  const page = await openPage(browser, '/app/flashcards');
  await page.getByLabel('Topic', { exact: true }).fill('pythagorean theorm');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const alert = page.getByTestId('generate-error');
  await expect(alert).toContainText(
    'no article called “pythagorean theorm”, but it has “Pythagorean theorem”.',
  );
  await expect(alert).toContainText('Did you mean:');
  await page.screenshot({ path: '/tmp/shots/encyclopedia-did-you-mean-cards.png' });
  await alert.getByRole('button', { name: /^Pythagorean theorem/ }).click();
  await expect(page.getByTestId('quiz-progress')).toHaveText(/^Card 1 of \d+$/, {
    timeout: 20_000,
  });
  await expect(credits(page)).toHaveText('From: Pythagorean theorem — Wikipedia, CC BY-SA 4.0');

  await page.goto('/app/mind-maps');
  await page.getByLabel('Topic').fill('pythagorean theorm');
  await page.getByRole('button', { name: 'Generate Map' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Did you mean' });
  await expect(refusal).toContainText(
    'no article called “pythagorean theorm”, but it has “Pythagorean theorem”.',
  );
  await expect(refusal).toContainText('Did you mean:');
  await expect(page).toHaveURL(/\/app\/mind-maps$/);
  await page.screenshot({ path: '/tmp/shots/encyclopedia-did-you-mean-map.png' });
  await refusal.getByRole('button', { name: /^Pythagorean theorem/ }).click();
  await expect(page).toHaveURL(/\/app\/mind-maps\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(credits(page)).toHaveText('From: Pythagorean theorem — Wikipedia, CC BY-SA 4.0');
  await expect(nodeByText(page, 'Pythagorean triples')).toBeVisible();
  await page.context().close();
});

test('a word with several meanings lists the articles with their descriptions; choosing one generates from it', async ({
  browser,
}) => {
  const page = await openPage(browser, '/app/mind-maps');
  await page.getByLabel('Topic').fill('mercury');
  await page.getByRole('button', { name: 'Generate Map' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'several things' });
  await expect(refusal).toContainText('“mercury” can mean several things in the encyclopedia.');
  // One button per article, each with the article's one-line description.
  await expect(refusal.getByRole('listitem')).toHaveCount(2);
  await expect(refusal.getByRole('button', { name: /^Mercury \(planet\)/ })).toContainText(
    'Smallest and closest planet to the Sun',
  );
  const element = refusal.getByRole('button', { name: /^Mercury \(element\)/ });
  await expect(element).toContainText('Chemical element with symbol Hg and atomic number 80');
  await expect(page).toHaveURL(/\/app\/mind-maps$/); // nothing generated before the choice
  await element.click();
  await expect(page).toHaveURL(/\/app\/mind-maps\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(credits(page)).toHaveText('From: Mercury (element) — Wikipedia, CC BY-SA 4.0');
  await page.context().close();
});

test('on a phone in dark mode: the source line fits, reads and passes axe (a redirect’s topic)', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: server.origin,
    viewport: { width: 390, height: 844 },
    colorScheme: 'dark',
  });
  const page = await context.newPage();
  await page.goto('/app/mind-maps');
  await page.getByLabel('Topic').fill('hydrologic cycle');
  await page.getByRole('button', { name: 'Generate Map' }).click();
  await expect(page).toHaveURL(/\/app\/mind-maps\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  // The site's redirect: the article is "Water cycle".
  await expect(credits(page)).toHaveText('From: Water cycle — Wikipedia, CC BY-SA 4.0');
  const box = (await credits(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/shots/encyclopedia-map-phone-dark.png' });
  await context.close();
});
