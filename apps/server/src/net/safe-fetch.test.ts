import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIpPolicy } from './ip-policy.ts';
import {
  createSafeFetcher,
  UrlFetchError,
  type ResolvedAddress,
  type SafeFetchOptions,
} from './safe-fetch.ts';

// Two loopback servers: "allowed" on 127.0.0.1 (the only address the test policy exempts) and
// "forbidden" on 127.0.0.2 (loopback too, but not exempted). A hop that reaches the forbidden
// server would be a policy hole, so it counts its requests and the tests expect zero.

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

function startServer(host: string, handler: Handler) {
  const server = http.createServer(handler);
  return new Promise<{ server: http.Server; port: number }>((resolve) =>
    server.listen(0, host, () => resolve({ server, port: (server.address() as AddressInfo).port })),
  );
}

let allowed: { server: http.Server; port: number };
let forbidden: { server: http.Server; port: number };
let forbiddenHits = 0;
const seenHosts: string[] = [];

const html =
  (body: string, type = 'text/html; charset=utf-8') =>
  (res: ServerResponse) => {
    res.writeHead(200, { 'content-type': type });
    res.end(body);
  };

const routes: Record<string, Handler> = {
  '/page': (_req, res) => html('<html><title>Hello</title><p>Hello world</p></html>')(res),
  '/echo-host': (req, res) => html(`host=${req.headers.host}`, 'text/plain')(res),
  '/plain': (_req, res) => html('just text', 'text/plain; charset=utf-8')(res),
  '/image': (_req, res) => html('PNG', 'image/png')(res),
  '/no-type': (_req, res) => {
    res.writeHead(200);
    res.end('<p>x</p>');
  },
  '/latin1': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1' });
    // "café “€”": the label means windows-1252, whose 0x80-0x9F are not Latin-1's controls.
    res.end(Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x20, 0x93, 0x80, 0x94]));
  },
  '/sjis-meta': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(
      Buffer.concat([
        Buffer.from('<meta charset="shift_jis"><p>'),
        Buffer.from([0x82, 0xa0]), // "あ" in Shift_JIS
        Buffer.from('</p>'),
      ]),
    );
  },
  '/bom': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=windows-1252' });
    // A UTF-8 BOM wins over the header, as in browsers.
    res.end(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('naïve')]));
  },
  '/undeclared-1252': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(Buffer.from([0x93, 0x68, 0x69, 0x94])); // “hi” in Windows-1252, invalid as UTF-8
  },
  '/gzip': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    res.end(gzipSync('<p>compressed</p>'));
  },
  '/gzip-bomb': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    res.end(gzipSync(Buffer.alloc(2 * 1024 * 1024, 0x61))); // ~2 KB on the wire, 2 MB unpacked
  },
  '/big-declared': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(10_000_000) });
    res.write('x'); // the length alone must be enough to refuse
  },
  '/big-streamed': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    const chunk = Buffer.alloc(16 * 1024, 0x61);
    let sent = 0;
    const timer = setInterval(() => {
      if (res.destroyed || sent > 50) return clearInterval(timer);
      res.write(chunk);
      sent++;
    }, 1);
  },
  '/slow-body': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write('<p>start');
    // Never ends: only the total time limit can stop this.
  },
  '/slow-headers': () => {
    // Never answers.
  },
  '/404': (_req, res) => {
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('gone');
  },
  '/503': (_req, res) => {
    res.writeHead(503);
    res.end();
  },
  '/to-forbidden': (_req, res) => {
    res.writeHead(302, { location: `http://127.0.0.2:${forbidden.port}/page` });
    res.end();
  },
  '/to-forbidden-name': (_req, res) => {
    res.writeHead(301, { location: `http://other.test:${forbidden.port}/page` });
    res.end();
  },
  '/to-metadata': (_req, res) => {
    res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' });
    res.end();
  },
  '/to-file': (_req, res) => {
    res.writeHead(302, { location: 'file:///etc/passwd' });
    res.end();
  },
  '/a/relative': (_req, res) => {
    res.writeHead(303, { location: '../page?x=1' });
    res.end();
  },
};

function allowedHandler(req: IncomingMessage, res: ServerResponse) {
  seenHosts.push(req.headers.host ?? '');
  const path = (req.url ?? '/').split('?')[0]!;
  // /r/N redirects N more times before landing on /page.
  const hops = path.match(/^\/r\/(\d+)$/);
  if (hops) {
    const left = Number(hops[1]);
    res.writeHead(302, { location: left <= 1 ? '/page' : `/r/${left - 1}` });
    return res.end();
  }
  const handler = routes[path];
  if (!handler) {
    res.writeHead(404);
    return res.end();
  }
  handler(req, res);
}

