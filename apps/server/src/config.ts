import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { AI_PROVIDERS } from '@quietdesk/core/api/health';
import { parseAllowEntry } from './net/ip-policy.ts';

// The only module that reads process.env: everything else receives a Config,
// so tests can build any configuration without touching the process.

/** DATA_DIR value that selects a throw-away in-memory PGlite (used by tests). */
export const MEMORY_DATA_DIR = 'memory://';

// `../../web/build/client` is right both from src/config.ts (tsx, vitest) and from the bundled
// dist/main.js, because both sit exactly one folder below apps/server.
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/build/client', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const integer = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` })
    .default(fallback);

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
  .transform((value) => value.replace(/\/+$/, ''));

const envSchema = z
  .object({
    PORT: integer(0, 65535, 3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    LISTEN_BACKLOG: integer(1, 65535, 4096),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
      .optional(),
    LOG_LEVEL: z
      .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
      .default('info'),
    BODY_LIMIT_BYTES: integer(1024, 100 * 1024 * 1024, 1024 * 1024),
    PUBLIC_URL: httpUrl.optional(),
    AI_PROVIDER: z
      .enum(AI_PROVIDERS, { error: `must be one of ${AI_PROVIDERS.join(', ')}` })
      .default('offline'),
    AI_BASE_URL: httpUrl.optional(),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().optional(),
    AI_TIMEOUT_MS: integer(1000, 600_000, 60_000),
    AI_RATE_LIMIT_PER_MINUTE: integer(1, 10_000, 10),
    AI_RATE_LIMIT_GLOBAL_PER_MINUTE: integer(1, 100_000, 120),
    // Default: three identities' worth, so a household or classroom behind one address still fits.
    AI_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: z.coerce
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(100_000, { error: 'must be at most 100000' })
      .optional(),
    TEXT_RATE_LIMIT_PER_MINUTE: integer(1, 100_000, 120),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, { error: 'must start with redis:// or rediss://' })
      .optional(),
    WEB_DIST_DIR: z.string().min(1).optional(),
    FETCH_ALLOW_PRIVATE_HOSTS: z
      .string()
      .transform((value, ctx) => {
        const entries = value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean);
        for (const entry of entries) {
          if (!parseAllowEntry(entry)) {
            ctx.addIssue({
              code: 'custom',
              message: `"${entry}" is not a host name, an IP address or a CIDR subnet like 10.0.0.0/8`,
            });
          }
        }
        return entries;
      })
      .optional(),
    // The encyclopedia behind maps and cards: any MediaWiki Action API; `{lang}` is filled with
    // the topic's language. `off` turns it off (the offline dictionary answers alone).
    KNOWLEDGE_API_URL: z
      .string()
      .refine(
        (value) => value === 'off' || /^https?:\/\/[^/]+/.test(value.replace('{lang}', 'en')),
        { error: 'must be off or an http(s):// address of a MediaWiki api.php' },
      )
      .default('https://{lang}.wikipedia.org/w/api.php'),
    FETCH_TIMEOUT_MS: integer(1000, 120_000, 10_000),
    FETCH_MAX_BYTES: integer(64 * 1024, 100 * 1024 * 1024, 5 * 1024 * 1024),
    FETCH_RATE_LIMIT_PER_MINUTE: integer(1, 10_000, 30),
    // Behind a reverse proxy: which X-Forwarded-For hops to believe for the client address
    // (true, a number of hops, or a comma-separated list of proxy addresses/CIDRs).
    TRUST_PROXY: z
      .string()
      .transform((value): boolean | number | string => {
        if (value === 'true') return true;
        if (value === 'false') return false;
        return /^\d+$/.test(value) ? Number(value) : value;
      })
      .optional(),
    SESSION_IDLE_TIMEOUT_MINUTES: integer(5, 400 * 24 * 60, 7 * 24 * 60),
    SESSION_MAX_AGE_DAYS: integer(1, 400, 30),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: integer(1, 1000, 10),
    LOGIN_MAX_FAILURES_PER_ADDRESS: integer(1, 100_000, 50),
    LOGIN_LOCK_MINUTES: integer(1, 24 * 60, 15),
    REGISTER_RATE_LIMIT_PER_HOUR: integer(1, 100_000, 20),
    LOGIN_RATE_LIMIT_PER_MINUTE: integer(1, 100_000, 30),
    // Mail for password resets (docs/deploy.md); unset: no mail, recovery codes only.
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    PASSWORD_RESET_PER_ADDRESS_PER_HOUR: integer(1, 100_000, 10),
    PASSWORD_RESET_PER_ACCOUNT_PER_HOUR: integer(1, 100, 3),
    MIND_MAP_MAX_NODES: integer(1, 100_000, 5000),
    MIND_MAP_MAX_EDGES: integer(1, 200_000, 10_000),
    TRUSTED_ORIGINS: z
      .string()
      .transform((value, ctx) => {
        const origins: string[] = [];
        for (const item of value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)) {
          try {
            origins.push(new URL(item).origin);
          } catch {
            ctx.addIssue({
              code: 'custom',
              message: `"${item}" is not a URL like https://example.com`,
            });
          }
        }
        return origins;
      })
      .optional(),
  })
  .superRefine((env, ctx) => {
    const required = (keys: readonly (keyof typeof env)[], message: string) => {
      for (const key of keys) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message });
      }
    };
    // A reset mail needs a sender and an address for its link; without them it would fail later.
    if (env.SMTP_URL) required(['MAIL_FROM', 'PUBLIC_URL'], 'is required when SMTP_URL is set');
    // A remote provider without an address or model would only fail later, on the first AI call.
    if (env.AI_PROVIDER === 'openai-compatible') {
      required(['AI_BASE_URL', 'AI_MODEL'], 'is required when AI_PROVIDER=openai-compatible');
    }
  });

