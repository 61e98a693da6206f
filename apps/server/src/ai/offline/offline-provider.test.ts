import { describe, expect, it } from 'vitest';
import { flashcardListSchema, generatedMindMapSchema } from '@quietdesk/core/api/ai';
import { HttpError } from '../../http/errors.ts';
import { toHttpError } from '../errors.ts';
import { createOfflineProvider } from './offline-provider.ts';

const ctx = { now: new Date('2025-03-03T10:00:00Z') };

describe('offline provider', () => {
  const ai = createOfflineProvider();

  it('names itself and plans without the network', async () => {
    expect(ai.info).toEqual({ provider: 'offline', label: 'Built-in offline assistant' });
    const plan = await ai.generatePlan('Learn Spanish in 30 days', ctx);
    expect(plan.total_estimated_duration).toBe('30 days');
  });

  it('delegates mind maps and flashcards to the knowledge module', async () => {
    const map = await ai.generateMindMap('photosynthesis', ctx);
    expect(generatedMindMapSchema.parse(map).map_data.nodes.length).toBeGreaterThan(1);
    const cards = await ai.flashcardsFromTopic('photosynthesis', 3, ctx);
    expect(flashcardListSchema.parse(cards).length).toBeGreaterThan(0);
  });

  // Words that are also Object.prototype members once reached the dictionary tables as
  // functions and threw (a 500 the API fuzz suite found with the topic "__proto__").
  it.each(['__proto__', 'constructor', 'hasOwnProperty', 'toString'])(
    'treats the topic %j as text: a map and cards, or a clear "don\'t know"',
    async (topic) => {
      for (const attempt of [
        () => ai.generateMindMap(topic, ctx),
        () => ai.flashcardsFromTopic(topic, 3, ctx),
        () => ai.generatePlan(`Learn ${topic} in 2 weeks`, ctx),
        () =>
          ai.expandMindMapNode(
            {
              nodes: [
                { id: 'root', text: 'biology', x: 0, y: 0 },
                { id: 'n', text: topic, x: 100, y: 0 },
              ],
              edges: [{ id: 'e', source: 'root', target: 'n' }],
            },
            'n',
            ctx,
          ),
      ]) {
        const outcome = await attempt().catch((e: unknown) => e);
        if (outcome instanceof Error) expect(outcome.name).toBe('OfflineNoKnowledgeError');
        else expect(outcome).toBeTruthy();
      }
    },
  );

  it('turns "nothing true to say" into a 422 with the module\'s message', async () => {
    const error = await ai.flashcardsFromNotes('hm', 5, ctx).catch((e: unknown) => e);
    expect((error as Error).name).toBe('OfflineNoKnowledgeError');
    const mapped = toHttpError(error);
    expect(mapped).toBeInstanceOf(HttpError);
    expect((mapped as HttpError).statusCode).toBe(422);
    expect((mapped as HttpError).detail).toBe((error as Error).message);
  });
});
