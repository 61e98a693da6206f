import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import {
  createMindMapBodySchema,
  expandNodeBodySchema,
  generateMindMapBodySchema,
  importMindMapBodySchema,
  mindMapKnowledgeSchema,
  mindMapListSchema,
  mindMapNodeParamsSchema,
  mindMapParamsSchema,
  mindMapSchema,
  nodeKnowledgeSchema,
  recordRecallBodySchema,
  saveMindMapBodySchema,
  updateMindMapBodySchema,
  type MindMap,
} from '@quietdesk/core/api/mind-maps';
import {
  abortOnClose,
  aiErrorResponses,
  aiRateLimits,
  type AiLimits,
} from '../../http/ai-route.ts';
import { deleteRoute } from '../../http/delete-route.ts';
import { existingOwner, requireOwner } from '../identity/identity.hooks.ts';
import {
  etagOf,
  mindMapJson,
  versionFromIfMatch,
  type MindMapReply,
  type MindMapsService,
} from './mind-maps.service.ts';

interface MindMapsRoutesOptions {
  service: MindMapsService;
  /** AI calls (generate, expand) allowed per minute (shared by every AI route). */
  aiLimits: AiLimits;
  /** Body limit of the routes that carry a whole map: a 5,000-node map is several megabytes. */
  mapBodyLimitBytes: number;
}

/**
 * The map with its version as ETag, so a client may send it back as If-Match. Typed as the
 * MindMap it becomes on the wire: mapSerializer splices its graph text in.
 */
function withEtag(reply: FastifyReply, map: MindMapReply): MindMap {
  void reply.header('etag', etagOf(map.version));
  return map as unknown as MindMap;
}

/** A map just made: 201 with its version as ETag. */
const created = (reply: FastifyReply, map: MindMapReply) =>
  reply.code(201).send(withEtag(reply, map));

const isMapReply = (data: unknown): data is MindMapReply =>
  typeof (data as { map_data?: unknown } | null)?.map_data === 'string';

/**
 * Route option of every route that answers a map: the stored graph text is spliced into the reply
 * (mindMapJson) instead of being parsed, re-validated with zod and printed again; other replies
 * (errors) are plain JSON. The schemas still document the replies, and tests check real replies
 * against them.
 */
const mapSerializer = () => (data: unknown) =>
  isMapReply(data) ? mindMapJson(data) : JSON.stringify(data);

const mapOwner = (request: FastifyRequest) => existingOwner(request, 'Mind map not found.');

const ifMatch = (request: FastifyRequest) => {
  const header = request.headers['if-match'];
  return versionFromIfMatch(Array.isArray(header) ? header[0] : header);
};

