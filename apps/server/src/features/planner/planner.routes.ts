import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import {
  generatePlanBodySchema,
  generatePlanResponseSchema,
  planListSchema,
  planParamsSchema,
  planSchema,
  samplePlanResponseSchema,
  updatePlanBodySchema,
} from '@quietdesk/core/api/planner';
import {
  abortOnClose,
  aiErrorResponses,
  aiRateLimits,
  type AiLimits,
} from '../../http/ai-route.ts';
import { deleteRoute } from '../../http/delete-route.ts';
import { requireOwner } from '../identity/identity.hooks.ts';
import type { PlannerService } from './planner.service.ts';

interface PlannerRoutesOptions {
  service: PlannerService;
  /** AI calls allowed per minute (shared by every AI route). */
  aiLimits: AiLimits;
}

export const plannerRoutes: FastifyPluginAsyncZod<PlannerRoutesOptions> = async (
  app,
  { service, aiLimits },
) => {
  app.post(
    '/api/ai/planner/generate',
    {
      config: { rateLimit: aiRateLimits(aiLimits) },
      schema: {
        tags: ['planner'],
        summary:
          'Turn a goal into a plan with the configured AI engine and save it for the caller (creates a guest identity).',
        body: generatePlanBodySchema,
        response: {
          200: generatePlanResponseSchema,
          201: generatePlanResponseSchema,
          ...errorResponses(403, 404),
          ...aiErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const ownerId = await requireOwner(request);
      const { goal_description, items, hours_per_day, plan_id } = request.body;
      const details =
        items?.length || hours_per_day !== undefined
          ? { items: items ?? [], hoursPerDay: hours_per_day }
          : undefined;
      const plan = await service.generate(
        ownerId,
        goal_description,
        abortOnClose(request),
        details,
        plan_id,
      );
      // A rescheduled plan was updated, not created.
      return reply.code(plan_id ? 200 : 201).send(plan);
    },
  );

  app.get(
    '/api/ai/planner/sample',
    {
      schema: {
        tags: ['planner'],
        summary: 'A fixed sample plan from the built-in offline assistant; not saved.',
        response: { 200: samplePlanResponseSchema },
      },
    },
    async () => service.sample(),
  );

  app.get(
    '/api/planner/plans',
    {
      schema: {
        tags: ['planner'],
        summary: "The caller's saved plans, newest first (empty without an identity).",
        response: { 200: planListSchema },
      },
    },
    async (request) => service.list(request.ownerId),
  );

  app.get(
    '/api/planner/plans/:id',
    {
      schema: {
        tags: ['planner'],
        summary: "One of the caller's plans, with done flags.",
        params: planParamsSchema,
        response: { 200: planSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.get(request.ownerId, request.params.id),
  );

  app.put(
    '/api/planner/plans/:id',
    {
      schema: {
        tags: ['planner'],
        summary:
          "Replace a plan's tasks (and optionally goal and total duration). With expected_updated_at, a plan changed since answers 409.",
        params: planParamsSchema,
        body: updatePlanBodySchema,
        response: { 200: planSchema, ...errorResponses(403, 404, 409, 422) },
      },
    },
    async (request) => service.update(await requireOwner(request), request.params.id, request.body),
  );

  deleteRoute(app, '/api/planner/plans/:id', {
    tags: ['planner'],
    summary: "Delete one of the caller's plans.",
    params: planParamsSchema,
    remove: (ownerId, { id }) => service.remove(ownerId, id),
  });
};
