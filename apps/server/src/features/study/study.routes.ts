import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import {
  planProgressParamsSchema,
  planProgressSchema,
  replanBodySchema,
  replanResponseSchema,
  studyGoalSchema,
  todayQuerySchema,
  todaySchema,
} from '@quietdesk/core/api/study';
import { forecastSchema, heatmapSchema } from '@quietdesk/core/api/study-progress';
import { TIME_ZONE_COOKIE, type TodaySeed } from '@quietdesk/core/study/today-seed';
import type { FastifyRequest } from 'fastify';
import { requireOwner, resolveIdentity } from '../identity/identity.hooks.ts';
import type { StudyService } from './study.service.ts';

export const studyRoutes: FastifyPluginAsyncZod<{ service: StudyService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/study/today',
    {
      schema: {
        tags: ['study'],
        summary:
          "Today in the caller's time zone: plan tasks due or overdue, decks with cards due, focus minutes against the daily goal, exam countdowns.",
        querystring: todayQuerySchema,
        response: { 200: todaySchema, ...errorResponses(422) },
      },
    },
    async (request) => service.today(request.ownerId, request.query),
  );

  app.get(
    '/api/study/heatmap',
    {
      schema: {
        tags: ['study'],
        summary:
          "The caller's study days over the year to today in tz: focus minutes and cards reviewed per day.",
        querystring: todayQuerySchema,
        response: { 200: heatmapSchema, ...errorResponses(422) },
      },
    },
    async (request) => service.heatmap(request.ownerId, request.query),
  );

  app.get(
    '/api/study/forecast',
    {
      schema: {
        tags: ['study'],
        summary:
          "Cards due per deck on each of the next 30 days in tz, from the FSRS due date of the caller's cards.",
        querystring: todayQuerySchema,
        response: { 200: forecastSchema, ...errorResponses(422) },
      },
    },
    async (request) => service.forecast(request.ownerId, request.query),
  );

  app.get(
    '/api/study/plans/:id/progress',
    {
      schema: {
        tags: ['study'],
        summary: "Focus minutes and pomodoros spent on each task of one of the caller's plans.",
        params: planProgressParamsSchema,
        querystring: todayQuerySchema,
        response: { 200: planProgressSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => service.planProgress(request.ownerId, request.params.id, request.query),
  );

  app.post(
    '/api/study/plans/:id/replan',
    {
      schema: {
        tags: ['study'],
        summary:
          "Lay the undone work of one of the caller's plans again from today to its deadline; saved only when it fits. A stale expected_updated_at answers 409.",
        params: planProgressParamsSchema,
        body: replanBodySchema,
        response: { 200: replanResponseSchema, ...errorResponses(403, 404, 409, 422) },
      },
    },
    async (request) => service.replan(await requireOwner(request), request.params.id, request.body),
  );

  app.get(
    '/api/study/goal',
    {
      schema: {
        tags: ['study'],
        summary: "The caller's daily focus goal (the default until set).",
        response: { 200: studyGoalSchema },
      },
    },
    async (request) => service.goal(request.ownerId),
  );

  app.put(
    '/api/study/goal',
    {
      schema: {
        tags: ['study'],
        summary: "Set the caller's daily focus goal; creates a guest identity on first use.",
        body: studyGoalSchema,
        response: { 200: studyGoalSchema, ...errorResponses(403, 422) },
      },
    },
    async (request) => service.saveGoal(await requireOwner(request), request.body),
  );
};

/**
 * Today for the dashboard page this request asks for (docs/decisions/070-today-in-the-first-html.md):
 * the owner's, in the zone the browser last named in its cookie. A visitor with nothing stored
 * gets the day every zone has (nothing due, no focus, the default goal); an owner whose zone is
 * not known yet gets nothing, and the page asks for Today itself, as before.
 */
export async function todaySeedForPage(
  request: FastifyRequest,
  service: StudyService,
): Promise<TodaySeed | undefined> {
  await resolveIdentity(request);
  const cookie = request.cookies[TIME_ZONE_COOKIE];
  // The schema reads a missing zone as UTC; here a missing cookie means "not known".
  const named = cookie ? todayQuerySchema.safeParse({ tz: cookie }) : undefined;
  const zone = named?.success ? named.data.tz : undefined;
  if (!request.ownerId) {
    return { zone: null, today: await service.today(undefined, { tz: zone ?? 'UTC' }) };
  }
  if (!zone) return undefined;
  return { zone, today: await service.today(request.ownerId, { tz: zone }) };
}
