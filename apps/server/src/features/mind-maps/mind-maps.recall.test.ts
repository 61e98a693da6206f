import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  mindMapKnowledgeSchema,
  mindMapSchema,
  nodeKnowledgeSchema,
} from '@quietdesk/core/api/mind-maps';
import { appPerFile } from '../../test/helpers.ts';
import { queryRows } from '../auth/auth.test-helpers.ts';
import { mindMapApp, newGuestMap, node } from './mind-maps.test-helpers.ts';

const file = appPerFile((database) => mindMapApp(database), 120_000);

const READER_LINK = '/app/fixation-reader?item=8f0b7c1e-2d3a-4b5c-9d8e-7f6a5b4c3d2e';

const knowledge = (id: string, cookie?: string) =>
  file.app.inject({
    method: 'GET',
    url: `/api/mind-maps/${id}/knowledge`,
    headers: cookie ? { cookie } : {},
  });
const mark = (id: string, payload: unknown, cookie?: string) =>
  file.app.inject({
    method: 'POST',
    url: `/api/mind-maps/${id}/recall`,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });

describe('folding, notes and links are saved with the map', () => {
  it('keeps folded, note and link through a save and a read; omits what is unset', async () => {
    const { map, as } = await newGuestMap(file.app);
    const saved = await as.put(map.id, {
      map_data: {
        nodes: [
          { ...node('r', 'Cells'), folded: true, note: ' Start here ' },
          { ...node('a', 'Wall'), link: 'https://en.wikipedia.org/wiki/Cell_wall' },
          { ...node('b', 'Chapter'), link: READER_LINK, folded: false },
        ],
        edges: [
          { source: 'r', target: 'a' },
          { source: 'r', target: 'b' },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    const read = mindMapSchema.parse((await as.get(map.id)).json());
    expect(read.map_data.nodes).toEqual([
      { ...node('r', 'Cells'), folded: true, note: 'Start here' },
      { ...node('a', 'Wall'), link: 'https://en.wikipedia.org/wiki/Cell_wall' },
      { ...node('b', 'Chapter'), link: READER_LINK },
    ]);
  });

  it('stores a link normalised: spaces encoded, a bare host given https://', async () => {
    const { map, as } = await newGuestMap(file.app);
    const saved = await as.put(map.id, {
      map_data: {
        nodes: [
          { ...node('a', 'Wall'), link: ' https://en.wikipedia.org/wiki/Cell wall ' },
          { ...node('b', 'Nucleus'), link: 'en.wikipedia.org/wiki/Cell_nucleus' },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    const read = mindMapSchema.parse((await as.get(map.id)).json());
    expect(read.map_data.nodes.map((n) => n.link)).toEqual([
      'https://en.wikipedia.org/wiki/Cell%20wall',
      'https://en.wikipedia.org/wiki/Cell_nucleus',
    ]);
  });

  it('a map stored before these fields existed reads unfolded, without notes', async () => {
    const { map, as } = await newGuestMap(file.app);
    await file.database.db.execute(
      sql`update mind_maps set map_data = ${JSON.stringify({ nodes: [node('old')], edges: [] })} where id = ${map.id}`,
    );
    const read = mindMapSchema.parse((await as.get(map.id)).json());
    expect(read.map_data.nodes).toEqual([node('old')]);
  });

  it.each([
    ['a javascript: link', { link: 'javascript:alert(1)' }, /link must be an http/],
    ['a file: link', { link: 'file:///etc/passwd' }, /link must be an http/],
    ['a link whose host has a space', { link: 'https://exa mple.org/x' }, /such as https:/],
    ['words that are no address', { link: 'cell wall' }, /link must be an http/],
    ['a link that is not text', { link: 42 }, /link must be text/],
    ['a long note', { note: 'n'.repeat(501) }, /note must be at most 500/],
    ['folded that is not a boolean', { folded: 'yes' }, /folded must be true or false/],
  ])('refuses %s with 422 and saves nothing', async (_label, extra, detail) => {
    const { map, as } = await newGuestMap(file.app);
    const response = await as.put(map.id, { map_data: { nodes: [{ ...node('a'), ...extra }] } });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(detail);
    expect(mindMapSchema.parse((await as.get(map.id)).json()).version).toBe(1);
  });

  it('exports notes and links in an outline import and reads them back', async () => {
    const { as } = await newGuestMap(file.app);
    const imported = await as.importOutline({
      format: 'opml',
      content:
        '<opml version="2.0"><body><outline text="Cells" _note="Start here"><outline text="Wall" type="link" url="https://example.org/wall"/></outline></body></opml>',
    });
    expect(imported.statusCode).toBe(201);
    const nodes = mindMapSchema.parse(imported.json()).map_data.nodes;
    expect(nodes.map((n) => [n.text, n.note, n.link])).toEqual([
      ['Cells', 'Start here', undefined],
      ['Wall', undefined, 'https://example.org/wall'],
    ]);
  });
});

describe('recall marks and how well nodes are known', () => {
  async function mapWithNodes() {
    const { map, as } = await newGuestMap(file.app);
    await as.put(map.id, {
      map_data: {
        nodes: [node('r', 'Cells'), node('a', 'Wall'), node('b', 'Nucleus')],
        edges: [
          { source: 'r', target: 'a' },
          { source: 'r', target: 'b' },
        ],
      },
    });
    return { map, as };
  }

  it('counts marks per node and answers its level; the last mark decides', async () => {
    const { map, as } = await mapWithNodes();
    const first = await mark(map.id, { node_id: 'a', result: 'missed' }, as.cookie);
    expect(first.statusCode).toBe(200);
    expect(nodeKnowledgeSchema.parse(first.json())).toEqual({
      node_id: 'a',
      level: 'unknown',
      knew: 0,
      missed: 1,
      cards: 0,
    });
    await mark(map.id, { node_id: 'a', result: 'knew' }, as.cookie);
    await mark(map.id, { node_id: 'b', result: 'knew' }, as.cookie);
    const all = mindMapKnowledgeSchema.parse((await knowledge(map.id, as.cookie)).json());
    expect(all.nodes.sort((x, y) => x.node_id.localeCompare(y.node_id))).toEqual([
      { node_id: 'a', level: 'known', knew: 1, missed: 1, cards: 0 },
      { node_id: 'b', level: 'known', knew: 1, missed: 0, cards: 0 },
    ]);
  });

  it('cards made from a node count as its tests (their last review)', async () => {
    const { map, as } = await mapWithNodes();
    await mark(map.id, { node_id: 'a', result: 'knew' }, as.cookie);
    const owners = await queryRows<{ owner_id: string }>(
      file.database,
      sql`select owner_id from mind_maps where id = ${map.id}`,
    );
    const ownerId = owners[0]!.owner_id;
    const deck = await queryRows<{ id: string }>(
      file.database,
      sql`insert into flashcard_decks (owner_id, title, source, created_at, updated_at)
          values (${ownerId}, 'From the map', 'mind-map', now(), now()) returning id`,
    );
    const card = await queryRows<{ id: string }>(
      file.database,
      sql`insert into flashcard_cards (deck_id, owner_id, position, question, answer, state, due,
            stability, difficulty, scheduled_days, learning_steps, reps, lapses, created_at)
          values (${deck[0]!.id}, ${ownerId}, 0, 'Wall?', 'Wall', 'review', now(), 1, 5, 1, 0, 2, 0, now())
          returning id`,
    );
    const cardId = card[0]!.id;
    await file.database.db.execute(
      sql`insert into flashcard_card_nodes (card_id, owner_id, mind_map_id, node_id)
          values (${cardId}, ${ownerId}, ${map.id}, 'a')`,
    );
    const review = (rating: string, at: string) =>
      file.database.db.execute(
        sql`insert into flashcard_reviews (card_id, owner_id, rating, source, state_before, due_after,
              stability, difficulty, scheduled_days, reviewed_at)
            values (${cardId}, ${ownerId}, ${rating}, 'review', 'review', now(), 1, 5, 1, ${at})`,
      );
    await review('good', '2026-01-01T00:00:00Z');
    await review('again', '2026-01-02T00:00:00Z');
    const all = mindMapKnowledgeSchema.parse((await knowledge(map.id, as.cookie)).json());
    // Recall says known, the card's last review says forgotten: shaky.
    expect(all.nodes).toEqual([{ node_id: 'a', level: 'shaky', knew: 1, missed: 0, cards: 1 }]);
  });

  it.each([
    ['an unknown result', { node_id: 'a', result: 'maybe' }, 422, /knew or missed/],
    ['no node id', { result: 'knew' }, 422, /node/],
    ['a node not in the map', { node_id: 'zz', result: 'knew' }, 404, /not in this mind map/],
  ])('refuses %s', async (_label, payload, status, detail) => {
    const { map, as } = await mapWithNodes();
    const response = await mark(map.id, payload, as.cookie);
    expect(response.statusCode).toBe(status);
    expect(response.json().detail).toMatch(detail);
    expect(mindMapKnowledgeSchema.parse((await knowledge(map.id, as.cookie)).json())).toEqual({
      nodes: [],
    });
  });

  it("another person's map, a malformed id and no identity are all 404", async () => {
    const { map, as } = await mapWithNodes();
    await mark(map.id, { node_id: 'a', result: 'knew' }, as.cookie);
    const other = await newGuestMap(file.app);
    for (const cookie of [other.as.cookie, undefined]) {
      expect((await knowledge(map.id, cookie)).statusCode).toBe(404);
      expect((await mark(map.id, { node_id: 'a', result: 'missed' }, cookie)).statusCode).toBe(404);
    }
    expect((await knowledge('not-a-uuid', as.cookie)).statusCode).toBe(404);
    const still = mindMapKnowledgeSchema.parse((await knowledge(map.id, as.cookie)).json());
    expect(still.nodes).toEqual([{ node_id: 'a', level: 'known', knew: 1, missed: 0, cards: 0 }]);
  });

  it('deleting the map deletes its marks', async () => {
    const { map, as } = await mapWithNodes();
    await mark(map.id, { node_id: 'a', result: 'knew' }, as.cookie);
    expect((await as.remove(map.id)).statusCode).toBe(204);
    const left = await queryRows<{ n: number }>(
      file.database,
      sql`select count(*)::int as n from mind_map_recall where mind_map_id = ${map.id}`,
    );
    expect(left[0]!.n).toBe(0);
  });
});