export interface Config {
  port: number;
  host: string;
  /**
   * Connections the kernel may queue before the server accepts them (capped by the kernel's
   * net.core.somaxconn). Node's default, 511, overflowed under a burst of new connections: the
   * kernel then drops SYNs and clients retry after 1 s and 3 s, which showed as stalls of 1–4 s
   * on every path at once (docs/benchmarks.md, mixed traffic).
   */
  listenBacklog: number;
  /** Absolute folder for PGlite data and the lock file, or MEMORY_DATA_DIR. */
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  bodyLimitBytes: number;
  publicUrl: string | undefined;
  ai: {
    provider: (typeof AI_PROVIDERS)[number];
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string | undefined;
    timeoutMs: number;
    rateLimitPerMinute: number;
    /** AI calls allowed per minute across all clients together. */
    globalRateLimitPerMinute: number;
    /** AI calls allowed per minute from one client address (all its guest cookies together). */
    rateLimitPerAddressPerMinute: number;
  };
  webDistDir: string;
  trustedOrigins: string[];
  /** Shared counters (rate limits) in Redis instead of the database. */
  redisUrl: string | undefined;
  /** process-text calls per client address per minute. */
  textRateLimitPerMinute: number;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For to believe (false: none). */
  trustProxy: boolean | number | string;
  /** Server-side page fetching for the fixation reader (process-url). */
  fetch: {
    /** Private host names, IPs and CIDRs that may still be fetched; empty = public internet only. */
    allowPrivateHosts: string[];
    timeoutMs: number;
    maxBytes: number;
    rateLimitPerMinute: number;
  };
  /**
   * The encyclopedia (a MediaWiki Action API) maps and cards are grounded in; undefined = off.
   * `{lang}` in the address is replaced by the topic's language.
   */
  knowledge: { apiUrl: string | undefined; cacheTtlMs: number };
  /** Accounts: sessions and sign-in limits (docs/decisions/022 and 023). */
  auth: {
    sessionIdleTimeoutMs: number;
    sessionMaxAgeMs: number;
    maxFailuresPerAccount: number;
    maxFailuresPerAddress: number;
    /** How long a run of failures counts, and so the longest a limit lasts. */
    loginWindowMs: number;
    registerRateLimitPerHour: number;
    /** Sign-in requests per client address per minute, whatever their outcome. */
    loginRateLimitPerMinute: number;
  };
  /** Account recovery (docs/decisions/049-account-recovery.md). */
  recovery: {
    /** Where reset mails go out; undefined: no mail is sent and the screens do not offer it. */
    mail: { smtpUrl: string; from: string } | undefined;
    /** Reset requests per client address per hour. */
    resetsPerAddressPerHour: number;
    /** Reset requests per email address per hour (whether or not it has an account). */
    resetsPerAccountPerHour: number;
  };
  /** Limits of one stored mind map (what a person builds; AI output has its own cap). */
  mindMaps: { maxNodes: number; maxEdges: number };
}

