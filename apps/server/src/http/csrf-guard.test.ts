import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createTestApp, createTestDatabase, type TestDatabase } from '../test/helpers.ts';

let database: TestDatabase;
let app: App;
const body = { theme: 'dark', colorMode: 'calm' };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database, {
    env: { PUBLIC_URL: 'https://focus.example.com', TRUSTED_ORIGINS: 'http://localhost:5173' },
  });
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const put = (headers: Record<string, string>) =>
  app.inject({
    method: 'PUT',
    url: '/api/preferences',
    headers: { 'content-type': 'application/json', host: 'localhost:3000', ...headers },
    payload: body,
  });

describe('CSRF guard', () => {
  it('refuses a state-changing request from another origin with 403 and sets no cookie', async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/attack.html' },
      { origin: 'http://localhost:3000.evil.example' },
    ]) {
      const response = await put(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({ detail: 'Cross-site request refused.' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('allows the same host, PUBLIC_URL, TRUSTED_ORIGINS, and requests without Origin/Referer', async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: 'http://localhost:3000' },
      { origin: 'https://localhost:3000' }, // TLS terminated by a proxy: same host
      { referer: 'http://localhost:3000/app/dashboard' },
      { origin: 'https://focus.example.com' },
      { origin: 'http://localhost:5173' },
      {},
    ]) {
      const response = await put(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('leaves reads alone even from another origin', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});
