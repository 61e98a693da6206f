import { describe, expect, it } from 'vitest';
import type { MindMapData } from '@quietdesk/core/api/ai';
import { mindMapSchema } from '@quietdesk/core/api/mind-maps';
import { AiError } from '../../ai/errors.ts';
import { createOfflineProvider } from '../../ai/offline/offline-provider.ts';
import type { AiProvider, ExpandHints } from '../../ai/provider.ts';
import { cookiePair, appPerFile } from '../../test/helpers.ts';
import { client, mindMapApp, newGuestMap, node } from './mind-maps.test-helpers.ts';

// The AI vendor is the one thing outside the machine: a scripted provider stands in for it.
class Refusal extends Error {
  override name = 'OfflineNoKnowledgeError';
  constructor(
    message: string,
    readonly candidates: unknown,
  ) {
    super(message);
  }
}

let nextIdeas: string[] = [];
let lastHints: ExpandHints | undefined;
let failWith: Error | undefined;

const scripted: AiProvider = {
  ...createOfflineProvider(),
  info: { provider: 'openai-compatible', label: 'scripted-model' },
  async generateMindMap(topic) {
    if (failWith) throw failWith;
    return {
      title: `About ${topic}`,
      description: 'A scripted map.',
      tags: ['ai', 'ai', 'study'],
      map_data: {
        nodes: [node('root', topic), node('a', 'Branch A', 300, 0)],
        edges: [
          { id: 'r-a', source: 'root', target: 'a' },
          { id: 'r-a-again', source: 'root', target: 'a' },
        ],
      },
    };
  },
  async expandMindMapNode(map: MindMapData, nodeId: string, _ctx, hints) {
    if (failWith) throw failWith;
    lastHints = hints;
    const parent = map.nodes.find((n) => n.id === nodeId)!;
    const nodes = nextIdeas.map((text, i) =>
      node(`new${i}`, text, parent.x + 300, parent.y + i * 60),
    );
    return {
      nodes: [...map.nodes.map((n) => ({ ...n, text: 'rewritten by the model' })), ...nodes],
      edges: [
        ...map.edges,
        ...nodes.map((n) => ({ id: `x${n.id}`, source: nodeId, target: n.id })),
      ],
    };
  },
};

// Opening an in-memory PGlite takes seconds, more on a busy shared runner.
const file = appPerFile((database) => mindMapApp(database, { provider: scripted }), 120_000);

const tree = {
  nodes: [
    node('1', 'Biology'),
    node('2', 'Cells', 300, 0),
    node('3', 'Genetics', 300, 80),
    node('4', 'Nucleus', 600, 0),
  ],
  edges: [
    { source: '1', target: '2' },
    { source: '1', target: '3' },
    { source: '2', target: '4' },
  ],
};

describe('POST /api/mind-maps/generate-ai', () => {
  it('saves the generated map with its engine, dropping duplicate edges', async () => {
    failWith = undefined;
    const response = await client(file.app).generate('  Photosynthesis  ');
    expect(response.statusCode).toBe(201);
    const map = mindMapSchema.parse(response.json());
    expect(map).toMatchObject({
      title: 'About Photosynthesis',
      tags: ['ai', 'study'],
      node_count: 2,
      engine: { provider: 'openai-compatible', label: 'scripted-model' },
    });
    expect(map.map_data.edges).toEqual([{ id: 'r-a', source: 'root', target: 'a' }]);
    const as = client(file.app, cookiePair(response.headers['set-cookie']));
    expect((await as.list()).json()[0].id).toBe(map.id);
  });

  it('passes a refusal through unchanged, candidates included', async () => {
    const candidates = [{ label: 'Bank (river)', gloss: 'sloping land beside water' }];
    failWith = new Refusal('I do not know "bnak".', candidates);
    const response = await client(file.app).generate('bnak');
    failWith = undefined;
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: 'I do not know "bnak".', candidates });
  });

  it('maps engine failures to their statuses and refuses a blank topic', async () => {
    failWith = new AiError('timeout', 'The AI engine took too long.');
    expect((await client(file.app).generate('Cells')).statusCode).toBe(504);
    failWith = undefined;
    const blank = await client(file.app).generate('   ');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().detail).toMatch(/topic/i);
  });
});

describe('POST /api/mind-maps/{id}/nodes/{nodeId}/expand-ai', () => {
  it('sends the path and siblings, keeps only new labels, keeps the map as sent and saves', async () => {
    failWith = undefined;
    const { map, as } = await newGuestMap(file.app);
    nextIdeas = [
      'biology',
      ' Genetics ',
      'Nucleus',
      'Organelles',
      'organelles',
      'Cytoplasm 細胞質',
    ];
    const response = await as.expand(map.id, '2', { map_data: tree, version: 1 });
    expect(response.statusCode).toBe(200);
    expect(lastHints).toEqual({ path: ['Biology', 'Cells'], siblings: ['Genetics'] });
    const expanded = mindMapSchema.parse(response.json());
    expect(expanded.version).toBe(2);
    expect(expanded.map_data.nodes.slice(0, 4).map((n) => n.text)).toEqual([
      'Biology',
      'Cells',
      'Genetics',
      'Nucleus',
    ]);
    const added = expanded.map_data.nodes.slice(4);
    expect(added.map((n) => n.text)).toEqual(['Organelles', 'Cytoplasm 細胞質']);
    expect(expanded.map_data.edges.slice(3).map((e) => [e.source, e.target])).toEqual(
      added.map((n) => ['2', n.id]),
    );
    expect(mindMapSchema.parse((await as.get(map.id)).json()).map_data).toEqual(expanded.map_data);
  });

  it('answers 422 when every idea is already on the map, and saves nothing', async () => {
    const { map, as } = await newGuestMap(file.app);
    nextIdeas = ['Biology', 'GENETICS'];
    const response = await as.expand(map.id, '2', { map_data: tree });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/No new ideas for "Cells"/);
    expect(mindMapSchema.parse((await as.get(map.id)).json()).version).toBe(1);
  });

  it('answers 409 for a stale version before asking the engine, and 404 for a missing node', async () => {
    const { map, as } = await newGuestMap(file.app);
    await as.put(map.id, { map_data: tree });
    lastHints = undefined;
    nextIdeas = ['Fresh'];
    const stale = await as.expand(map.id, '2', { map_data: tree, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(lastHints).toBeUndefined();
    const missing = await as.expand(map.id, 'nope', { map_data: tree });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toMatch(/"nope" is not in this mind map/);
  });

  it('refuses a malformed graph with 422 naming the problem', async () => {
    const { map, as } = await newGuestMap(file.app);
    const response = await as.expand(map.id, '1', {
      map_data: { nodes: [node('1')], edges: [{ source: '1', target: '9' }] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/"9", which is not in the map/);
  });
});
