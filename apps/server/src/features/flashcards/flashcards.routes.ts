import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { attachmentDisposition, downloadName } from '@quietdesk/core/download-name';
import {
  cardInputSchema,
  cardParamsSchema,
  createDeckBodySchema,
  deckListSchema,
  deckParamsSchema,
  deckSchema,
  dueListSchema,
  exportQuerySchema,
  generateFlashcardsBodySchema,
  generateFlashcardsResponseSchema,
  generateFromNotesBodySchema,
  importDeckBodySchema,
  importResponseSchema,
  reviewBodySchema,
  reviewResponseSchema,
  savedCardSchema,
  streakQuerySchema,
  studyStreakSchema,
  updateDeckBodySchema,
} from '@quietdesk/core/api/flashcards';
import { plainJsonSerializer } from '../../http/plain-json.ts';
import {
  abortOnClose,
  aiErrorResponses,
  aiRateLimits,
  type AiLimits,
} from '../../http/ai-route.ts';
import { deleteRoute } from '../../http/delete-route.ts';
import { existingOwner, requireOwner } from '../identity/identity.hooks.ts';
import type { FlashcardsGeneration } from './flashcards-generation.service.ts';
import type { FlashcardsService } from './flashcards.service.ts';
import type { FlashcardsStudy } from './flashcards-study.service.ts';

interface FlashcardsRoutesOptions {
  generation: FlashcardsGeneration;
  service: FlashcardsService;
  study: FlashcardsStudy;
  /** AI calls allowed per minute (shared by every AI route). */
  aiLimits: AiLimits;
  bodyLimitBytes: number;
}

