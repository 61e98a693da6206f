import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import packageJson from '../package.json' with { type: 'json' };
import { createAiProvider } from './ai/create-provider.ts';
import type { AiProvider } from './ai/provider.ts';
import { createAiBudget } from './ai/rate-budget.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { fixationRoutes } from './features/fixation/fixation.routes.ts';
import { fixationRoutesOptions } from './features/fixation/fixation.setup.ts';
import { createHealthRepository } from './features/health/health.repository.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { createHealthService } from './features/health/health.service.ts';
import { registerIdentity } from './features/identity/identity.hooks.ts';
import { createIdentityRepository } from './features/identity/identity.repository.ts';
import { createIdentityService } from './features/identity/identity.service.ts';
import { createPomodoroRepository } from './features/pomodoro/pomodoro.repository.ts';
import { pomodoroRoutes } from './features/pomodoro/pomodoro.routes.ts';
import { createPomodoroService } from './features/pomodoro/pomodoro.service.ts';
import { createPlannerRepository } from './features/planner/planner.repository.ts';
import { plannerRoutes } from './features/planner/planner.routes.ts';
import { createPlannerService } from './features/planner/planner.service.ts';
import { createPreferencesRepository } from './features/preferences/preferences.repository.ts';
import { preferencesRoutes } from './features/preferences/preferences.routes.ts';
import { createPreferencesService } from './features/preferences/preferences.service.ts';
import { registerCsrfGuard } from './http/csrf-guard.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { notFound, tooManyRequests } from './http/errors.ts';
import type { UrlFetcher } from './net/safe-fetch.ts';
import { registerWebApp } from './web/web-app.ts';

export const VERSION: string = packageJson.version;

export interface BuildAppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Defaults to JSON logs at config.logLevel; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Fetches pages for the fixation reader; defaults to the strict SSRF-safe fetcher. */
  urlFetcher?: UrlFetcher;
  /** The AI engine; defaults to the one AI_PROVIDER names (tests inject fakes). */
  aiProvider?: AiProvider;
}

export async function buildApp({
  config,
  database,
  clock = systemClock,
  logger,
  urlFetcher,
  aiProvider = createAiProvider(config.ai),
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors Fastify raises before routing (e.g. an undecodable URL) also answer {detail}.
    frameworkErrors: (_error, _request, reply: FastifyReply) =>
      reply.code(400).send({ detail: 'The address of this request is not valid.' }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies: text/plain is what an HTML form or a "simple" cross-site fetch can send
  // without a CORS preflight, so refusing it (415) closes that CSRF path.
  app.removeContentTypeParser('text/plain');

  const https = config.publicUrl?.startsWith('https://') ?? false;

  // 1. External plugins.
  registerSecurityHeaders(app, { https });
  await app.register(fastifyCookie);
  // Off by default; AI routes opt in with `config: { rateLimit: {...} }`.
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Quietdesk API', version: VERSION },
      servers: config.publicUrl ? [{ url: config.publicUrl }] : [],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // 2. App plugins. The CSRF guard runs before identity so a refused request costs no lookup.
  registerErrorHandler(app, config.bodyLimitBytes);
  registerCsrfGuard(app, { publicUrl: config.publicUrl, trustedOrigins: config.trustedOrigins });
  registerIdentity(app, createIdentityService(createIdentityRepository(database.db), clock), {
    secureCookie: https,
  });

  // 3. Feature routes: each gets its service, built from its repository and the shared database.
  const healthService = createHealthService(
    createHealthRepository(database.db),
    {
      database: database.kind,
      aiProvider: aiProvider.info.provider,
      aiLabel: aiProvider.info.label,
      version: VERSION,
    },
    clock,
  );
  await app.register(healthRoutes, { service: healthService });
  await app.register(preferencesRoutes, {
    service: createPreferencesService(createPreferencesRepository(database.db), clock),
  });

  await app.register(pomodoroRoutes, {
    service: createPomodoroService(createPomodoroRepository(database.db), clock),
  });

  await app.register(fixationRoutes, fixationRoutesOptions(config, app.log, urlFetcher));

  // One overall AI budget for every AI route, on top of each route's per-client limit.
  const aiBudget = createAiBudget(config.ai.globalRateLimitPerMinute, clock);
  await app.register(plannerRoutes, {
    service: createPlannerService({
      repository: createPlannerRepository(database.db),
      provider: aiProvider,
      budget: aiBudget,
      clock,
    }),
    generateRateLimitPerMinute: config.ai.rateLimitPerMinute,
  });

  // 4. The web app, and one not-found handler that answers JSON for the API and pages otherwise.
  const web = await registerWebApp(app, config.webDistDir, { https });
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (
      pathname === '/api' ||
      pathname.startsWith('/api/') ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      throw notFound(`No API route matches ${request.method} ${pathname}.`);
    }
    return web.handleNotFound(request, reply);
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
export type { FastifyInstance };