const names: Record<string, string[]> = {
  'site.test': ['127.0.0.1'],
  'other.test': ['127.0.0.2'],
  'mixed.test': ['127.0.0.1', '10.0.0.7'],
  'metadata.test': ['169.254.169.254'],
  'mapped.test': ['::ffff:127.0.0.2'],
};
let resolveCalls: string[] = [];
async function fakeResolve(hostName: string): Promise<ResolvedAddress[]> {
  resolveCalls.push(hostName);
  const addresses = names[hostName];
  if (!addresses) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
}

function fetcher(overrides: Partial<SafeFetchOptions> = {}) {
  return createSafeFetcher({
    policy: createIpPolicy({ allowPrivateHosts: ['127.0.0.1'] }),
    resolve: fakeResolve,
    timeoutMs: 3_000,
    ...overrides,
  });
}

async function failure(promise: Promise<unknown>): Promise<UrlFetchError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UrlFetchError) return error;
    throw error;
  }
  throw new Error('Expected the fetch to fail.');
}

const at = (path: string, host = 'site.test') => `http://${host}:${allowed.port}${path}`;

beforeAll(async () => {
  allowed = await startServer('127.0.0.1', allowedHandler);
  forbidden = await startServer('127.0.0.2', (_req, res) => {
    forbiddenHits++;
    html('<p>secret</p>')(res);
  });
});
afterAll(async () => {
  allowed.server.closeAllConnections();
  forbidden.server.closeAllConnections();
  await Promise.all([
    new Promise((r) => allowed.server.close(r)),
    new Promise((r) => forbidden.server.close(r)),
  ]);
});
beforeEach(() => {
  resolveCalls = [];
  seenHosts.length = 0;
});

describe('safe fetcher: happy paths', () => {
  it('fetches a page through the checked address, keeping the host name in the Host header', async () => {
    const page = await fetcher()(at('/echo-host'));
    expect(page).toMatchObject({ kind: 'text', contentType: 'text/plain', encoding: 'utf-8' });
    expect(page.text).toBe(`host=site.test:${allowed.port}`);
    expect(page.url).toBe(at('/echo-host'));
  });

  it('resolves once per hop and connects to that answer (DNS rebinding cannot switch it)', async () => {
    let calls = 0;
    const rebinding = async (_hostName: string): Promise<ResolvedAddress[]> => {
      calls++;
      // First answer passes the check; any later answer points somewhere forbidden.
      return [{ address: calls === 1 ? '127.0.0.1' : '127.0.0.2', family: 4 }];
    };
    const page = await fetcher({ resolve: rebinding })(at('/page', 'rebind.test'));
    expect(page.text).toContain('Hello world');
    expect(calls).toBe(1);
    expect(forbiddenHits).toBe(0);
  });

  it('follows up to 5 redirects, relative ones included', async () => {
    const page = await fetcher()(at('/r/5'));
    expect(page.url).toBe(at('/page'));
    expect(page.text).toContain('Hello world');
    const relative = await fetcher()(at('/a/relative'));
    expect(relative.url).toBe(at('/page?x=1'));
  });

  it('reads text/plain and gzip bodies', async () => {
    expect((await fetcher()(at('/plain'))).kind).toBe('text');
    expect((await fetcher()(at('/gzip'))).text).toBe('<p>compressed</p>');
  });
});

describe('safe fetcher: charsets', () => {
  it.each([
    ['/latin1', 'café “€”', 'windows-1252'],
    ['/sjis-meta', 'あ', 'shift_jis'],
    ['/bom', 'naïve', 'utf-8'],
    ['/undeclared-1252', '“hi”', 'windows-1252'],
  ])('%s decodes to %s', async (path, expected, encoding) => {
    const page = await fetcher()(at(path));
    expect(page.text).toContain(expected);
    expect(page.encoding).toBe(encoding);
  });
});

