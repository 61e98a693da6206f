import { sql } from 'drizzle-orm';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { createIpPolicy } from '../../net/ip-policy.ts';
import { createSafeFetcher, type ResolvedAddress } from '../../net/safe-fetch.ts';
import { createTestDatabase, testConfig, type TestDatabase } from '../../test/helpers.ts';

// The URL flow end to end: app.inject -> route -> service -> the real safe fetcher (injected with a
// test policy that exempts 127.0.0.1 only) -> a loopback page server -> the extract worker.
// "site.test" resolves to 127.0.0.1 through the injected resolver; every other name fails.

const filler = 'Fixation reading guides the eye along each line of text. '.repeat(6);
const article = `<!doctype html><html><head><title>On Slow Reading</title></head><body>
  <nav><a href="/">Home</a></nav>
  <article><h2>Part one</h2><p>First ${filler}</p><p>Second ${filler}</p></article>
  <footer>Footer text</footer></body></html>`;

const pages: Record<string, (res: ServerResponse) => void> = {
  '/article': (res) => send(res, 200, 'text/html; charset=utf-8', article),
  '/plain': (res) => send(res, 200, 'text/plain', 'Plain\r\ntext page'),
  '/blank-plain': (res) => send(res, 200, 'text/plain', ' \n '),
  '/moved': (res) => redirect(res, '/article'),
  '/json': (res) => send(res, 200, 'application/json', '{}'),
  '/missing': (res) => send(res, 404, 'text/html', 'no'),
  '/broken': (res) => send(res, 500, 'text/html', 'no'),
  '/empty': (res) => send(res, 200, 'text/html', '<html><body><img src="x"></body></html>'),
  '/huge': (res) => send(res, 200, 'text/html', 'x'.repeat(3 * 1024 * 1024)),
  '/many-elements': (res) =>
    send(res, 200, 'text/html', `<html><body>${'<p>x</p>'.repeat(100_000)}</body></html>`),
  '/deep': (res) =>
    send(
      res,
      200,
      'text/html',
      `<html><body>${'<div>'.repeat(20_000)}x${'</div>'.repeat(20_000)}</body></html>`,
    ),
  '/slow': (res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write('<p>never finishes');
  },
  '/to-private': (res) => redirect(res, `http://127.0.0.2:${port}/article`),
};

function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
}
function redirect(res: ServerResponse, location: string) {
  res.writeHead(302, { location });
  res.end();
}

let server: http.Server;
let port: number;
let database: TestDatabase;
let app: App;
let strictApp: App;
const apps: App[] = [];

async function resolve(hostName: string): Promise<ResolvedAddress[]> {
  if (hostName === 'site.test') return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
}

async function makeApp(options: { env?: Record<string, string>; injected?: boolean } = {}) {
  // On PostgreSQL, rate-limit counters live in the shared database (they hold across server
  // processes); each app here stands for a fresh deployment with its own limits, so it starts
  // with none. (On PGlite they live in each app's memory and start empty anyway.)
  await database.db.execute(sql`delete from rate_limits`);
  const built = await buildApp({
    config: testConfig({ FETCH_RATE_LIMIT_PER_MINUTE: '1000', ...options.env }),
    database,
    logger: false,
    urlFetcher:
      options.injected === false
        ? undefined
        : createSafeFetcher({
            policy: createIpPolicy({ allowPrivateHosts: ['127.0.0.1'] }),
            resolve,
            timeoutMs: 1_000,
            maxBytes: 2 * 1024 * 1024,
          }),
  });
  await built.ready();
  apps.push(built);
  return built;
}

