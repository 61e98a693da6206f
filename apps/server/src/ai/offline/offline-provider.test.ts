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

  it('turns "nothing true to say" into a 422 with the module\'s message', async () => {
    const error = await ai.flashcardsFromNotes('hm', 5, ctx).catch((e: unknown) => e);
    expect((error as Error).name).toBe('OfflineNoKnowledgeError');
    const mapped = toHttpError(error);
    expect(mapped).toBeInstanceOf(HttpError);
    expect((mapped as HttpError).statusCode).toBe(422);
    expect((mapped as HttpError).detail).toBe((error as Error).message);
  });
});