describe('safe fetcher: refusals', () => {
  it('refuses a 6th redirect', async () => {
    const error = await failure(fetcher()(at('/r/6')));
    expect(error.code).toBe('redirects');
    expect(error.message).toBe('The page redirected more than 5 times.');
  });

  it('refuses a redirect to a private address even though the first hop was allowed', async () => {
    for (const path of ['/to-forbidden', '/to-forbidden-name', '/to-metadata']) {
      const error = await failure(fetcher()(at(path)));
      expect(error.code, path).toBe('blocked');
    }
    expect(forbiddenHits).toBe(0);
  });

  it('refuses a redirect to another scheme', async () => {
    expect((await failure(fetcher()(at('/to-file')))).code).toBe('invalid-url');
  });

  it('refuses when any resolved address is private, and mapped forms of private ones', async () => {
    expect((await failure(fetcher()(at('/page', 'mixed.test')))).code).toBe('blocked');
    expect((await failure(fetcher()(at('/page', 'mapped.test')))).code).toBe('blocked');
    expect(forbiddenHits).toBe(0);
  });

  it('the strict policy refuses every local form before connecting', async () => {
    const strict = fetcher({ policy: createIpPolicy() });
    const hitsBefore = seenHosts.length;
    for (const host of [
      '127.0.0.1',
      '2130706433',
      '0177.0.0.1',
      '0x7f.1',
      '127.1',
      '[::1]',
      '[::ffff:127.0.0.1]',
      'site.test',
      'metadata.test',
    ]) {
      const error = await failure(strict(at('/page', host)));
      expect(error.code, host).toBe('blocked');
      expect(error.message).toBe(
        'That address is not allowed: it leads to a private or reserved network.',
      );
    }
    expect(seenHosts.length).toBe(hitsBefore);
    // IP literals are judged without asking DNS.
    expect(resolveCalls).toEqual(['site.test', 'metadata.test']);
  });

  it('reports who was refused to the server log hook, not to the caller', async () => {
    const blocked: string[] = [];
    const strict = fetcher({
      policy: createIpPolicy(),
      onBlocked: ({ address, category }) => blocked.push(`${address} ${category}`),
    });
    const error = await failure(strict(at('/page', 'metadata.test')));
    expect(error.message).not.toContain('169.254');
    expect(blocked).toEqual(['169.254.169.254 link-local']);
  });

  it.each([
    ['ftp://site.test/x', 'Only http:// and https:// addresses can be read.'],
    ['file:///etc/passwd', 'Only http:// and https:// addresses can be read.'],
    ['javascript:alert(1)', 'Only http:// and https:// addresses can be read.'],
    ['http://user:secret@site.test/', 'Addresses with a user name or password cannot be read.'],
    ['http://site.test:25/', 'That address uses a port (25) that is not allowed.'],
    ['not a url', 'That is not a valid web address.'],
  ])('refuses %s', async (url, message) => {
    const error = await failure(fetcher()(url));
    expect(error.code).toBe('invalid-url');
    expect(error.message).toBe(message);
  });

  it('says when the name does not resolve', async () => {
    const error = await failure(fetcher()(at('/page', 'nowhere.test')));
    expect(error).toMatchObject({ code: 'dns', message: 'Could not find that website.' });
  });

  it('passes on upstream error statuses', async () => {
    expect(await failure(fetcher()(at('/404')))).toMatchObject({
      code: 'status',
      upstreamStatus: 404,
      message: 'The page answered with status 404.',
    });
    expect((await failure(fetcher()(at('/503')))).upstreamStatus).toBe(503);
  });

  it('refuses what is not a web page', async () => {
    expect(await failure(fetcher()(at('/image')))).toMatchObject({
      code: 'content-type',
      message: 'That address is not a web page (content type image/png).',
    });
    expect((await failure(fetcher()(at('/no-type')))).message).toBe(
      'That address is not a web page (content type unknown).',
    );
  });

  it('caps the size: declared, streamed and decompressed', async () => {
    const small = fetcher({ maxBytes: 64 * 1024 });
    for (const path of ['/big-declared', '/big-streamed', '/gzip-bomb']) {
      const error = await failure(small(at(path)));
      expect(error.code, path).toBe('too-large');
      expect(error.message).toBe('The page is too large to read (the limit is 64 KB).');
    }
  });

  it('gives up on a page that is too slow, headers or body', async () => {
    const quick = fetcher({ timeoutMs: 400 });
    for (const path of ['/slow-headers', '/slow-body']) {
      const started = Date.now();
      const error = await failure(quick(at(path)));
      expect(error.code, path).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(2_000);
    }
  });

  it('gives up on a name that takes too long to resolve', async () => {
    const hanging = () => new Promise<ResolvedAddress[]>(() => undefined);
    const error = await failure(fetcher({ timeoutMs: 300, resolve: hanging })(at('/page')));
    expect(error.code).toBe('timeout');
  });

  it('reports a refused connection', async () => {
    const closed = await startServer('127.0.0.1', () => undefined);
    const port = closed.port;
    await new Promise((r) => closed.server.close(r));
    const error = await failure(fetcher()(`http://127.0.0.1:${port}/`));
    expect(error).toMatchObject({ code: 'connect', message: 'Could not connect to that website.' });
  });
});

function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe.skipIf(!hasOpenssl())('safe fetcher: https', () => {
  it('sends the host name as SNI to the pinned address and refuses an untrusted certificate', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'qd-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=site.test',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const names: string[] = [];
    const server = https.createServer(
      {
        key: readFileSync(path.join(dir, 'key.pem')),
        cert: readFileSync(path.join(dir, 'cert.pem')),
        SNICallback: (name, done) => {
          names.push(name);
          done(null);
        },
      },
      (_req, res) => html('<p>tls</p>')(res),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const error = await failure(fetcher()(`https://site.test:${port}/`));
      expect(error).toMatchObject({
        code: 'connect',
        message: 'Could not connect securely to that website.',
      });
      expect(names).toEqual(['site.test']);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