/** An import may be 2,000,000 characters of any script: up to 4 bytes each in UTF-8, plus JSON. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024 + 4096;

const writeErrors = errorResponses(403, 404, 422);

export const flashcardsRoutes: FastifyPluginAsyncZod<FlashcardsRoutesOptions> = async (
  app,
  { generation, service, study, aiLimits, bodyLimitBytes },
) => {
  const rateLimit = aiRateLimits(aiLimits);

  app.post(
    '/api/flashcards/generate',
    {
      config: { rateLimit },
      schema: {
        tags: ['flashcards'],
        summary:
          'Make question/answer cards on a topic with the configured AI engine (not saved). count: 5 (default), 10 or 15.',
        body: generateFlashcardsBodySchema,
        response: { 200: generateFlashcardsResponseSchema, ...aiErrorResponses },
      },
    },
    async (request) =>
      generation.fromTopic(request.body.topic, request.body.count, abortOnClose(request)),
  );

  app.post(
    '/api/flashcards/generate-from-notes',
    {
      config: { rateLimit },
      schema: {
        tags: ['flashcards'],
        summary: 'Make cards from pasted notes, using only what the notes say (not saved).',
        body: generateFromNotesBodySchema,
        response: { 200: generateFlashcardsResponseSchema, ...aiErrorResponses },
      },
    },
    async (request) =>
      generation.fromNotes(request.body.notes, request.body.count, abortOnClose(request)),
  );

  app.get(
    '/api/flashcards/decks',
    {
      schema: {
        tags: ['flashcards'],
        summary: "The caller's decks, newest first, with card and due counts.",
        response: { 200: deckListSchema },
      },
    },
    async (request) => service.list(request.ownerId),
  );

  app.post(
    '/api/flashcards/decks',
    {
      serializerCompiler: plainJsonSerializer, // a whole deck (10,000 cards): no zod re-check
      schema: {
        tags: ['flashcards'],
        summary: 'Save a deck (e.g. a generated set) for the caller (creates a guest identity).',
        body: createDeckBodySchema,
        response: { 201: deckSchema, ...errorResponses(403, 422) },
      },
    },
    async (request, reply) => {
      const deck = await service.create(await requireOwner(request), request.body);
      return reply.code(201).send(deck);
    },
  );

  app.post(
    '/api/flashcards/decks/import',
    {
      bodyLimit: Math.max(bodyLimitBytes, IMPORT_BODY_LIMIT),
      schema: {
        tags: ['flashcards'],
        summary:
          'Make a deck from Anki text (#separator/#html/#columns headers) or CSV; reports skipped lines.',
        body: importDeckBodySchema,
        response: { 201: importResponseSchema, ...errorResponses(403, 422) },
      },
    },
    async (request, reply) => {
      const result = await service.importDeck(
        await requireOwner(request),
        request.body.title,
        request.body.text,
      );
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/api/flashcards/decks/:id',
    {
      serializerCompiler: plainJsonSerializer, // a whole deck (10,000 cards): no zod re-check
      schema: {
        tags: ['flashcards'],
        summary: 'One of the caller’s decks with all its cards.',
        params: deckParamsSchema,
        response: { 200: deckSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.get(request.ownerId, request.params.id),
  );

  app.patch(
    '/api/flashcards/decks/:id',
    {
      serializerCompiler: plainJsonSerializer, // a whole deck (10,000 cards): no zod re-check
      schema: {
        tags: ['flashcards'],
        summary: 'Rename a deck or set/clear its exam date.',
        params: deckParamsSchema,
        body: updateDeckBodySchema,
        response: { 200: deckSchema, ...writeErrors },
      },
    },
    async (request) => service.update(deckOwner(request), request.params.id, request.body),
  );

  deleteRoute(app, '/api/flashcards/decks/:id', {
    tags: ['flashcards'],
    summary: 'Delete a deck with its cards and review log.',
    params: deckParamsSchema,
    remove: (ownerId, { id }) => service.remove(ownerId, id),
  });

  app.get(
    '/api/flashcards/decks/:id/export',
    {
      schema: {
        tags: ['flashcards'],
        summary: 'Download the deck as Anki text (format=anki, the default) or CSV (format=csv).',
        params: deckParamsSchema,
        querystring: exportQuerySchema,
        response: { 200: z.string(), ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const { title, text } = await service.exportDeck(request.ownerId, request.params.id, format);
      return reply
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'text/plain; charset=utf-8')
        .header(
          'content-disposition',
          attachmentDisposition(downloadName(title, format === 'csv' ? 'csv' : 'txt', 'deck')),
        )
        .send(text);
    },
  );

  app.get(
    '/api/flashcards/decks/:id/due',
    {
      // Built from typed rows by the study service; re-validating 50 cards with zod on the way out
      // cost more than the query (the tests check the shape).
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: ['flashcards'],
        summary: 'Cards due now, most overdue first, with the wait each rating would give.',
        params: deckParamsSchema,
        response: { 200: dueListSchema, ...errorResponses(404) },
      },
    },
    async (request) => study.due(request.ownerId, request.params.id),
  );

  app.post(
    '/api/flashcards/decks/:id/cards',
    {
      schema: {
        tags: ['flashcards'],
        summary: 'Add a card to a deck.',
        params: deckParamsSchema,
        body: cardInputSchema,
        response: { 201: savedCardSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const card = await service.addCard(deckOwner(request), request.params.id, request.body);
      return reply.code(201).send(card);
    },
  );

  app.put(
    '/api/flashcards/decks/:id/cards/:cardId',
    {
      schema: {
        tags: ['flashcards'],
        summary: "Edit a card's question and answer (its schedule is kept).",
        params: cardParamsSchema,
        body: cardInputSchema,
        response: { 200: savedCardSchema, ...writeErrors },
      },
    },
    async (request) =>
      service.updateCard(
        deckOwner(request),
        request.params.id,
        request.params.cardId,
        request.body,
      ),
  );

  deleteRoute(app, '/api/flashcards/decks/:id/cards/:cardId', {
    tags: ['flashcards'],
    summary: 'Delete a card.',
    params: cardParamsSchema,
    remove: (ownerId, { id, cardId }) => service.removeCard(ownerId, id, cardId),
  });

  app.post(
    '/api/flashcards/decks/:id/cards/:cardId/reviews',
    {
      schema: {
        tags: ['flashcards'],
        summary:
          'Rate a card (again, hard, good, easy): FSRS schedules it and the rating is logged.',
        params: cardParamsSchema,
        body: reviewBodySchema,
        response: { 200: reviewResponseSchema, ...errorResponses(409), ...writeErrors },
      },
    },
    async (request) =>
      study.rate(
        deckOwner(request),
        request.params.id,
        request.params.cardId,
        request.body.rating,
        request.body.source,
        request.body.expected_reps,
      ),
  );

  app.get(
    '/api/flashcards/streak',
    {
      schema: {
        tags: ['flashcards'],
        summary:
          'Study-day streak: days in a row with reviews; a day with nothing due does not break it.',
        querystring: streakQuerySchema,
        response: { 200: studyStreakSchema, ...errorResponses(422) },
      },
    },
    async (request) => study.streak(request.ownerId, request.query.tz),
  );
};

const deckOwner = (request: FastifyRequest) => existingOwner(request, 'Deck not found.');
