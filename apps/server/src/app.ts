import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import packageJson from '../package.json' with { type: 'json' };
import { createAiProvider } from './ai/create-provider.ts';
import { withConfiguredEncyclopedia } from './ai/knowledge/create-encyclopedia.ts';
import type { AiProvider } from './ai/provider.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { createFlashcardsGeneration } from './features/flashcards/flashcards-generation.service.ts';
import { createFlashcardsRepository } from './features/flashcards/flashcards.repository.ts';
import { flashcardsRoutes } from './features/flashcards/flashcards.routes.ts';
import { createFlashcardsService } from './features/flashcards/flashcards.service.ts';
import { createFlashcardsStudy } from './features/flashcards/flashcards-study.service.ts';
import { fixationRoutes } from './features/fixation/fixation.routes.ts';
import { fixationRoutesOptions } from './features/fixation/fixation.setup.ts';
import { createHealthRepository } from './features/health/health.repository.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { createHealthService } from './features/health/health.service.ts';
import { createAccountDataRepository } from './features/auth/account-data.repository.ts';
import { accountRoutes } from './features/auth/account.routes.ts';
import { createAuthRepository } from './features/auth/auth.repository.ts';
import { authRoutes, meForPage } from './features/auth/auth.routes.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createSharedLoginLimiter, type LoginLimiter } from './features/auth/login-limiter.ts';
import { createPasswordHasher, type PasswordHasher } from './features/auth/password-hasher.ts';
import { createKnownDevicesRepository } from './features/auth/known-devices.repository.ts';
import { DEVICE_COOKIE_MAX_AGE_SECONDS } from './features/auth/device-cookie.ts';
import { createRecoveryRepository } from './features/auth/recovery.repository.ts';
import { recoveryRoutes } from './features/auth/recovery.routes.ts';
import { createRecoveryService } from './features/auth/recovery.service.ts';
import { registerIdentity } from './features/identity/identity.hooks.ts';
import { createIdentityRepository } from './features/identity/identity.repository.ts';
import { createIdentityService } from './features/identity/identity.service.ts';
import {
  createDatabaseSessionStore,
  type SessionStore,
} from './features/identity/session.repository.ts';
import { createPomodoroRepository } from './features/pomodoro/pomodoro.repository.ts';
import { pomodoroRoutes } from './features/pomodoro/pomodoro.routes.ts';
import { createPomodoroService } from './features/pomodoro/pomodoro.service.ts';
import { createReaderRepository } from './features/reader/reader.repository.ts';
import { readerRoutes } from './features/reader/reader.routes.ts';
import { createReaderService } from './features/reader/reader.service.ts';
import { createPlannerRepository } from './features/planner/planner.repository.ts';
import { plannerRoutes } from './features/planner/planner.routes.ts';
import { createPlannerService } from './features/planner/planner.service.ts';
import { createMindMapsRepository } from './features/mind-maps/mind-maps.repository.ts';
import { mindMapsRoutes } from './features/mind-maps/mind-maps.routes.ts';
import { createMindMapsService } from './features/mind-maps/mind-maps.service.ts';
import { createPreferencesRepository } from './features/preferences/preferences.repository.ts';
import { preferencesRoutes } from './features/preferences/preferences.routes.ts';
import { createStudyRepository } from './features/study/study.repository.ts';
import { studyRoutes, todaySeedForPage } from './features/study/study.routes.ts';
import { createStudyService } from './features/study/study.service.ts';
import { createPreferencesService } from './features/preferences/preferences.service.ts';
import { registerCsrfGuard } from './http/csrf-guard.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { createClientErrorHandler, createFrameworkErrorHandler } from './http/edge-errors.ts';
import { registerRequestLog } from './http/request-log.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { openApiOptions } from './http/openapi.ts';
import type { AiLimits } from './http/ai-route.ts';
import { notFound } from './http/errors.ts';
import type { UrlFetcher } from './net/safe-fetch.ts';
import { createLimitStores } from './limits/create-limit-store.ts';
import { registerRateLimits } from './limits/limiter.ts';
import { createSmtpMailer } from './mail/mailer.ts';
import { registerWebApp } from './web/web-app.ts';
import { registerCompression } from './web/compression.ts';

