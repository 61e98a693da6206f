import net from 'node:net';
import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { appPerFile, createTestApp, testConfig } from '../test/helpers.ts';

// Answers that used to come from outside the app's handlers (the HTTP parser, the router, the
// JSON parser) get the same {"detail"} body and security headers as every other answer.

let port: number;

const file = appPerFile((database) => createTestApp(database));
beforeAll(async () => {
  await file.app.listen({ port: 0, host: '127.0.0.1' });
  port = (file.app.server.address() as net.AddressInfo).port;
});

/** Sends raw bytes and returns the whole answer, parsed into status, headers and body. */
async function rawRequest(bytes: string) {
  const text = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (received += chunk));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    socket.write(bytes);
  });
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

function expectDetailWithHeaders(answer: { headers: Record<string, unknown>; body: string }) {
  expect(answer.headers['content-security-policy']).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['content-type']).toMatch(/application\/json/);
  expect(JSON.parse(answer.body)).toEqual({ detail: expect.any(String) });
}

describe('errors raised before the app answers', () => {
  it('431 for oversized headers, with {detail} and the security headers', async () => {
    const answer = await rawRequest(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expectDetailWithHeaders(answer);
  });

  it('400 for a request line that is not HTTP, with {detail} and the security headers', async () => {
    const answer = await rawRequest('HELLO THERE\r\n\r\n');
    expect(answer.status).toBe(400);
    expectDetailWithHeaders(answer);
  });

  it('400 for an undecodable URL, with the security headers', async () => {
    const response = await file.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expectDetailWithHeaders({ headers: response.headers, body: response.body });
  });

  it('an id over 4 KB reaches the API: 404 (or 422) with a detail, not the router or static files', async () => {
    const long = 'a'.repeat(5000);
    for (const [method, url] of [
      ['GET', `/api/planner/plans/${long}`],
      ['DELETE', `/api/planner/plans/${long}`],
      ['PATCH', `/api/pomodoro/sessions/${long}`],
    ] as const) {
      const response = await file.app.inject({
        method,
        url,
        ...(method === 'PATCH' ? { payload: { action: 'pause' } } : {}),
      });
      expect([404, 422], `${method} ${response.body}`).toContain(response.statusCode);
      expectDetailWithHeaders({ headers: response.headers, body: response.body });
    }
  });

  it('a JSON body with a __proto__ or constructor.prototype key is a clear 422', async () => {
    for (const payload of [
      '{"__proto__":{"admin":true},"theme":"dark","colorMode":"calm"}',
      '{"theme":"dark","colorMode":"calm","x":{"constructor":{"prototype":{"a":1}}}}',
    ]) {
      const response = await file.app.inject({
        method: 'PUT',
        url: '/api/preferences',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toMatch(/__proto__/);
    }
    // Valid JSON that merely mentions the words passes.
    const fine = await file.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: { 'content-type': 'application/json' },
      payload: '{"theme":"dark","colorMode":"calm","note":"__proto__ prototype"}',
    });
    expect(fine.statusCode).not.toBe(400);
    expect(fine.statusCode).not.toBe(422);
  });
});

describe('Sec-Fetch-Site', () => {
  it('refuses a cross-site or same-site write even without Origin and Referer', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const response = await file.app.inject({
        method: 'PUT',
        url: '/api/preferences',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': site },
        payload: { theme: 'dark', colorMode: 'calm' },
      });
      expect(response.statusCode, site).toBe(403);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('lets same-origin and user-initiated writes through', async () => {
    for (const site of ['same-origin', 'none']) {
      const response = await file.app.inject({
        method: 'PUT',
        url: '/api/preferences',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': site },
        payload: { theme: 'dark', colorMode: 'calm' },
      });
      expect(response.statusCode, site).toBe(200);
    }
  });
});

describe('request log', () => {
  async function logLines(level: string, run: (app: App) => Promise<unknown>) {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        callback();
      },
    });
    const logged = await buildApp({
      config: testConfig({ LOG_LEVEL: level }),
      database: file.database,
      logger: { level, stream },
    });
    await logged.ready();
    await run(logged);
    await logged.close();
    return lines.filter((line) => line.msg === 'request');
  }

  it('writes one line per API request with method, route, status, duration and request id', async () => {
    const lines = await logLines('info', async (logged) => {
      await logged.inject({ method: 'GET', url: '/api/planner/plans/not-a-plan' });
      await logged.inject({ method: 'GET', url: '/api/preferences' });
    });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      method: 'GET',
      route: '/api/planner/plans/:id',
      status: expect.any(Number),
      durationMs: expect.any(Number),
      reqId: expect.anything(),
    });
  });

  it('keeps health checks and static files quiet unless debugging', async () => {
    const quiet = await logLines('info', async (logged) => {
      await logged.inject({ method: 'GET', url: '/api/health' });
      await logged.inject({ method: 'GET', url: '/assets/app.js' });
    });
    expect(quiet).toHaveLength(0);
    const debug = await logLines('debug', async (logged) => {
      await logged.inject({ method: 'GET', url: '/api/health' });
    });
    expect(debug).toHaveLength(1);
  });
});
