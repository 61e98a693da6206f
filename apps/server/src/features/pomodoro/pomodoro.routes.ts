import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import {
  createSessionBodySchema,
  pomodoroSessionSchema,
  pomodoroStatsSchema,
  sessionParamsSchema,
  statsQuerySchema,
  updateSessionBodySchema,
} from '@quietdesk/core/api/pomodoro';
import { requireOwner } from '../identity/identity.hooks.ts';
import type { PomodoroService } from './pomodoro.service.ts';

const tags = ['pomodoro'];

export const pomodoroRoutes: FastifyPluginAsyncZod<{ service: PomodoroService }> = async (
  app,
  { service },
) => {
  app.post(
    '/api/pomodoro/sessions',
    {
      schema: {
        tags,
        summary: 'Create a focus session (status created); creates a guest identity on first use.',
        body: createSessionBodySchema,
        response: { 201: pomodoroSessionSchema, ...errorResponses(403, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(await requireOwner(request), request.body)),
  );

  // Registered before `/:id`; find-my-way prefers the static segment anyway.
  app.get(
    '/api/pomodoro/sessions/active',
    {
      schema: {
        tags,
        summary: "The caller's most recent session that is not stopped, for another tab or device.",
        response: { 200: pomodoroSessionSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.active(request.ownerId),
  );

  app.get(
    '/api/pomodoro/sessions/:id',
    {
      schema: {
        tags,
        summary: "One of the caller's sessions.",
        params: sessionParamsSchema,
        response: { 200: pomodoroSessionSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.get(request.ownerId, request.params.id),
  );

  app.patch(
    '/api/pomodoro/sessions/:id',
    {
      schema: {
        tags,
        summary:
          'Apply a timer action (start, pause, resume, skip, stop), optionally with the phase it closed.',
        params: sessionParamsSchema,
        body: updateSessionBodySchema,
        response: { 200: pomodoroSessionSchema, ...errorResponses(403, 404, 409, 422) },
      },
    },
    async (request) => service.update(await requireOwner(request), request.params.id, request.body),
  );

  app.get(
    '/api/pomodoro/stats',
    {
      schema: {
        tags,
        summary:
          "Focus minutes and completed pomodoros per day in the caller's time zone, and the streak.",
        querystring: statsQuerySchema,
        response: { 200: pomodoroStatsSchema, ...errorResponses(422) },
      },
    },
    async (request) => service.stats(request.ownerId, request.query),
  );
};
