import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import {
  preferencesSchema,
  putTimerPreferencesSchema,
  timerPreferencesSchema,
} from '@quietdesk/core/api/preferences';
import { requireOwner } from '../identity/identity.hooks.ts';
import type { PreferencesService } from './preferences.service.ts';

export const preferencesRoutes: FastifyPluginAsyncZod<{ service: PreferencesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/preferences',
    {
      schema: {
        tags: ['preferences'],
        summary: "The caller's theme and colour mode (defaults until saved).",
        response: { 200: preferencesSchema },
      },
    },
    async (request) => service.get(request.ownerId),
  );

  app.put(
    '/api/preferences',
    {
      schema: {
        tags: ['preferences'],
        summary: "Replace the caller's preferences; creates a guest identity on first use.",
        body: preferencesSchema,
        response: { 200: preferencesSchema, ...errorResponses(403, 422) },
      },
    },
    async (request) => service.replace(await requireOwner(request), request.body),
  );

  app.get(
    '/api/preferences/timer',
    {
      schema: {
        tags: ['preferences'],
        summary: "The caller's own focus-timer lengths (null until first saved).",
        response: { 200: timerPreferencesSchema },
      },
    },
    async (request) => service.getTimer(request.ownerId),
  );

  app.put(
    '/api/preferences/timer',
    {
      schema: {
        tags: ['preferences'],
        summary:
          "Save the caller's focus-timer lengths unless a later change is stored; answers the ones that won.",
        body: putTimerPreferencesSchema,
        response: { 200: timerPreferencesSchema, ...errorResponses(403, 422) },
      },
    },
    async (request) => service.saveTimer(await requireOwner(request), request.body),
  );
};