export const mindMapsRoutes: FastifyPluginAsyncZod<MindMapsRoutesOptions> = async (
  app,
  { service, aiLimits, mapBodyLimitBytes },
) => {
  const aiConfig = { rateLimit: aiRateLimits(aiLimits) };

  app.get(
    '/api/mind-maps',
    {
      schema: {
        tags: ['mind-maps'],
        summary: "The caller's mind maps, last updated first (empty without an identity).",
        response: { 200: mindMapListSchema },
      },
    },
    async (request) => service.list(request.ownerId),
  );

  app.post(
    '/api/mind-maps',
    {
      serializerCompiler: mapSerializer,
      schema: {
        tags: ['mind-maps'],
        summary: 'Create an empty mind map (creates a guest identity).',
        body: createMindMapBodySchema,
        response: { 201: mindMapSchema, ...errorResponses(403, 422) },
      },
    },
    async (request, reply) =>
      created(reply, await service.create(await requireOwner(request), request.body)),
  );

  app.post(
    '/api/mind-maps/generate-ai',
    {
      serializerCompiler: mapSerializer,
      config: aiConfig,
      schema: {
        tags: ['mind-maps'],
        summary: 'Generate a mind map about a topic with the configured AI engine and save it.',
        body: generateMindMapBodySchema,
        response: { 201: mindMapSchema, ...errorResponses(403), ...aiErrorResponses },
      },
    },
    async (request, reply) => {
      const ownerId = await requireOwner(request);
      const map = await service.generate(ownerId, request.body.topic, abortOnClose(request));
      return created(reply, map);
    },
  );

  app.post(
    '/api/mind-maps/import',
    {
      serializerCompiler: mapSerializer,
      bodyLimit: mapBodyLimitBytes,
      schema: {
        tags: ['mind-maps'],
        summary: 'Create a mind map from a Markdown outline or an OPML file.',
        body: importMindMapBodySchema,
        response: { 201: mindMapSchema, ...errorResponses(403, 413, 422) },
      },
    },
    async (request, reply) =>
      created(reply, await service.importOutline(await requireOwner(request), request.body)),
  );

  app.get(
    '/api/mind-maps/:id',
    {
      serializerCompiler: mapSerializer,
      schema: {
        tags: ['mind-maps'],
        summary: "One of the caller's mind maps with its graph; ETag is its version.",
        params: mindMapParamsSchema,
        response: { 200: mindMapSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      withEtag(reply, await service.get(request.ownerId, request.params.id)),
  );

  app.put(
    '/api/mind-maps/:id',
    {
      bodyLimit: mapBodyLimitBytes,
      serializerCompiler: mapSerializer,
      schema: {
        tags: ['mind-maps'],
        summary:
          'Replace the graph. With a version (body or If-Match), a map saved since answers 409 and nothing is saved.',
        params: mindMapParamsSchema,
        body: saveMindMapBodySchema,
        response: { 200: mindMapSchema, ...errorResponses(400, 403, 404, 409, 413, 422) },
      },
    },
    async (request, reply) => {
      const expected = request.body.version ?? ifMatch(request);
      const ownerId = mapOwner(request);
      const map = await service.save(ownerId, request.params.id, request.body.map_data, expected);
      return withEtag(reply, map);
    },
  );

  app.post(
    '/api/mind-maps/:id/nodes/:nodeId/expand-ai',
    {
      bodyLimit: mapBodyLimitBytes,
      serializerCompiler: mapSerializer,
      config: aiConfig,
      schema: {
        tags: ['mind-maps'],
        summary:
          'Add AI ideas as children of one node of the map as sent, save it and answer the whole updated map.',
        params: mindMapNodeParamsSchema,
        body: expandNodeBodySchema,
        response: {
          200: mindMapSchema,
          ...errorResponses(400, 403, 404, 409, 413),
          ...aiErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const map = await service.expand(
        mapOwner(request),
        request.params.id,
        request.params.nodeId,
        request.body.map_data,
        request.body.version ?? ifMatch(request),
        abortOnClose(request),
      );
      return withEtag(reply, map);
    },
  );

  app.patch(
    '/api/mind-maps/:id',
    {
      serializerCompiler: mapSerializer,
      schema: {
        tags: ['mind-maps'],
        summary: 'Rename, describe, tag or star a mind map (the graph and its version stay).',
        params: mindMapParamsSchema,
        body: updateMindMapBodySchema,
        response: { 200: mindMapSchema, ...errorResponses(403, 404, 422) },
      },
    },
    async (request, reply) =>
      withEtag(reply, await service.update(mapOwner(request), request.params.id, request.body)),
  );

  app.get(
    '/api/mind-maps/:id/knowledge',
    {
      schema: {
        tags: ['mind-maps'],
        summary:
          "How well each tested node of the map is known, from recall mode's marks and the reviews of cards made from the node.",
        params: mindMapParamsSchema,
        response: { 200: mindMapKnowledgeSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.knowledge(request.ownerId, request.params.id),
  );

  app.post(
    '/api/mind-maps/:id/recall',
    {
      schema: {
        tags: ['mind-maps'],
        summary:
          'Record one recall-mode mark ("knew" or "missed") for a node of the map; answers how well the node is now known.',
        params: mindMapParamsSchema,
        body: recordRecallBodySchema,
        response: { 200: nodeKnowledgeSchema, ...errorResponses(403, 404, 422) },
      },
    },
    async (request) => service.recordRecall(mapOwner(request), request.params.id, request.body),
  );

  deleteRoute(app, '/api/mind-maps/:id', {
    tags: ['mind-maps'],
    summary: "Delete one of the caller's mind maps.",
    params: mindMapParamsSchema,
    remove: (ownerId, { id }) => service.remove(ownerId, id),
  });
};
