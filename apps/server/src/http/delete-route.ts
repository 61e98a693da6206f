import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { noContent } from './no-content.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

interface DeleteRoute<Params extends z.ZodType> {
  tags: string[];
  summary: string;
  params: Params;
  /** Removes what the path names, or throws (the owner's row or 404, http/owned-or-404.ts). */
  remove: (ownerId: string | undefined, params: z.infer<Params>) => Promise<unknown>;
}

/**
 * A DELETE that answers 204 with no body: the one way every feature declares its deletes. The
 * 403 (cross-site guard), 404 and 422 replies are documented for every such route by
 * http/openapi.ts.
 */
export function deleteRoute<Params extends z.ZodType>(
  app: ZodApp,
  path: string,
  { tags, summary, params, remove }: DeleteRoute<Params>,
): void {
  app.delete(
    path,
    { schema: { tags, summary, params, response: { 204: noContent } } },
    async (request, reply) => {
      await remove(request.ownerId, request.params as z.infer<Params>);
      return reply.code(204).send(null);
    },
  );
}