beforeAll(async () => {
  server = http.createServer((req: IncomingMessage, res) => {
    const handler = pages[(req.url ?? '/').split('?')[0]!];
    if (handler) handler(res);
    else send(res, 404, 'text/plain', 'unknown');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
  database = await createTestDatabase();
  app = await makeApp();
  strictApp = await makeApp({ injected: false });
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await database?.dispose();
  server?.closeAllConnections();
  await new Promise((done) => server?.close(done));
});

const page = (path: string) => `http://site.test:${port}${path}`;
const processUrl = (target: App, url: string, extra: object = {}) =>
  target.inject({
    method: 'POST',
    url: '/api/fixation-reading/process-url',
    headers: { 'content-type': 'application/json' },
    payload: { url, fixation_point_ratio: 0.4, include_analysis: true, ...extra },
  });

describe('POST /api/fixation-reading/process-url', () => {
  it('reads the article: title first, paragraphs as blank lines, processed like text', async () => {
    const response = await processUrl(app, `  ${page('/article')}  `);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.title).toBe('On Slow Reading');
    expect(body.source_url).toBe(page('/article'));
    const paragraphs = body.original_text.split('\n\n');
    expect(paragraphs[0]).toBe('On Slow Reading');
    expect(paragraphs).toContain('Part one');
    expect(paragraphs.some((p: string) => p.startsWith('First Fixation reading'))).toBe(true);
    expect(body.original_text).not.toContain('Footer text');
    expect(body.html_output).toContain('<b>');
    expect(body.analysis.word_count).toBeGreaterThan(100);
  });

  it('reports the address after redirects, and reads text/plain without Readability', async () => {
    expect((await processUrl(app, page('/moved'))).json().source_url).toBe(page('/article'));
    const plain = (await processUrl(app, page('/plain'), { include_analysis: false })).json();
    expect(plain.original_text).toBe('Plain\ntext page');
    expect(plain).not.toHaveProperty('title');
    expect(plain).not.toHaveProperty('analysis');
  });

  it('takes FETCH_ALLOW_PRIVATE_HOSTS from the config when no fetcher is injected', async () => {
    const configured = await makeApp({
      injected: false,
      env: { FETCH_ALLOW_PRIVATE_HOSTS: '127.0.0.1' },
    });
    const response = await processUrl(configured, `http://127.0.0.1:${port}/article`);
    expect(response.statusCode).toBe(200);
    expect(response.json().title).toBe('On Slow Reading');
  });
});

describe('process-url refusals (all {detail}, never 500)', () => {
  const notAllowed = 'That address is not allowed: it leads to a private or reserved network.';

  it.each([
    ['ftp://site.test/x', 422, 'Please enter a web address starting with http:// or https://.'],
    ['not a url', 422, 'Please enter a web address starting with http:// or https://.'],
  ])('%s -> %i', async (url, status, detail) => {
    const response = await processUrl(app, url);
    expect(response.statusCode).toBe(status);
    expect(response.json().detail).toContain(detail);
  });

  it('the default strict fetcher refuses loopback, metadata and numeric forms', async () => {
    for (const url of [
      `http://127.0.0.1:${port}/article`,
      `http://2130706433:${port}/article`,
      `http://0x7f.1:${port}/article`,
      `http://[::1]:${port}/article`,
      'http://169.254.169.254/latest/meta-data/',
      'http://localhost/',
    ]) {
      const response = await processUrl(strictApp, url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json(), url).toEqual({ detail: notAllowed });
    }
  });

  it.each([
    ['a redirect to a private address', '/to-private', 422, notAllowed],
    ['an unknown host', 'http://nowhere.test/', 422, 'Could not find that website.'],
    ['an upstream 404', '/missing', 502, 'The page answered with status 404.'],
    ['an upstream 500', '/broken', 502, 'The page answered with status 500.'],
    ['a slow page', '/slow', 504, 'The website took too long to answer.'],
    [
      'a page over the size cap',
      '/huge',
      413,
      'The page is too large to read (the limit is 2 MB).',
    ],
    [
      'a JSON document',
      '/json',
      422,
      'That address is not a web page (content type application/json).',
    ],
    ['a page without text', '/empty', 422, 'Could not find readable text on that page.'],
    ['a blank text page', '/blank-plain', 422, 'Could not find readable text on that page.'],
    ['a page with 100,000 elements', '/many-elements', 413, 'The page is too large to read.'],
    ['a page nested 20,000 deep', '/deep', 422, 'The page is nested too deeply to read.'],
  ])('%s', async (_name, target, status, detail) => {
    const url = target.startsWith('/') ? page(target) : target;
    const started = Date.now();
    const response = await processUrl(app, url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ detail });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('rate-limits page fetches per client (429 with Retry-After)', async () => {
    const limited = await makeApp({ env: { FETCH_RATE_LIMIT_PER_MINUTE: '2' } });
    for (let i = 0; i < 2; i++)
      expect((await processUrl(limited, page('/plain'))).statusCode).toBe(200);
    const refused = await processUrl(limited, page('/plain'));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().detail).toMatch(/Too many requests/);
  });
});
