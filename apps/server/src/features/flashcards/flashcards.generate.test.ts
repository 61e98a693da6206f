import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generateFlashcardsResponseSchema } from '@quietdesk/core/api/flashcards';
import { buildApp } from '../../app.ts';
import { AiError } from '../../ai/errors.ts';
import { createOfflineProvider } from '../../ai/offline/offline-provider.ts';
import type { AiProvider } from '../../ai/provider.ts';
import { appPerFile, testConfig } from '../../test/helpers.ts';

const seen: { topic: string; count: number }[] = [];

async function appWith(provider: AiProvider, env: Record<string, string> = {}) {
  // On PostgreSQL, rate-limit counters live in the shared database (they hold across server
  // processes); each app here stands for a fresh deployment with its own limits, so it starts
  // with none. (On PGlite they live in each app's memory and start empty anyway.)
  await file.database.db.execute(sql`delete from rate_limits`);
  const built = await buildApp({
    config: testConfig({ AI_RATE_LIMIT_PER_MINUTE: '1000', ...env }),
    database: file.database,
    logger: false,
    aiProvider: provider,
  });
  await built.ready();
  return built;
}

/** The real offline engine, recording what the route passed on. */
function recordingOffline(): AiProvider {
  const offline = createOfflineProvider();
  return {
    ...offline,
    async flashcardsFromTopic(topic, count, ctx) {
      seen.push({ topic, count });
      return offline.flashcardsFromTopic(topic, count, ctx);
    },
  };
}

const file = appPerFile(() => appWith(recordingOffline()));

const generate = (payload: unknown, target = file.app) =>
  target.inject({ method: 'POST', url: '/api/flashcards/generate', payload: payload as object });

describe('POST /api/flashcards/generate', () => {
  it('answers a bare array of 5 cards by default, stores nothing and sets no cookie', async () => {
    const response = await generate({ topic: 'neuron' });
    expect(response.statusCode).toBe(200);
    const cards = generateFlashcardsResponseSchema.parse(response.json());
    expect(Array.isArray(response.json())).toBe(true);
    expect(cards).toHaveLength(5);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each([5, 10, 15])('makes at most %i cards when asked for %i', async (count) => {
    const response = await generate({ topic: 'neuron', count });
    expect(response.statusCode).toBe(200);
    const cards = generateFlashcardsResponseSchema.parse(response.json());
    expect(cards.length).toBeGreaterThanOrEqual(5);
    expect(cards.length).toBeLessThanOrEqual(count);
    expect(seen.at(-1)).toEqual({ topic: 'neuron', count });
  });

  it('trims a padded topic before asking the engine', async () => {
    const response = await generate({ topic: '   neuron \n', count: 5 });
    expect(response.statusCode).toBe(200);
    expect(seen.at(-1)).toEqual({ topic: 'neuron', count: 5 });
  });

  it.each([
    [{ topic: 'neuron', count: 7 }, 'count must be 5, 10 or 15.'],
    [{ topic: 'neuron', count: '5' }, 'count must be 5, 10 or 15.'],
    [{ topic: 'neuron', count: 0 }, 'count must be 5, 10 or 15.'],
    [{ topic: 'neuron', count: 20 }, 'count must be 5, 10 or 15.'],
    [{ topic: '   ' }, 'Please enter a topic.'],
    [{ topic: '' }, 'Please enter a topic.'],
    [{}, 'Please enter a topic.'],
    [{ topic: 'x'.repeat(201) }, 'The topic must be at most 200 characters.'],
  ])('refuses %j with 422', async (payload, message) => {
    const response = await generate(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain(message);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await file.app.inject({
      method: 'POST',
      url: '/api/flashcards/generate',
      headers: { 'content-type': 'application/json' },
      payload: '{"topic":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The request body is not valid JSON.' });
  });

  it('passes an engine refusal through as 422 with its detail', async () => {
    const response = await generate({ topic: 'qzxv blorf' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/doesn't know “qzxv blorf” as a whole/);
  });

  it('makes cards from pasted notes', async () => {
    const response = await file.app.inject({
      method: 'POST',
      url: '/api/flashcards/generate-from-notes',
      payload: {
        notes:
          'Photosynthesis is the process by which green plants convert light energy into chemical energy. The Calvin cycle takes place in the stroma. Chlorophyll – a green pigment that absorbs red and blue light. Stomata: small pores on leaves that let carbon dioxide in.',
        count: 5,
      },
    });
    expect(response.statusCode).toBe(200);
    const cards = generateFlashcardsResponseSchema.parse(response.json());
    expect(cards.length).toBeGreaterThan(0);
    expect(JSON.stringify(cards)).toMatch(/Chlorophyll|Stomata|Photosynthesis/);
  });

  it.each([
    [503, new AiError('unavailable', 'The AI service is not answering.')],
    [504, new AiError('timeout', 'The AI service took too long.')],
    [502, new AiError('invalid_output', 'The AI answered nonsense.')],
    [429, new AiError('rate_limited', 'The AI provider is rate limiting us.', 12)],
  ])('maps an engine failure to %i with a detail', async (status, error) => {
    const failing = await appWith({
      ...createOfflineProvider(),
      flashcardsFromTopic: async () => {
        throw error;
      },
    });
    try {
      const response = await generate({ topic: 'neuron' }, failing);
      expect(response.statusCode).toBe(status);
      expect(response.json().detail).toContain(error.message);
      if (status === 429) expect(response.headers['retry-after']).toBe('12');
    } finally {
      await failing.close();
    }
  });

  it('rate-limits generation per client with Retry-After', async () => {
    const limited = await appWith(createOfflineProvider(), { AI_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      expect((await generate({ topic: 'neuron' }, limited)).statusCode).toBe(200);
      expect((await generate({ topic: 'neuron' }, limited)).statusCode).toBe(200);
      const third = await generate({ topic: 'neuron' }, limited);
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(third.json().detail).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});
