import { describe, expect, it } from 'vitest';
import { mindMapListSchema, mindMapSchema } from '@quietdesk/core/api/mind-maps';
import { cookiePair, appPerFile } from '../../test/helpers.ts';
import { client, mindMapApp, newGuestMap, node } from './mind-maps.test-helpers.ts';

// Opening an in-memory PGlite takes seconds, more on a busy shared runner.
const file = appPerFile(
  (database) =>
    mindMapApp(database, { env: { MIND_MAP_MAX_NODES: '50', MIND_MAP_MAX_EDGES: '60' } }),
  120_000,
);

describe('create and list', () => {
  it('creates a blank map with the defaults and lists it with its counts', async () => {
    const response = await client(file.app).create({ title: '  Cell biology  ' });
    expect(response.statusCode).toBe(201);
    const created = mindMapSchema.parse(response.json());
    expect(created).toMatchObject({
      title: 'Cell biology',
      description: '',
      tags: [],
      is_favorite: false,
      node_count: 0,
      version: 1,
      engine: null,
      map_data: { nodes: [], edges: [] },
    });
    expect(Date.now() - Date.parse(created.created_at)).toBeLessThan(60_000);
    expect(response.headers.etag).toBe('"1"');

    const as = client(file.app, cookiePair(response.headers['set-cookie']));
    await as.create({ title: 'Second', description: 'More', tags: ['bio', 'bio', 'exam'] });
    const list = mindMapListSchema.parse((await as.list()).json());
    expect(list.map((m) => m.title)).toEqual(['Second', 'Cell biology']);
    expect(list[0]).toMatchObject({ description: 'More', tags: ['bio', 'exam'], node_count: 0 });
    expect(list[0]).not.toHaveProperty('map_data');
  });

  it('answers [] to a visitor without identity and keeps trailing slashes optional', async () => {
    const response = await file.app.inject({ method: 'GET', url: '/api/mind-maps' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each([
    ['a blank title', { title: '   ' }, /title is required/i],
    ['a long title', { title: 'x'.repeat(201) }, /at most 200/],
    ['no title', {}, /title/i],
    ['tags that are not a list', { title: 'ok', tags: 'a,b' }, /tags/],
  ])('refuses %s with 422', async (_label, payload, detail) => {
    const response = await client(file.app).create(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(detail);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('GET and PUT', () => {
  it('saves a graph, fills defaults, drops duplicate edges and keeps unicode', async () => {
    const { map, as } = await newGuestMap(file.app);
    const response = await as.put(map.id, {
      map_data: {
        nodes: [node('1', '光合作用 🌱', 0, 0), { id: '2', text: 'שלום <b>"x"</b>' }, { id: '3' }],
        edges: [
          { source: '1', target: '2' },
          { id: 'dup', source: '1', target: '2' },
          { id: 'x', source: '1', target: '3' },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const saved = mindMapSchema.parse(response.json());
    expect(saved.version).toBe(2);
    expect(response.headers.etag).toBe('"2"');
    expect(saved.node_count).toBe(3);
    expect(saved.map_data).toEqual({
      nodes: [
        node('1', '光合作用 🌱', 0, 0),
        node('2', 'שלום <b>"x"</b>', 0, 0),
        node('3', 'Untitled', 0, 0),
      ],
      edges: [
        { id: 'e1-2', source: '1', target: '2' },
        { id: 'x', source: '1', target: '3' },
      ],
    });
    const again = mindMapSchema.parse((await as.get(map.id)).json());
    expect(again.map_data).toEqual(saved.map_data);
    expect(again.version).toBe(2);
    expect(Date.parse(again.updated_at)).toBeGreaterThan(Date.parse(map.updated_at));
    // The stored graph text is sent on as it is: a rename answers the same graph, in full.
    const renamed = mindMapSchema.parse((await as.patch(map.id, { title: 'Renamed' })).json());
    expect(renamed).toMatchObject({ title: 'Renamed', version: 2, map_data: saved.map_data });
  });

  it('answers 409 to a save based on an older version and overwrites nothing', async () => {
    const { map, as } = await newGuestMap(file.app);
    const first = await as.put(map.id, { map_data: { nodes: [node('a')] }, version: 1 });
    expect(first.statusCode).toBe(200);
    const stale = await as.put(map.id, { map_data: { nodes: [node('b')] }, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toMatch(/saved somewhere else.*Nothing was saved/);
    const viaHeader = await as.put(
      map.id,
      { map_data: { nodes: [node('c')] } },
      { 'if-match': '"1"' },
    );
    expect(viaHeader.statusCode).toBe(409);
    const current = mindMapSchema.parse((await as.get(map.id)).json());
    expect(current.map_data.nodes).toEqual([node('a')]);
    expect(current.version).toBe(2);
    // The current version, and no version at all (the product's own client), both save.
    expect(
      (await as.put(map.id, { map_data: { nodes: [node('d')] } }, { 'if-match': '"2"' }))
        .statusCode,
    ).toBe(200);
    expect((await as.put(map.id, { map_data: { nodes: [node('e')] } })).statusCode).toBe(200);
    expect(mindMapSchema.parse((await as.get(map.id)).json()).version).toBe(4);
  });

  it('refuses a malformed If-Match with 400', async () => {
    const { map, as } = await newGuestMap(file.app);
    const response = await as.put(map.id, { map_data: {} }, { 'if-match': 'yesterday' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/If-Match/);
  });

  it.each([
    [
      'an edge to a missing node',
      { nodes: [node('a')], edges: [{ source: 'a', target: 'zz' }] },
      /"zz", which is not in the map/,
    ],
    [
      'duplicate node ids',
      { nodes: [node('a'), node('a')], edges: [] },
      /Two nodes share the id "a"/,
    ],
    [
      'duplicate edge ids',
      {
        nodes: [node('a'), node('b'), node('c')],
        edges: [
          { id: 'e', source: 'a', target: 'b' },
          { id: 'e', source: 'a', target: 'c' },
        ],
      },
      /Two edges share the id "e"/,
    ],
    ['a self loop', { nodes: [node('a')], edges: [{ source: 'a', target: 'a' }] }, /to itself/],
    ['a text over 200 characters', { nodes: [node('a', 'y'.repeat(201))] }, /at most 200/],
    ['a non-number coordinate', { nodes: [{ id: 'a', x: 'left' }] }, /finite number/],
    ['a NUL character', { nodes: [node('a', 'a\u0000b')] }, /cannot be stored/],
    ['nodes that are not a list', { nodes: 'a' }, /nodes must be a list/],
  ])('refuses %s with 422 and saves nothing', async (_label, mapData, detail) => {
    const { map, as } = await newGuestMap(file.app);
    const response = await as.put(map.id, { map_data: mapData });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(detail);
    expect(mindMapSchema.parse((await as.get(map.id)).json()).version).toBe(1);
  });

  it('refuses an infinite coordinate (1e999 in JSON) with 422', async () => {
    const { map, as } = await newGuestMap(file.app);
    const response = await file.app.inject({
      method: 'PUT',
      url: `/api/mind-maps/${map.id}`,
      headers: { cookie: as.cookie!, 'content-type': 'application/json' },
      payload: '{"map_data":{"nodes":[{"id":"a","text":"t","x":1e999,"y":0}],"edges":[]}}',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/finite/);
  });

  it('answers 413 beyond the node and edge limits and saves nothing', async () => {
    const { map, as } = await newGuestMap(file.app);
    const nodes = Array.from({ length: 51 }, (_, i) => node(`n${i}`));
    const tooMany = await as.put(map.id, { map_data: { nodes } });
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().detail).toMatch(/51 nodes.*at most 50/);
    const fifty = nodes.slice(0, 50);
    const edges = fifty.flatMap((a, i) =>
      fifty.slice(i + 1, i + 3).map((b) => ({ source: a.id, target: b.id })),
    );
    expect(edges.length).toBeGreaterThan(60);
    const tooManyEdges = await as.put(map.id, { map_data: { nodes: fifty, edges } });
    expect(tooManyEdges.statusCode).toBe(413);
    expect(tooManyEdges.json().detail).toMatch(/connections.*at most 60/);
    expect((await as.put(map.id, { map_data: { nodes: fifty } })).statusCode).toBe(200);
  });
});

describe('PATCH and DELETE', () => {
  it('renames, describes, tags and stars without touching the graph or its version', async () => {
    const { map, as } = await newGuestMap(file.app);
    await as.put(map.id, { map_data: { nodes: [node('a')] } });
    const starred = await as.patch(map.id, { is_favorite: true });
    expect(starred.statusCode).toBe(200);
    const afterStar = mindMapSchema.parse(starred.json());
    expect(afterStar.is_favorite).toBe(true);
    const renamed = mindMapSchema.parse(
      (await as.patch(map.id, { title: 'Renamed ✓', description: 'd', tags: ['t1'] })).json(),
    );
    expect(renamed).toMatchObject({
      title: 'Renamed ✓',
      description: 'd',
      tags: ['t1'],
      version: 2,
      is_favorite: true,
    });
    expect(renamed.map_data.nodes).toEqual([node('a')]);
    expect(Date.parse(renamed.updated_at)).toBeGreaterThan(Date.parse(afterStar.updated_at));
    expect((await as.patch(map.id, {})).statusCode).toBe(422);
  });

  it('deletes a map; a second delete is 404', async () => {
    const { map, as } = await newGuestMap(file.app);
    expect((await as.remove(map.id)).statusCode).toBe(204);
    expect((await as.get(map.id)).statusCode).toBe(404);
    expect((await as.remove(map.id)).statusCode).toBe(404);
  });
});

describe('ownership', () => {
  it('answers 404 to another guest for every operation and leaves the map unchanged', async () => {
    const { map, as: owner } = await newGuestMap(file.app, 'Private');
    await owner.put(map.id, { map_data: { nodes: [node('1', 'Secret')] } });
    const { as: other } = await newGuestMap(file.app, 'Theirs');
    const body = { map_data: { nodes: [node('1', 'Hijacked')] } };
    const answers = [
      await other.get(map.id),
      await other.put(map.id, body),
      await other.patch(map.id, { title: 'Mine now' }),
      await other.expand(map.id, '1', body),
      await other.remove(map.id),
      await client(file.app).get(map.id),
      await client(file.app).put(map.id, body),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().detail).toBe('Mind map not found.');
    }
    expect((await other.list()).json().map((m: { id: string }) => m.id)).not.toContain(map.id);
    const untouched = mindMapSchema.parse((await owner.get(map.id)).json());
    expect(untouched).toMatchObject({ title: 'Private', version: 2 });
    expect(untouched.map_data.nodes).toEqual([node('1', 'Secret')]);
  });

  it('answers 404 for an id that is not a UUID', async () => {
    const { as } = await newGuestMap(file.app);
    expect((await as.get('not-a-uuid')).statusCode).toBe(404);
  });
});

describe('import', () => {
  it('creates a laid-out map from a Markdown outline', async () => {
    const { as } = await newGuestMap(file.app);
    const response = await as.importOutline({
      format: 'markdown',
      content: '- Cell\n  - Nucleus\n  - Membrane 🧫\n',
    });
    expect(response.statusCode).toBe(201);
    const map = mindMapSchema.parse(response.json());
    expect(map.title).toBe('Cell');
    expect(map.map_data.nodes.map((n) => n.text)).toEqual(['Cell', 'Nucleus', 'Membrane 🧫']);
    expect(map.map_data.edges).toHaveLength(2);
  });

  it('takes the OPML title', async () => {
    const { as } = await newGuestMap(file.app);
    const content =
      '<opml version="2.0"><head><title>Biology</title></head><body><outline text="Cell"/></body></opml>';
    const map = mindMapSchema.parse((await as.importOutline({ format: 'opml', content })).json());
    expect(map.title).toBe('Biology');
  });

  it('refuses a label over the limit naming its line, and creates nothing', async () => {
    const { as } = await newGuestMap(file.app);
    const before = (await as.list()).json().length;
    const response = await as.importOutline({
      format: 'markdown',
      content: `- a\n- b\n  - ${'w'.repeat(201)}`,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/^Line 3:/);
    expect((await as.list()).json()).toHaveLength(before);
  });

  it('refuses an outline past the node limit with 413 and an empty one with 422', async () => {
    const { as } = await newGuestMap(file.app);
    const content = Array.from({ length: 51 }, (_, i) => `- item ${i}`).join('\n');
    expect((await as.importOutline({ format: 'markdown', content })).statusCode).toBe(413);
    expect((await as.importOutline({ format: 'markdown', content: '\n\n' })).statusCode).toBe(422);
  });
});
