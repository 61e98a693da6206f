import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { healthSchema } from '@quietdesk/core/api/health';
import { plainJsonSerializer } from '../../http/plain-json.ts';
import type { HealthService } from './health.service.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ service: HealthService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and readiness: answers 200 once the database responds.',
        response: { 200: healthSchema, ...errorResponses(503) },
      },
      // Probes call this constantly; a unit test checks the body against healthSchema.
      serializerCompiler: plainJsonSerializer,
    },
    async () => service.check(),
  );
};
