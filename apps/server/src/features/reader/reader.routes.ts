import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import {
  cardSourceParamsSchema,
  createHighlightBodySchema,
  createReaderItemBodySchema,
  highlightParamsSchema,
  highlightSchema,
  readerCardSourceSchema,
  readerItemListQuerySchema,
  readerItemListSchema,
  readerItemParamsSchema,
  readerItemSchema,
  readerItemSummarySchema,
  updateReaderItemBodySchema,
} from '@quietdesk/core/api/reader';
import { deleteRoute } from '../../http/delete-route.ts';
import { requireOwner } from '../identity/identity.hooks.ts';
import type { ReaderService } from './reader.service.ts';

interface ReaderRoutesOptions {
  service: ReaderService;
  /** 2,000,000 characters of CJK text are about 6 MB of JSON: more than the default body limit. */
  itemBodyLimitBytes: number;
}

export const readerRoutes: FastifyPluginAsyncZod<ReaderRoutesOptions> = async (
  app,
  { service, itemBodyLimitBytes },
) => {
  app.get(
    '/api/reader/items',
    {
      schema: {
        tags: ['reader'],
        summary: "The caller's library without the texts, last opened first.",
        querystring: readerItemListQuerySchema,
        response: { 200: readerItemListSchema, ...errorResponses(422) },
      },
    },
    async (request) => service.list(request.ownerId, request.query.content_hash),
  );

  app.post(
    '/api/reader/items',
    {
      bodyLimit: itemBodyLimitBytes,
      schema: {
        tags: ['reader'],
        summary:
          'Keep an opened text (extracted in the browser) in the caller’s library; the same content kept before is reopened (200), not copied.',
        body: createReaderItemBodySchema,
        response: {
          200: readerItemSummarySchema,
          201: readerItemSummarySchema,
          ...errorResponses(403, 413, 422),
        },
      },
    },
    async (request, reply) => {
      const { created, item } = await service.create(await requireOwner(request), request.body);
      return reply.code(created ? 201 : 200).send(item);
    },
  );

  app.get(
    '/api/reader/items/:id',
    {
      schema: {
        tags: ['reader'],
        summary: 'One item with its text, pages or chapters, and highlights.',
        params: readerItemParamsSchema,
        response: { 200: readerItemSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.open(request.ownerId, request.params.id),
  );

  app.patch(
    '/api/reader/items/:id',
    {
      schema: {
        tags: ['reader'],
        summary: 'Save where the person stopped reading.',
        params: readerItemParamsSchema,
        body: updateReaderItemBodySchema,
        response: { 200: readerItemSummarySchema, ...errorResponses(403, 404, 422) },
      },
    },
    async (request) =>
      service.savePosition(request.ownerId, request.params.id, request.body.position),
  );

  deleteRoute(app, '/api/reader/items/:id', {
    tags: ['reader'],
    summary: 'Delete an item and its highlights (cards made from them stay).',
    params: readerItemParamsSchema,
    remove: (ownerId, { id }) => service.remove(ownerId, id),
  });

  app.post(
    '/api/reader/items/:id/highlights',
    {
      schema: {
        tags: ['reader'],
        summary: 'Highlight a passage, optionally naming the card made from it.',
        params: readerItemParamsSchema,
        body: createHighlightBodySchema,
        response: { 201: highlightSchema, ...errorResponses(403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.addHighlight(request.ownerId, request.params.id, request.body)),
  );

  deleteRoute(app, '/api/reader/items/:id/highlights/:highlightId', {
    tags: ['reader'],
    summary: 'Remove a highlight (a card made from it stays).',
    params: highlightParamsSchema,
    remove: (ownerId, { id, highlightId }) => service.removeHighlight(ownerId, id, highlightId),
  });

  app.get(
    '/api/reader/card-sources/:cardId',
    {
      schema: {
        tags: ['reader'],
        summary: 'Where a card made from a highlight came from, with a link back to that place.',
        params: cardSourceParamsSchema,
        response: { 200: readerCardSourceSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.cardSource(request.ownerId, request.params.cardId),
  );
};
