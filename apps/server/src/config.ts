import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { AI_PROVIDERS } from '@quietdesk/core/api/health';
import { parseAllowEntry } from './net/ip-policy.ts';

// The only module that reads process.env (house rule 10): everything else receives a Config,
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
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
      .optional(),
    LOG_LEVEL: z
      .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
      .default('info'),
    BODY_LIMIT_BYTES: integer(1024, 100 * 1024 * 1024, 1024 * 1024),
    SUPPORT_EMAIL: z.email({ error: 'must be an email address' }).default('support@quietdesk.app'),
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
    FETCH_TIMEOUT_MS: integer(1000, 120_000, 10_000),
    FETCH_MAX_BYTES: integer(64 * 1024, 100 * 1024 * 1024, 5 * 1024 * 1024),
    FETCH_RATE_LIMIT_PER_MINUTE: integer(1, 10_000, 30),
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
    // A remote provider without an address or model would only fail later, on the first AI call.
    if (env.AI_PROVIDER === 'openai-compatible') {
      for (const key of ['AI_BASE_URL', 'AI_MODEL'] as const) {
        if (!env[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when AI_PROVIDER=openai-compatible',
          });
        }
      }
    }
  });

export interface Config {
  port: number;
  host: string;
  /** Absolute folder for PGlite data and the lock file, or MEMORY_DATA_DIR. */
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  bodyLimitBytes: number;
  supportEmail: string;
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
  };
  webDistDir: string;
  trustedOrigins: string[];
  /** Server-side page fetching for the fixation reader (process-url). */
  fetch: {
    /** Private host names, IPs and CIDRs that may still be fetched; empty = public internet only. */
    allowPrivateHosts: string[];
    timeoutMs: number;
    maxBytes: number;
    rateLimitPerMinute: number;
  };
}

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
    dataDir: e.DATA_DIR === MEMORY_DATA_DIR ? MEMORY_DATA_DIR : path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    supportEmail: e.SUPPORT_EMAIL,
    publicUrl: e.PUBLIC_URL,
    ai: {
      provider: e.AI_PROVIDER,
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
      rateLimitPerMinute: e.AI_RATE_LIMIT_PER_MINUTE,
      globalRateLimitPerMinute: e.AI_RATE_LIMIT_GLOBAL_PER_MINUTE,
    },
    webDistDir: e.WEB_DIST_DIR ? path.resolve(cwd, e.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    trustedOrigins: e.TRUSTED_ORIGINS ?? [],
    fetch: {
      allowPrivateHosts: e.FETCH_ALLOW_PRIVATE_HOSTS ?? [],
      timeoutMs: e.FETCH_TIMEOUT_MS,
      maxBytes: e.FETCH_MAX_BYTES,
      rateLimitPerMinute: e.FETCH_RATE_LIMIT_PER_MINUTE,
    },
  };
}

/** The one call site that touches process.env. */
export function loadConfigFromProcess(): Config {
  return loadConfig(process.env);
}
