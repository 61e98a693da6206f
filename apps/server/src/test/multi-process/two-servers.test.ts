import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from './server-process.ts';

// Two server processes on one PostgreSQL database behave as one: requests alternate between
// them, and nothing one process keeps is missing on the other. Both start at the same moment on
// an empty database, so they also race for the migrations (one applies them, the other waits).
// PostgreSQL only (TEST_DATABASE_URL); with TEST_REDIS_URL the limits also run on Redis.

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

const variants: Array<{ name: string; ports: [number, number]; env: Record<string, string> }> = [
  { name: 'limits in PostgreSQL', ports: [3141, 3142], env: {} },
  ...(TEST_REDIS_URL
    ? [
        {
          name: 'limits in Redis',
          ports: [3143, 3144] as [number, number],
          env: { REDIS_URL: TEST_REDIS_URL },
        },
      ]
    : []),
];

describe.runIf(TEST_DATABASE_URL).each(variants)(
  'two server processes ($name)',
  ({ ports, env }) => {
    let a: ServerProcess;
    let b: ServerProcess;
    let admin: pg.Client;
    const name = `t_${randomBytes(6).toString('hex')}`;

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      const url = new URL(TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const shared = {
        DATABASE_URL: url.toString(),
        TEXT_RATE_LIMIT_PER_MINUTE: '3',
        LOGIN_MAX_FAILURES_PER_ACCOUNT: '2',
        ...env,
      };
      if (env.REDIS_URL) {
        // Counters from a run within the last minute would trip the limits early.
        const redis = new Redis(env.REDIS_URL);
        const keys = await redis.keys('quietdesk:limit:*');
        if (keys.length) await redis.del(...keys);
        await redis.quit();
      }
      [a, b] = await Promise.all([startServer(ports[0], shared), startServer(ports[1], shared)]);
    }, 180_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await admin?.query(`drop database if exists "${name}" with (force)`);
      await admin?.end();
    });

    const call = async (
      server: ServerProcess,
      method: string,
      path: string,
      options: { body?: unknown; cookie?: string; forwardedFor?: string } = {},
    ) => {
      const response = await fetch(server.url + path, {
        method,
        headers: {
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        json: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
      };
    };

    it('a guest creates a plan on A, ticks it on B, and A sees the tick', async () => {
      const created = await call(a, 'POST', '/api/ai/planner/generate', {
        body: { goal_description: 'Learn to juggle three balls' },
      });
      expect(created.status).toBe(201);
      const cookie = created.headers.get('set-cookie')!.split(';')[0]!;
      const planId = created.json!.plan_id as string;

      const onB = await call(b, 'GET', `/api/planner/plans/${planId}`, { cookie });
      expect(onB.status).toBe(200);
      const plan = onB.json as {
        tasks: Array<{ subtasks: unknown[] } & Record<string, unknown>>;
        updated_at: string;
      };
      const tasks = plan.tasks.map((task, i) => ({ ...task, done: i === 0 }));
      const ticked = await call(b, 'PUT', `/api/planner/plans/${planId}`, {
        cookie,
        body: { tasks, expected_updated_at: plan.updated_at },
      });
      expect(ticked.status).toBe(200);

      const onA = await call(a, 'GET', `/api/planner/plans/${planId}`, { cookie });
      expect((onA.json as { tasks: Array<{ done: boolean }> }).tasks[0]!.done).toBe(true);
      // Another visitor sees nothing of it on either process.
      expect((await call(a, 'GET', `/api/planner/plans/${planId}`)).status).toBe(404);
    });

    it('a pomodoro started on A is the active one on B', async () => {
      const started = await call(a, 'POST', '/api/pomodoro/sessions', {
        body: { task_name: 'Write on two servers' },
      });
      if (started.status !== 201) throw new Error(JSON.stringify(started.json));
      const cookie = started.headers.get('set-cookie')!.split(';')[0]!;
      const active = await call(b, 'GET', '/api/pomodoro/sessions/active', { cookie });
      expect(active.status).toBe(200);
      expect(JSON.stringify(active.json)).toContain(String(started.json!.session_id));
      const onA = await call(
        a,
        'GET',
        `/api/pomodoro/sessions/${String(started.json!.session_id)}`,
        {
          cookie,
        },
      );
      expect(onA.status).toBe(200);
    });

    it('a rate limit tripped on A holds on B', async () => {
      const text = { text: 'Reading on two servers' };
      const statuses = [];
      for (const server of [a, b, a])
        statuses.push(
          (await call(server, 'POST', '/api/fixation-reading/process-text', { body: text })).status,
        );
      expect(statuses).toEqual([200, 200, 200]);
      const onB = await call(b, 'POST', '/api/fixation-reading/process-text', { body: text });
      expect(onB.status).toBe(429);
      expect(onB.json).toEqual({ detail: expect.stringMatching(/Too many requests/) });
      expect(Number(onB.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(
        (await call(a, 'POST', '/api/fixation-reading/process-text', { body: text })).status,
      ).toBe(429);
    });

    const email = () => `two.${randomBytes(4).toString('hex')}@example.com`;
    const PASSWORD = 'correct horse battery staple';
    const sessionCookieOf = (headers: Headers) =>
      headers
        .getSetCookie()
        .map((line) => line.split(';')[0]!)
        .find((pair) => pair.startsWith('qd_session='))!;

    it('signed in on A, signed out everywhere on B: A refuses the session within 1 s', async () => {
      const registered = await call(a, 'POST', '/api/auth/register', {
        body: { email: email(), password: PASSWORD },
      });
      expect(registered.status).toBe(201);
      const cookie = sessionCookieOf(registered.headers);
      // Both processes know the session (and remember it for a moment).
      expect((await call(a, 'GET', '/api/auth/me', { cookie })).json).toMatchObject({
        kind: 'account',
      });
      expect((await call(b, 'GET', '/api/auth/me', { cookie })).json).toMatchObject({
        kind: 'account',
      });

      expect((await call(b, 'POST', '/api/account/sign-out-everywhere', { cookie })).status).toBe(
        204,
      );
      const signedOutAt = performance.now();
      // B, which ended it, refuses it at once.
      expect((await call(b, 'GET', '/api/auth/me', { cookie })).json).toMatchObject({
        kind: 'visitor',
      });
      let refusedAfter = Infinity;
      while (performance.now() - signedOutAt < 3000) {
        const me = await call(a, 'GET', '/api/auth/me', { cookie });
        if (me.json?.kind === 'visitor') {
          refusedAfter = performance.now() - signedOutAt;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(refusedAfter).toBeLessThan(1000);
      expect((await call(a, 'POST', '/api/account/sign-out-everywhere', { cookie })).status).toBe(
        401,
      );
    });

    it('a sign-in limit tripped on A holds on B', async () => {
      const address = email();
      const registered = await call(a, 'POST', '/api/auth/register', {
        body: { email: address, password: PASSWORD },
      });
      expect(registered.status).toBe(201);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const wrong = await call(a, 'POST', '/api/auth/login', {
          body: { email: address, password: `wrong guess ${attempt}` },
        });
        expect(wrong.status).toBe(401);
      }
      // The right password, on the other process, from a browser that never signed in there.
      const onB = await call(b, 'POST', '/api/auth/login', {
        body: { email: address, password: PASSWORD },
      });
      expect(onB.status).toBe(429);
      expect(onB.json).toEqual({ detail: expect.stringMatching(/^Too many sign-in attempts/) });
      expect(Number(onB.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  },
);
