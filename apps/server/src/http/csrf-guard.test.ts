import { describe, expect, it } from 'vitest';
import { createTestApp, appPerFile } from '../test/helpers.ts';

const body = { theme: 'dark', colorMode: 'calm' };

const file = appPerFile(
  (database) =>
    createTestApp(database, {
      env: { PUBLIC_URL: 'https://focus.example.com', TRUSTED_ORIGINS: 'http://localhost:5173' },
    }),
  180_000,
);

const put = (headers: Record<string, string>) =>
  file.app.inject({
    method: 'PUT',
    url: '/api/preferences',
    headers: { 'content-type': 'application/json', host: 'focus.example.com', ...headers },
    payload: body,
  });

describe('CSRF guard', () => {
  it('refuses a state-changing request from another origin with 403 and sets no cookie', async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/attack.html' },
      { origin: 'http://localhost:3000.evil.example' },
      // The request's own host under another scheme or port is another origin.
      { origin: 'http://focus.example.com' },
      { origin: 'https://focus.example.com:8443' },
      { origin: 'https://localhost:5173' },
    ]) {
      const response = await put(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({ detail: 'Cross-site request refused.' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('allows PUBLIC_URL, TRUSTED_ORIGINS, and requests without Origin/Referer', async () => {
    for (const headers of <Record<string, string>[]>[
      { referer: 'https://focus.example.com/app/dashboard' },
      { origin: 'https://focus.example.com' },
      { origin: 'https://focus.example.com', host: 'focus.example.com:443' },
      { origin: 'http://localhost:5173', host: 'localhost:5173' },
      { origin: 'http://localhost:5173' },
      {},
    ]) {
      const response = await put(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('leaves reads alone even from another origin', async () => {
    const response = await file.app.inject({
      method: 'GET',
      url: '/api/preferences',
      headers: { origin: 'https://evil.example', host: 'focus.example.com' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 421 to a Host it does not serve, reads included (DNS rebinding)', async () => {
    for (const host of ['evil.example', 'localhost:3000', 'focus.example.com.evil.example', '']) {
      for (const method of ['GET', 'PUT'] as const) {
        const response = await file.app.inject({
          method,
          url: '/api/preferences',
          headers: { 'content-type': 'application/json', host, origin: `http://${host}` },
          ...(method === 'PUT' ? { payload: body } : {}),
        });
        expect(response.statusCode, `${method} ${host}`).toBe(421);
        expect(response.json()).toEqual({
          detail: 'This server does not answer for that host name.',
        });
        expect(response.headers['set-cookie']).toBeUndefined();
      }
    }
    // Health probes come from the platform under an internal name.
    const probe = await file.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: '10.0.0.5:3000' },
    });
    expect(probe.statusCode).toBe(200);
  });
});

describe('without PUBLIC_URL or TRUSTED_ORIGINS', () => {
  it('serves loopback hosts on any port, and only loopback http origins', async () => {
    const local = await createTestApp(file.database);
    try {
      const send = (host: string, origin?: string) =>
        local.inject({
          method: 'PUT',
          url: '/api/preferences',
          headers: {
            'content-type': 'application/json',
            host,
            ...(origin ? { origin } : {}),
          },
          payload: body,
        });
      for (const host of ['localhost:3000', '127.0.0.1:5173', '[::1]:8080', 'localhost']) {
        expect((await send(host, `http://${host}`)).statusCode, host).toBe(200);
      }
      expect((await send('127.0.0.1:3000', 'http://localhost:5173')).statusCode).toBe(200);
      expect((await send('127.0.0.1:3000', 'https://127.0.0.1:3000')).statusCode).toBe(403);
      expect((await send('rebound.evil.example', 'http://rebound.evil.example')).statusCode).toBe(
        421,
      );
      expect((await send('127.0.0.1:3000', 'http://rebound.evil.example')).statusCode).toBe(403);
    } finally {
      await local.close();
    }
  });
});
