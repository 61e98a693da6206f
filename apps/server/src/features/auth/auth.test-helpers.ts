// Helpers for the account tests (not app code): an app with cheap password hashing, a cookie jar
// per browser, and short-hands for the auth endpoints.
import type { SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../../app.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { testConfig } from '../../test/helpers.ts';
import { createPasswordHasher, type PasswordHasher } from './password-hasher.ts';

/**
 * scrypt at N = 2^12 instead of 2^17: the same code path, 32 times less work, so a suite that
 * signs in hundreds of times stays fast. One test checks the production parameters on their own.
 */
export const cheapHasher = () => createPasswordHasher({ logN: 12, r: 8, p: 1 });

export async function createAuthTestApp(
  database: Database,
  options: { env?: Record<string, string>; clock?: Clock; passwordHasher?: PasswordHasher } = {},
): Promise<App> {
  const app = await buildApp({
    config: testConfig({
      REGISTER_RATE_LIMIT_PER_HOUR: '10000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      AI_RATE_LIMIT_PER_MINUTE: '10000',
      AI_RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
      ...options.env,
    }),
    database,
    clock: options.clock,
    logger: false,
    passwordHasher: options.passwordHasher ?? cheapHasher(),
  });
  await app.ready();
  return app;
}

let counter = 0;
/** A fresh address per call, so tests sharing one app never share an account. */
export const uniqueEmail = (label = 'user') =>
  `${label}.${Date.now().toString(36)}.${(counter += 1)}@example.com`;

export const GOOD_PASSWORD = 'correct horse battery staple';

/**
 * One browser: keeps the cookies the server sets, drops the ones it clears, and sends a cookie only
 * to URLs under its Path, as a browser does (a cookie set for /api/auth never reaches /api/account).
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  readonly cookiePaths = new Map<string, string>();
  constructor(
    readonly app: App,
    readonly address = '127.0.0.1',
    /** The Host header: a configured host (PUBLIC_URL) when the app has one. */
    readonly host = 'localhost:80',
  ) {}

  get cookieHeader(): string {
    return this.cookieHeaderFor('/');
  }

  cookieHeaderFor(url: string): string {
    const pathname = url.split('?')[0] ?? '/';
    return [...this.cookies]
      .filter(([name]) => {
        const path = this.cookiePaths.get(name) ?? '/';
        return path === '/' || pathname === path || pathname.startsWith(`${path}/`);
      })
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }

  absorb(response: LightMyRequestResponse): LightMyRequestResponse {
    const header = response.headers['set-cookie'];
    for (const line of Array.isArray(header) ? header : header ? [header] : []) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      const expired = attributes.some(
        (attribute) =>
          /^max-age=0$/i.test(attribute) ||
          (/^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) < Date.now()),
      );
      const path = attributes.find((attribute) => /^path=/i.test(attribute))?.slice(5) ?? '/';
      if (expired || value === '') {
        // Clearing a cookie at another path leaves this one alone, as in a browser.
        if ((this.cookiePaths.get(name) ?? '/') === path) this.cookies.delete(name);
      } else {
        this.cookies.set(name, value);
        this.cookiePaths.set(name, path);
      }
    }
    return response;
  }

  async request(method: string, url: string, payload?: unknown): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { host: this.host };
    const cookie = this.cookieHeaderFor(url);
    if (cookie) headers.cookie = cookie;
    if (payload !== undefined) headers['content-type'] = 'application/json';
    return this.absorb(
      await this.app.inject({
        method: method as 'GET',
        url,
        headers,
        remoteAddress: this.address,
        ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
      }),
    );
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, payload?: unknown) => this.request('POST', url, payload ?? {});
  put = (url: string, payload: unknown) => this.request('PUT', url, payload);
  patch = (url: string, payload: unknown) => this.request('PATCH', url, payload);
  delete = (url: string, payload?: unknown) => this.request('DELETE', url, payload);

  register = (email: string, password = GOOD_PASSWORD) =>
    this.post('/api/auth/register', { email, password });
  login = (email: string, password = GOOD_PASSWORD, importGuestData = false) =>
    this.post('/api/auth/login', { email, password, import_guest_data: importGuestData });
  me = async () => (await this.get('/api/auth/me')).json();

  /** Registers a new account on this browser and fails the test if that does not work. */
  async signUp(email = uniqueEmail()): Promise<string> {
    const response = await this.register(email);
    if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
    return email;
  }

  /** Generates a plan (stored for this browser's owner); returns its id. */
  async makePlan(goal = 'Learn Spanish in 30 days'): Promise<string> {
    const response = await this.post('/api/ai/planner/generate', { goal_description: goal });
    if (response.statusCode !== 201) throw new Error(`plan failed: ${response.body}`);
    return response.json().plan_id as string;
  }

  /**
   * Creates a focus session (`body`) and starts it 26 minutes ago on the app's clock, which
   * `shiftClock` moves there and back; `completeWork()` then reports its 25-minute work phase as
   * completed, as the timer does. Fails the test if the server refuses a step.
   */
  async startFocusSession(body: Record<string, unknown>, shiftClock: (offsetMs: number) => void) {
    const startedAt = Date.now() - 26 * 60_000;
    shiftClock(startedAt - Date.now());
    const created = await this.post('/api/pomodoro/sessions', body);
    if (created.statusCode !== 201) throw new Error(`session failed: ${created.body}`);
    const session = created.json();
    const id = session.session_id as string;
    const started = await this.patch(`/api/pomodoro/sessions/${id}`, { action: 'start' });
    if (started.statusCode !== 200) throw new Error(`start failed: ${started.body}`);
    shiftClock(0);
    const completeWork = async () => {
      const skipped = await this.patch(`/api/pomodoro/sessions/${id}`, {
        action: 'skip',
        phase: {
          kind: 'work',
          started_at: new Date(startedAt).toISOString(),
          ended_at: new Date(startedAt + 25 * 60_000).toISOString(),
          planned_ms: 25 * 60_000,
          focused_ms: 25 * 60_000,
          outcome: 'completed',
        },
      });
      if (skipped.statusCode !== 200) throw new Error(`work phase failed: ${skipped.body}`);
    };
    return { id, session, completeWork };
  }
}

/** Rows of a raw query, on either driver (both answer `{ rows }`). */
export async function queryRows<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
