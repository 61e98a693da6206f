import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@quietdesk/core/api/errors';
import { healthSchema } from '@quietdesk/core/api/health';
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
        response: { 200: healthSchema, 503: errorSchema },
      },
      // Probes call this constantly and the service builds the body from typed constants, so it
      // skips the zod response check (the schema still documents it in OpenAPI; a unit test
      // checks the body against it).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async () => service.check(),
  );
};
