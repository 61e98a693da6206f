import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { appPerFile, createTestApp, testConfig } from '../test/helpers.ts';
import { HttpError } from './errors.ts';

const BODY_LIMIT = 2048;

const file = appPerFile((database) =>
  createTestApp(database, { env: { BODY_LIMIT_BYTES: String(BODY_LIMIT) } }),
);

const json = { 'content-type': 'application/json' };

describe('health', () => {
  it('reports ok with the database kind, AI provider and version (trailing slash optional)', async () => {
    for (const url of ['/api/health', '/api/health/']) {
      const response = await file.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ok',
        database: file.database.kind,
        ai_provider: 'offline',
        ai_label: 'Built-in offline assistant',
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      });
    }
  });
});

describe('error contract: every error is {"detail": sentence}', () => {
  it('404 for an unknown API route', async () => {
    const response = await file.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ detail: 'No API route matches GET /api/nope.' });
  });

  it('400 for malformed JSON', async () => {
    const response = await file.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: json,
      payload: '{"theme": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The request body is not valid JSON.' });
  });

  it('415 for a body that is not JSON (text/plain is refused on purpose)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await file.app.inject({
        method: 'PUT',
        url: '/api/preferences',
        headers: { 'content-type': type },
        payload: 'theme=dark',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().detail).toMatch(/Content-Type: application\/json/);
    }
  });

  it('422 names the field and the problem', async () => {
    const response = await file.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: json,
      payload: { theme: 'neon', colorMode: 'calm' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(
      /^The field "theme" is invalid: .*"light"\|"dark"\|"system"/,
    );
  });

  it('422 for a missing body', async () => {
    const response = await file.app.inject({ method: 'PUT', url: '/api/preferences' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/^The request body is invalid/);
  });

  it('422, not 500, for text the database cannot store (NUL, lone surrogate)', async () => {
    for (const [url, payload] of [
      ['/api/pomodoro/sessions', '{"task_name":"a\\u0000b"}'],
      ['/api/pomodoro/sessions', '{"task_name":"ok","description":"x\\udc00"}'],
      ['/api/ai/planner/generate', '{"goal_description":"Learn \\u0000 in 3 days"}'],
    ] as const) {
      const response = await file.app.inject({ method: 'POST', url, headers: json, payload });
      expect(response.statusCode, payload).toBe(422);
      expect(response.json().detail, payload).toMatch(/cannot be stored/);
    }
  });

  it('400 with a detail for an address that cannot be decoded', async () => {
    const response = await file.app.inject({ method: 'GET', url: '/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The address of this request is not valid.' });
  });

  it('413 when the body exceeds BODY_LIMIT_BYTES', async () => {
    const payload = JSON.stringify({
      theme: 'dark',
      colorMode: 'calm',
      padding: 'x'.repeat(BODY_LIMIT),
    });
    const response = await file.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: json,
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      detail: `The request body is larger than the limit of ${BODY_LIMIT} bytes.`,
    });
  });
});

describe('rate limiting and unexpected failures', () => {
  it('429 with Retry-After once a rate-limited route is over its budget; 500 hides internals', async () => {
    const limited = await buildApp({
      config: testConfig(),
      database: file.database,
      logger: false,
    });
    limited.get(
      '/api/test/limited',
      { config: { rateLimit: { name: 'test', key: 'address', max: 1, per: 'minute' } } },
      async () => ({ ok: true }),
    );
    limited.get('/api/test/boom', async () => {
      throw new Error('secret stack detail');
    });
    limited.get('/api/test/teapot', async () => {
      throw new HttpError(409, 'This was changed elsewhere; reload and try again.');
    });
    try {
      expect((await limited.inject({ method: 'GET', url: '/api/test/limited' })).statusCode).toBe(
        200,
      );
      const refused = await limited.inject({ method: 'GET', url: '/api/test/limited' });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().detail).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);

      const boom = await limited.inject({ method: 'GET', url: '/api/test/boom' });
      expect(boom.statusCode).toBe(500);
      expect(boom.json()).toEqual({ detail: 'Something went wrong on our side.' });

      const conflict = await limited.inject({ method: 'GET', url: '/api/test/teapot' });
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json()).toEqual({
        detail: 'This was changed elsewhere; reload and try again.',
      });
    } finally {
      await limited.close();
    }
  });
});

describe('security headers and API documentation', () => {
  it('sends API data with a CSP that allows nothing, plus nosniff and no referrer', async () => {
    const response = await file.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('sends the API docs page the page policy: no unsafe-eval, no inline scripts', async () => {
    const response = await file.app.inject({ method: 'GET', url: '/api/docs/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves an OpenAPI document generated from the zod schemas', async () => {
    const response = await file.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/preferences']),
    );
    expect(document.paths['/api/preferences'].put.requestBody).toBeDefined();
    expect(document.components.schemas.Preferences.properties.theme.enum).toEqual([
      'light',
      'dark',
      'system',
    ]);
  });

  it('serves the Swagger UI page at /api/docs', async () => {
    const response = await file.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});