/** An article is fetched again after a week, so edits reach students without a fetch per request. */
const KNOWLEDGE_CACHE_TTL_MS = 7 * 24 * 60 * 60_000;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses an environment (process.env in production, a plain object in tests). Pure: no I/O. */
export function loadConfig(
  env: Record<string, string | undefined>,
  cwd: string = process.cwd(),
): Config {
  // An empty value (`PORT=` in a .env file) means "use the default", not "invalid".
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? 'environment');
      const got = key in cleaned ? ` (got ${JSON.stringify(cleaned[key])})` : '';
      return `  - ${key} ${issue.message}${got}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.data;
  return {
    port: e.PORT,
    host: e.HOST,
    listenBacklog: e.LISTEN_BACKLOG,
    dataDir: e.DATA_DIR === MEMORY_DATA_DIR ? MEMORY_DATA_DIR : path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    publicUrl: e.PUBLIC_URL,
    ai: {
      provider: e.AI_PROVIDER,
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
      rateLimitPerMinute: e.AI_RATE_LIMIT_PER_MINUTE,
      globalRateLimitPerMinute: e.AI_RATE_LIMIT_GLOBAL_PER_MINUTE,
      rateLimitPerAddressPerMinute:
        e.AI_RATE_LIMIT_PER_ADDRESS_PER_MINUTE ?? 3 * e.AI_RATE_LIMIT_PER_MINUTE,
    },
    webDistDir: e.WEB_DIST_DIR ? path.resolve(cwd, e.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    trustedOrigins: e.TRUSTED_ORIGINS ?? [],
    trustProxy: e.TRUST_PROXY ?? false,
    redisUrl: e.REDIS_URL,
    textRateLimitPerMinute: e.TEXT_RATE_LIMIT_PER_MINUTE,
    fetch: {
      allowPrivateHosts: e.FETCH_ALLOW_PRIVATE_HOSTS ?? [],
      timeoutMs: e.FETCH_TIMEOUT_MS,
      maxBytes: e.FETCH_MAX_BYTES,
      rateLimitPerMinute: e.FETCH_RATE_LIMIT_PER_MINUTE,
    },
    knowledge: {
      apiUrl: e.KNOWLEDGE_API_URL === 'off' ? undefined : e.KNOWLEDGE_API_URL,
      cacheTtlMs: KNOWLEDGE_CACHE_TTL_MS,
    },
    auth: {
      sessionIdleTimeoutMs: e.SESSION_IDLE_TIMEOUT_MINUTES * 60_000,
      sessionMaxAgeMs: e.SESSION_MAX_AGE_DAYS * 24 * 60 * 60_000,
      maxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      loginWindowMs: e.LOGIN_LOCK_MINUTES * 60_000,
      registerRateLimitPerHour: e.REGISTER_RATE_LIMIT_PER_HOUR,
      loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    },
    recovery: {
      mail: e.SMTP_URL && e.MAIL_FROM ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
      resetsPerAddressPerHour: e.PASSWORD_RESET_PER_ADDRESS_PER_HOUR,
      resetsPerAccountPerHour: e.PASSWORD_RESET_PER_ACCOUNT_PER_HOUR,
    },
    mindMaps: { maxNodes: e.MIND_MAP_MAX_NODES, maxEdges: e.MIND_MAP_MAX_EDGES },
  };
}

/** The one call site that touches process.env. */
export function loadConfigFromProcess(): Config {
  return loadConfig(process.env);
}