export const VERSION: string = packageJson.version;

interface BuildAppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Defaults to JSON logs at config.logLevel; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Fetches pages for the fixation reader; defaults to the strict SSRF-safe fetcher. */
  urlFetcher?: UrlFetcher;
  /** The AI engine; defaults to the one AI_PROVIDER names (tests inject fakes). */
  aiProvider?: AiProvider;
  /** Password hashing; defaults to scrypt at the production cost (tests may pass a cheaper one). */
  passwordHasher?: PasswordHasher;
  /** Sign-in limits; default to counters on the shared limit store, like every other limit. */
  loginLimiter?: LoginLimiter;
  /** Signed-in sessions; defaults to the app's database. */
  sessionStore?: SessionStore;
}

export async function buildApp({
  config,
  database,
  clock = systemClock,
  logger,
  urlFetcher,
  aiProvider: engine = createAiProvider(config.ai),
  passwordHasher = createPasswordHasher(),
  loginLimiter,
  sessionStore = createDatabaseSessionStore(database.db, {
    idleTimeoutMs: config.auth.sessionIdleTimeoutMs,
    absoluteLifetimeMs: config.auth.sessionMaxAgeMs,
  }),
}: BuildAppOptions) {
  // Maps and cards grounded in the encyclopedia, under whichever engine answers (KNOWLEDGE_API_URL).
  const aiProvider = withConfiguredEncyclopedia(engine, {
    config,
    db: database.db,
    clock,
    version: VERSION,
  });
  const https = config.publicUrl?.startsWith('https://') ?? false;
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // One line per request instead of two (http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    // Long ids reach the route (and its schema's 404/422) instead of failing in the router.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 16 * 1024 },
    // A number of hops is trusted by position: the last n addresses in X-Forwarded-For.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // Errors raised before routing or by the HTTP parser also answer {detail} with the headers.
    frameworkErrors: createFrameworkErrorHandler({ https }),
    clientErrorHandler: createClientErrorHandler({ https }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies: text/plain is what an HTML form or a "simple" cross-site fetch can send
  // without a CORS preflight, so refusing it (415) closes that CSRF path.
  app.removeContentTypeParser('text/plain');
  registerJsonBodyParser(app);

  // 1. External plugins.
  registerSecurityHeaders(app, { https });
  registerRequestLog(app);
  // Before any route: @fastify/compress attaches itself to routes as they are added.
  await registerCompression(app);
  await app.register(fastifyCookie);
  // Counters shared by every server process (PostgreSQL, or Redis with REDIS_URL; request rates
  // in memory on PGlite, which has one process).
  const limitStores = createLimitStores({ database, clock, redisUrl: config.redisUrl });
  app.addHook('onClose', async () => {
    await Promise.all([...new Set(Object.values(limitStores))].map((store) => store.close()));
  });
  // Routes declare their limits with `config: { rateLimit: [...] }` next to their schema.
  registerRateLimits(app, limitStores.requests);
  await app.register(
    fastifySwagger,
    openApiOptions({ version: VERSION, publicUrl: config.publicUrl }),
  );
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // 2. App plugins. The CSRF guard runs before identity so a refused request costs no lookup.
  registerErrorHandler(app, config.bodyLimitBytes);
  registerCsrfGuard(app, { publicUrl: config.publicUrl, trustedOrigins: config.trustedOrigins });
  registerIdentity(
    app,
    createIdentityService(
      createIdentityRepository(database.db, database.reads),
      sessionStore,
      clock,
    ),
    { secureCookie: https, sessionMaxAgeSeconds: Math.floor(config.auth.sessionMaxAgeMs / 1000) },
  );

  // 3. Feature routes: each gets its service, built from its repository and the shared database.
  const aiLimits: AiLimits = {
    perPersonPerMinute: config.ai.rateLimitPerMinute,
    perAddressPerMinute: config.ai.rateLimitPerAddressPerMinute,
    globalPerMinute: config.ai.globalRateLimitPerMinute,
  };
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
    service: createPreferencesService(
      createPreferencesRepository(database.db, database.reads),
      clock,
    ),
  });

  await app.register(pomodoroRoutes, {
    service: createPomodoroService(createPomodoroRepository(database.db, database.reads), clock),
  });

  const accountData = createAccountDataRepository(database.db);
  const authRepository = createAuthRepository(database.db);
  const knownDevices = createKnownDevicesRepository(
    database.db,
    DEVICE_COOKIE_MAX_AGE_SECONDS * 1000,
  );
  const signInLimiter =
    loginLimiter ??
    createSharedLoginLimiter(limitStores.durable, {
      maxFailuresPerAccount: config.auth.maxFailuresPerAccount,
      maxFailuresPerAddress: config.auth.maxFailuresPerAddress,
      windowMs: config.auth.loginWindowMs,
    });
  const authService = createAuthService({
    repository: authRepository,
    accountData,
    hasher: passwordHasher,
    limiter: signInLimiter,
    knownDevices,
    clock,
  });
  await app.register(authRoutes, {
    service: authService,
    registerRateLimitPerHour: config.auth.registerRateLimitPerHour,
    loginRateLimitPerMinute: config.auth.loginRateLimitPerMinute,
  });
  await app.register(accountRoutes, { auth: authService, clock });
  const mail = config.recovery.mail;
  const mailer = mail ? createSmtpMailer(mail) : undefined;
  if (mailer) app.addHook('onClose', () => mailer.close());
  await app.register(recoveryRoutes, {
    recovery: createRecoveryService({
      repository: createRecoveryRepository(database.db),
      accounts: authRepository,
      hasher: passwordHasher,
      loginLimiter: signInLimiter,
      knownDevices,
      // config.ts refuses SMTP_URL without PUBLIC_URL, so a mailer always has a link to send.
      mail: mailer && config.publicUrl ? { mailer, publicUrl: config.publicUrl } : undefined,
      clock,
      logError: (error, message) =>
        app.log.error({ err: error instanceof Error ? error.message : String(error) }, message),
    }),
    limits: config.recovery,
  });

  await app.register(fixationRoutes, fixationRoutesOptions(config, app.log, urlFetcher));

  await app.register(plannerRoutes, {
    service: createPlannerService({
      repository: createPlannerRepository(database.db, database.reads),
      provider: aiProvider,
      clock,
    }),
    aiLimits,
  });
  await app.register(mindMapsRoutes, {
    service: createMindMapsService({
      repository: createMindMapsRepository(database.db, database.reads),
      provider: aiProvider,
      clock,
      limits: config.mindMaps,
    }),
    aiLimits,
    // A full map of 5,000 nodes with 200-character CJK labels is about 5 MB.
    mapBodyLimitBytes: Math.max(config.bodyLimitBytes, 8 * 1024 * 1024),
  });

  await app.register(readerRoutes, {
    service: createReaderService({ repository: createReaderRepository(database.db), clock }),
    itemBodyLimitBytes: Math.max(config.bodyLimitBytes, 12 * 1024 * 1024),
  });

  const flashcardsRepository = createFlashcardsRepository(database.db, database.reads);
  await app.register(flashcardsRoutes, {
    generation: createFlashcardsGeneration({
      provider: aiProvider,
      clock,
    }),
    service: createFlashcardsService(flashcardsRepository, clock),
    study: createFlashcardsStudy(flashcardsRepository, clock),
    aiLimits,
    bodyLimitBytes: config.bodyLimitBytes,
  });

  const studyService = createStudyService(
    createStudyRepository(database.db, database.reads),
    clock,
  );
  await app.register(studyRoutes, { service: studyService });

  // 4. The web app, and one not-found handler that answers JSON for the API and pages otherwise.
  const web = await registerWebApp(
    app,
    config.webDistDir,
    { https },
    {
      todaySeed: (request) => todaySeedForPage(request, studyService),
      me: (request) => meForPage(request, authService),
    },
  );
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
