import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountExportSchema } from '@quietdesk/core/api/auth';
import { deckSchema } from '@quietdesk/core/api/flashcards';
import { mindMapKnowledgeSchema, mindMapSchema } from '@quietdesk/core/api/mind-maps';
import { appPerFile } from '../../test/helpers.ts';
import { Browser, createAuthTestApp, queryRows } from '../auth/auth.test-helpers.ts';
import { node } from './mind-maps.test-helpers.ts';

// Cards made from a map branch remember their node (flashcard_card_nodes), and the map's
// knowledge tints read those cards' memory (docs/decisions/059-cards-remember-their-node.md).

const file = appPerFile((database) => createAuthTestApp(database), 120_000);

const GRAPH = {
  nodes: [node('r', 'Cells'), node('a', 'Wall'), node('b', 'Nucleus'), node('c', 'Cellulose')],
  edges: [
    { source: 'r', target: 'a' },
    { source: 'r', target: 'b' },
    { source: 'a', target: 'c' },
  ],
};

async function mapOf(browser: Browser) {
  const created = mindMapSchema.parse(
    (await browser.post('/api/mind-maps/', { title: 'Cells' })).json(),
  );
  const saved = await browser.put(`/api/mind-maps/${created.id}`, { map_data: GRAPH });
  expect(saved.statusCode).toBe(200);
  return mindMapSchema.parse(saved.json());
}

const branchCards = (mapId: string) => [
  {
    question: 'What comes under “Cells”?',
    answer: 'Wall\nNucleus',
    map_node: { map_id: mapId, node_id: 'r' },
  },
  {
    question: 'What comes under “Wall”?',
    answer: 'Cellulose',
    map_node: { map_id: mapId, node_id: 'a' },
  },
  { question: 'Unrelated?', answer: 'Yes' },
];

const saveDeck = (browser: Browser, cards: unknown[]) =>
  browser.post('/api/flashcards/decks', { title: 'From the map', source: 'mind-map', cards });

const linksOf = (mapId: string) =>
  queryRows<{ card_id: string; node_id: string; owner_id: string }>(
    file.database,
    sql`select card_id, node_id, owner_id from flashcard_card_nodes where mind_map_id = ${mapId} order by node_id`,
  );

const levels = async (browser: Browser, mapId: string) =>
  mindMapKnowledgeSchema
    .parse((await browser.get(`/api/mind-maps/${mapId}/knowledge`)).json())
    .nodes.sort((x, y) => x.node_id.localeCompare(y.node_id));

const review = (browser: Browser, deckId: string, cardId: string, rating: string) =>
  browser.post(`/api/flashcards/decks/${deckId}/cards/${cardId}/reviews`, { rating });

