import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { testConfig, createTestDatabase, cookiePair, type TestDatabase } from '../test/helpers.ts';
import { sql } from 'drizzle-orm';
import { mindMapSchema } from '@quietdesk/core/api/mind-maps';

// AI limits per identity, per address and overall, counted in the shared database.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

async function appWith(env: Record<string, string> = {}): Promise<App> {
  await database.db.execute(sql`delete from rate_limits`);
  const app = await buildApp({ config: testConfig(env), database, logger: false });
  await app.ready();
  return app;
}

const generate = (app: App, remoteAddress: string, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/ai/planner/generate',
    payload: { goal_description: 'Learn Spanish' },
    headers: cookie ? { cookie } : {},
    remoteAddress,
  });

async function mintGuest(app: App, remoteAddress: string): Promise<string> {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/preferences',
    payload: { theme: 'dark', colorMode: 'calm' },
    remoteAddress,
  });
  return cookiePair(response.headers['set-cookie']);
}

describe('AI limits', () => {
  it('fresh guest cookies from one address do not buy more AI calls or lock others out', async () => {
    const app = await appWith(); // defaults: 10 per identity, 30 per address, 120 overall
    try {
      const abuser = '203.0.113.7';
      const cookies = [];
      for (let i = 0; i < 12; i++) cookies.push(await mintGuest(app, abuser));
      let created = 0;
      for (const cookie of cookies)
        for (let i = 0; i < 10; i++)
          if ((await generate(app, abuser, cookie)).statusCode === 201) created++;
      expect(created).toBeLessThanOrEqual(30);
      const refused = await generate(app, abuser, cookies[0]);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Everyone else still gets the assistant.
      for (const other of ['198.51.100.1', '198.51.100.2', '2001:db8:1::5'])
        expect((await generate(app, other)).statusCode, other).toBe(201);
    } finally {
      await app.close();
    }
  });

  it('one AI request uses exactly one unit of the per-person allowance, whichever AI route', async () => {
    const app = await appWith({ AI_RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const address = '198.51.100.40';
      const cookie = await mintGuest(app, address);
      const post = (url: string, payload: object) =>
        app.inject({ method: 'POST', url, payload, headers: { cookie }, remoteAddress: address });
      // The five AI routes, once each: a sixth call to any of them is one too many.
      expect((await generate(app, address, cookie)).statusCode).toBe(201);
      const map = await post('/api/mind-maps/generate-ai', { topic: 'photosynthesis' });
      expect(map.statusCode).toBe(201);
      const { id, map_data, version } = mindMapSchema.parse(map.json());
      const expanded = await post(`/api/mind-maps/${id}/nodes/${map_data.nodes[0]!.id}/expand-ai`, {
        map_data,
        version,
      });
      expect(expanded.statusCode).toBe(200);
      expect((await post('/api/flashcards/generate', { topic: 'neuron' })).statusCode).toBe(200);
      const fromNotes = await post('/api/flashcards/generate-from-notes', {
        notes: 'The mitochondrion is the powerhouse of the cell. It makes ATP from glucose.',
      });
      expect(fromNotes.statusCode).not.toBe(429);
      const sixth = await post('/api/flashcards/generate', { topic: 'neuron' });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().detail).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      // The same person's allowance, not the address's: someone else there still has theirs.
      expect((await generate(app, address, await mintGuest(app, address))).statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });

  it('counts a whole IPv6 /64 as one address', async () => {
    const app = await appWith({ AI_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '2' });
    try {
      expect((await generate(app, '2001:db8:aa:bb::1')).statusCode).toBe(201);
      expect((await generate(app, '2001:db8:aa:bb:ffff::2')).statusCode).toBe(201);
      expect((await generate(app, '2001:db8:aa:bb:1:2:3:4')).statusCode).toBe(429);
      expect((await generate(app, '2001:db8:aa:cc::1')).statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });

  it('once half the overall budget is used, sheds heavy addresses and keeps serving light ones', async () => {
    const app = await appWith({
      AI_RATE_LIMIT_GLOBAL_PER_MINUTE: '20',
      AI_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '1000',
      AI_RATE_LIMIT_PER_MINUTE: '1000',
    });
    try {
      let abuserCalls = 0;
      for (let i = 0; i < 40; i++)
        if ((await generate(app, '192.0.2.66')).statusCode === 201) abuserCalls++;
      expect(abuserCalls).toBe(10); // half of 20
      for (let i = 1; i <= 10; i++)
        expect((await generate(app, `192.0.2.${i}`)).statusCode, `light user ${i}`).toBe(201);
      // The overall cap still holds for everyone.
      const capped = await generate(app, '192.0.2.200');
      expect(capped.statusCode).toBe(429);
      expect(capped.json().detail).toMatch(/busy/);
    } finally {
      await app.close();
    }
  });

  it('a limit reached through one app instance holds on another on the same database', async (context) => {
    // Two server processes share a database only on PostgreSQL: PGlite's DATA_DIR lock admits one.
    if (database.kind !== 'postgres') context.skip();
    const first = await appWith({ AI_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '2' });
    // No reset between the two: they stand for two server processes.
    const second = await buildApp({
      config: testConfig({ AI_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '2' }),
      database,
      logger: false,
    });
    try {
      expect((await generate(first, '192.0.2.9')).statusCode).toBe(201);
      expect((await generate(second, '192.0.2.9')).statusCode).toBe(201);
      expect((await generate(first, '192.0.2.9')).statusCode).toBe(429);
      expect((await generate(second, '192.0.2.9')).statusCode).toBe(429);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('on PGlite, request-rate counters stay in memory and sign-in failures go to the database', async (context) => {
    if (database.kind !== 'pglite') context.skip();
    const app = await appWith({ AI_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '1' });
    try {
      expect((await generate(app, '192.0.2.77')).statusCode).toBe(201);
      expect((await generate(app, '192.0.2.77')).statusCode).toBe(429);
      const counters = async (table: 'rate_limits' | 'login_counters') =>
        (await database.db.execute(sql`select key from ${sql.identifier(table)}`)) as unknown as {
          rows: Array<{ key: string }>;
        };
      // Limited requests write nothing: a statement per request was the reads' p99 at load.
      expect((await counters('rate_limits')).rows).toEqual([]);
      // A failed sign-in must outlive a restart and a crash, so it is counted in a logged table.
      const failed = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.com', password: 'not the password' },
        remoteAddress: '192.0.2.78',
      });
      expect(failed.statusCode).toBe(401);
      expect((await counters('login_counters')).rows.length).toBeGreaterThan(0);
      expect((await counters('rate_limits')).rows).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
