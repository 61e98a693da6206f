import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedPlanSchema } from '@quietdesk/core/api/planner';
import { AiError } from '../errors.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.ts';
import { createOpenAiCompatibleProvider } from './openai-compatible-provider.ts';

const NOW = new Date('2025-03-03T10:00:00Z');
const GOAL = 'Learn Spanish in 30 days';
const GOOD_PLAN = {
  goal: GOAL,
  total_estimated_duration: '30 days',
  tasks: [
    {
      title: 'Vocabulary',
      description: 'Core words.',
      estimated_duration: '10 days',
      priority: 'high',
      subtasks: ['20 words a day', 'Review flashcards'],
    },
  ],
};

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(async () => fake?.close());

const provider = (timeoutMs = 5000) =>
  createOpenAiCompatibleProvider({
    baseUrl: fake.baseUrl,
    apiKey: 'test-key',
    model: 'llama3.1:8b',
    timeoutMs,
  });

async function failure(promise: Promise<unknown>): Promise<AiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AiError);
  return error as AiError;
}

describe('openai-compatible provider against a fake server', () => {
  it('returns a validated plan, labelled with the model, from one well-formed answer', async () => {
    fake.script({ kind: 'json', content: JSON.stringify(GOOD_PLAN) });
    const ai = provider();
    expect(ai.info).toEqual({ provider: 'openai-compatible', label: 'llama3.1:8b' });
    const plan = await ai.generatePlan(GOAL, { now: NOW });
    expect(generatedPlanSchema.parse(plan)).toEqual(plan);
    expect(plan.tasks[0]!.title).toBe('Vocabulary');
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request.body.model).toBe('llama3.1:8b');
    expect(request.body.response_format).toEqual({ type: 'json_object' });
    expect(request.headers.authorization).toBe('Bearer test-key');
    expect(request.body.messages.at(-1)!.content).toContain(GOAL);
  });

  it("keeps the person's goal even when the model rewords it", async () => {
    fake.script({ kind: 'json', content: JSON.stringify({ ...GOOD_PLAN, goal: 'Spanish!' }) });
    expect((await provider().generatePlan(GOAL, { now: NOW })).goal).toBe(GOAL);
  });

  it('accepts JSON wrapped in a Markdown fence', async () => {
    fake.script({ kind: 'json', content: '```json\n' + JSON.stringify(GOOD_PLAN) + '\n```' });
    expect((await provider().generatePlan(GOAL, { now: NOW })).tasks).toHaveLength(1);
  });

  it('repairs an invalid answer on the second try, sending the problem back', async () => {
    fake.script(
      { kind: 'json', content: JSON.stringify({ goal: GOAL, tasks: 'none' }) },
      { kind: 'json', content: JSON.stringify(GOOD_PLAN) },
    );
    const plan = await provider().generatePlan(GOAL, { now: NOW });
    expect(plan.total_estimated_duration).toBe('30 days');
    expect(fake.requests).toHaveLength(2);
    const repair = fake.requests[1]!.body.messages;
    expect(repair.at(-2)!.role).toBe('assistant');
    expect(repair.at(-1)!.content).toMatch(/cannot be used: .*tasks/);
  });

  it('repairs broken JSON too', async () => {
    fake.script(
      { kind: 'json', content: '{"goal": "Learn Spanish", "tasks": [' },
      { kind: 'json', content: JSON.stringify(GOOD_PLAN) },
    );
    await expect(provider().generatePlan(GOAL, { now: NOW })).resolves.toMatchObject({
      goal: GOAL,
    });
    expect(fake.requests[1]!.body.messages.at(-1)!.content).toContain('not valid JSON');
  });

  it('gives up with invalid_output (502) after two unusable answers', async () => {
    fake.script({ kind: 'json', content: '{"nope": true}' });
    const error = await failure(provider().generatePlan(GOAL, { now: NOW }));
    expect(error.failure).toBe('invalid_output');
    expect(fake.requests).toHaveLength(2);
  });

  it('maps an upstream 429 to rate_limited with its Retry-After', async () => {
    fake.script({ kind: 'status', status: 429, headers: { 'retry-after': '17' } });
    const error = await failure(provider().generatePlan(GOAL, { now: NOW }));
    expect(error.failure).toBe('rate_limited');
    expect(error.retryAfterSeconds).toBe(17);
    // No silent SDK retries: one request only.
    expect(fake.requests).toHaveLength(1);
  });

  it('maps an upstream 500 to unavailable', async () => {
    fake.script({ kind: 'status', status: 500 });
    expect((await failure(provider().generatePlan(GOAL, { now: NOW }))).failure).toBe(
      'unavailable',
    );
  });

  it('maps a refused connection to unavailable', async () => {
    const ai = createOpenAiCompatibleProvider({
      baseUrl: 'http://127.0.0.1:1',
      apiKey: undefined,
      model: 'm',
      timeoutMs: 5000,
    });
    expect((await failure(ai.generatePlan(GOAL, { now: NOW }))).failure).toBe('unavailable');
  });

  it('maps a slow answer to timeout', async () => {
    fake.script({ kind: 'slow', delayMs: 2000, content: JSON.stringify(GOOD_PLAN) });
    const started = Date.now();
    const error = await failure(provider(1000).generatePlan(GOAL, { now: NOW }));
    expect(error.failure).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1900);
  });

  it('makes mind maps, rejecting edges to missing nodes', async () => {
    const map = {
      title: 'Photosynthesis',
      description: 'How plants make food.',
      tags: ['biology'],
      map_data: {
        nodes: [
          { id: 'root', text: 'Photosynthesis', x: 0, y: 0 },
          { id: 'a', text: 'Light reactions', x: 300, y: 0 },
        ],
        edges: [{ id: 'e1', source: 'root', target: 'a' }],
      },
    };
    const broken = {
      ...map,
      map_data: { ...map.map_data, edges: [{ id: 'e1', source: 'root', target: 'zzz' }] },
    };
    fake.script(
      { kind: 'json', content: JSON.stringify(broken) },
      { kind: 'json', content: JSON.stringify(map) },
    );
    expect(await provider().generateMindMap('Photosynthesis', { now: NOW })).toEqual(map);
    expect(fake.requests).toHaveLength(2);
  });

  it('expands a node with new children attached to it', async () => {
    fake.script({
      kind: 'json',
      content: JSON.stringify({ ideas: ['Chlorophyll', 'Light reactions'] }),
    });
    const result = await provider().expandMindMapNode(
      {
        nodes: [
          { id: 'root', text: 'Photosynthesis', x: 0, y: 0 },
          { id: 'a', text: 'Light reactions', x: 300, y: 0 },
        ],
        edges: [],
      },
      'root',
      { now: NOW },
    );
    // The duplicate idea is dropped; the new one hangs off the root.
    expect(result.nodes).toHaveLength(3);
    expect(result.nodes[2]).toMatchObject({ text: 'Chlorophyll', x: 300 });
    expect(result.edges).toEqual([
      { id: expect.any(String), source: 'root', target: result.nodes[2]!.id },
    ]);
  });

  it('makes flashcards from a topic and from notes, at most `count`', async () => {
    const cards = Array.from({ length: 7 }, (_, i) => ({ question: `Q${i}?`, answer: `A${i}` }));
    fake.script({ kind: 'json', content: JSON.stringify({ cards }) });
    expect(await provider().flashcardsFromTopic('Cells', 5, { now: NOW })).toHaveLength(5);
    fake.script({ kind: 'json', content: JSON.stringify({ cards: cards.slice(0, 2) }) });
    expect(await provider().flashcardsFromNotes('Cells are small.', 5, { now: NOW })).toHaveLength(
      2,
    );
    expect(fake.requests[0]!.body.messages.at(-1)!.content).toContain('Cells are small.');
  });
});