describe('saving cards made from a map branch', () => {
  it('records each card’s node with its owner; cards without one record nothing', async () => {
    const browser = new Browser(file.app);
    const map = await mapOf(browser);
    const response = await saveDeck(browser, branchCards(map.id));
    expect(response.statusCode).toBe(201);
    const deck = deckSchema.parse(response.json());
    const owner = await queryRows<{ owner_id: string }>(
      file.database,
      sql`select owner_id from mind_maps where id = ${map.id}`,
    );
    const idOf = (label: string) => deck.cards.find((c) => c.question.includes(label))!.id;
    const ownerId = owner[0]!.owner_id;
    expect(await linksOf(map.id)).toEqual([
      { card_id: idOf('Wall'), node_id: 'a', owner_id: ownerId },
      { card_id: idOf('Cells'), node_id: 'r', owner_id: ownerId },
    ]);
  });

  it('tints a node from its cards: remembered is known, forgotten is not known yet', async () => {
    const browser = new Browser(file.app);
    const map = await mapOf(browser);
    const deck = deckSchema.parse((await saveDeck(browser, branchCards(map.id))).json());
    // Saved but never reviewed: no test yet, no tint.
    expect(await levels(browser, map.id)).toEqual([]);
    const cells = deck.cards.find((c) => c.question.includes('Cells'))!;
    const wall = deck.cards.find((c) => c.question.includes('Wall'))!;
    expect((await review(browser, deck.id, cells.id, 'good')).statusCode).toBe(200);
    expect((await review(browser, deck.id, wall.id, 'again')).statusCode).toBe(200);
    expect(await levels(browser, map.id)).toEqual([
      { node_id: 'a', level: 'unknown', knew: 0, missed: 0, cards: 1 },
      { node_id: 'r', level: 'known', knew: 0, missed: 0, cards: 1 },
    ]);
    // A recall mark and a card disagree: shaky.
    await browser.post(`/api/mind-maps/${map.id}/recall`, { node_id: 'a', result: 'knew' });
    expect((await levels(browser, map.id))[0]).toMatchObject({ node_id: 'a', level: 'shaky' });
  });

  it.each([
    ['a node the map does not hold', (mapId: string) => ({ map_id: mapId, node_id: 'zz' })],
    ['a map that does not exist', () => ({ map_id: crypto.randomUUID(), node_id: 'a' })],
  ])('refuses a card naming %s with 422 and saves no deck', async (_label, from) => {
    const browser = new Browser(file.app);
    const map = await mapOf(browser);
    const response = await saveDeck(browser, [
      { question: 'Q?', answer: 'A', map_node: from(map.id) },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/mind map you do not have/);
    expect((await browser.get('/api/flashcards/decks')).json()).toEqual([]);
  });

  it('refuses a malformed map_node with 422', async () => {
    const browser = new Browser(file.app);
    const response = await saveDeck(browser, [
      { question: 'Q?', answer: 'A', map_node: { map_id: 'nope', node_id: 'a' } },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/map_node must name one of your mind maps/);
  });

  it("cannot name another person's map, and another person sees none of its tints", async () => {
    const owner = new Browser(file.app);
    const map = await mapOf(owner);
    const other = new Browser(file.app);
    await other.makePlan();
    const response = await saveDeck(other, branchCards(map.id));
    expect(response.statusCode).toBe(422);
    expect(await linksOf(map.id)).toEqual([]);
    expect((await other.get(`/api/mind-maps/${map.id}/knowledge`)).statusCode).toBe(404);
  });
});

describe('a card’s node link goes with what it links', () => {
  it('deleting the card removes its link; the other cards keep theirs', async () => {
    const browser = new Browser(file.app);
    const map = await mapOf(browser);
    const deck = deckSchema.parse((await saveDeck(browser, branchCards(map.id))).json());
    const wall = deck.cards.find((c) => c.question.includes('Wall'))!;
    expect(
      (await browser.delete(`/api/flashcards/decks/${deck.id}/cards/${wall.id}`)).statusCode,
    ).toBe(204);
    expect((await linksOf(map.id)).map((row) => row.node_id)).toEqual(['r']);
  });

  it('saving the map without a node removes that node’s links but keeps the cards', async () => {
    const browser = new Browser(file.app);
    const map = await mapOf(browser);
    const deck = deckSchema.parse((await saveDeck(browser, branchCards(map.id))).json());
    const saved = await browser.put(`/api/mind-maps/${map.id}`, {
      map_data: {
        nodes: GRAPH.nodes.filter((n) => n.id !== 'a' && n.id !== 'c'),
        edges: [{ source: 'r', target: 'b' }],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((await linksOf(map.id)).map((row) => row.node_id)).toEqual(['r']);
    const kept = deckSchema.parse((await browser.get(`/api/flashcards/decks/${deck.id}`)).json());
    expect(kept.cards).toHaveLength(3);
  });

  it('deleting the map removes every link; deleting the deck removes its cards’ links', async () => {
    const browser = new Browser(file.app);
    const map = await mapOf(browser);
    const deck = deckSchema.parse((await saveDeck(browser, branchCards(map.id))).json());
    const second = await mapOf(browser);
    const other = deckSchema.parse((await saveDeck(browser, branchCards(second.id))).json());
    expect((await browser.delete(`/api/mind-maps/${map.id}`)).statusCode).toBe(204);
    expect(await linksOf(map.id)).toEqual([]);
    expect((await browser.get(`/api/flashcards/decks/${deck.id}`)).statusCode).toBe(200);
    expect(await linksOf(second.id)).toHaveLength(2);
    expect((await browser.delete(`/api/flashcards/decks/${other.id}`)).statusCode).toBe(204);
    expect(await linksOf(second.id)).toEqual([]);
  });
});

describe('the account export', () => {
  it('holds which node each card was made from', async () => {
    const browser = new Browser(file.app);
    await browser.signUp();
    const map = await mapOf(browser);
    const deck = deckSchema.parse((await saveDeck(browser, branchCards(map.id))).json());
    const body = accountExportSchema.parse((await browser.get('/api/account/export')).json());
    const rows = body.data.flashcard_card_nodes as {
      card_id: string;
      mind_map_id: string;
      node_id: string;
    }[];
    expect(rows.map((row) => [row.mind_map_id, row.node_id]).sort()).toEqual([
      [map.id, 'a'],
      [map.id, 'r'],
    ]);
    expect(rows.every((row) => deck.cards.some((card) => card.id === row.card_id))).toBe(true);
  });
});
