import { expect } from 'vitest';
import { deckSchema } from '@quietdesk/core/api/flashcards';
import type { App } from '../../app.ts';
import { cookiePair } from '../../test/helpers.ts';

// Shared by the flashcards API tests: requests as a given guest (cookie), and a fresh deck.

export type Send = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  cookie?: string,
) => Promise<Awaited<ReturnType<App['inject']>>>;

export const sender =
  (app: () => App): Send =>
  async (method, url, payload, cookie) =>
    app().inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: cookie ? { cookie } : {},
    });

export const SAMPLE_CARDS = [
  { question: 'Capital of France?', answer: 'Paris' },
  { question: '光合作用とは？', answer: '植物が光で糖を作る過程' },
  { question: 'H2O is?', answer: 'Water' },
];

export async function newDeck(send: Send, cookie?: string, body: object = {}) {
  const response = await send(
    'POST',
    '/api/flashcards/decks',
    { title: 'Basics', source: 'topic', cards: SAMPLE_CARDS, ...body },
    cookie,
  );
  expect(response.statusCode, response.body).toBe(201);
  return {
    deck: deckSchema.parse(response.json()),
    cookie: cookie ?? cookiePair(response.headers['set-cookie']),
  };
}
