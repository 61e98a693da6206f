import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { appPerFile, createTestApp } from '../test/helpers.ts';

// A fake build, precompressed by the web app's real build step, served by the real app.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'quietdesk-compress-'));
const script = `export const words = ${JSON.stringify(Array.from({ length: 800 }, (_, i) => `word ${i % 37} 専念 ${i}`))};\n`;
const page = `<!doctype html><html><head><title>App</title><script>window.__ctx={}</script></head><body>${'<p>Quietdesk keeps you focused.</p>'.repeat(200)}<script type="module">import("/assets/entry-abc123.js")</script></body></html>`;
// Bytes that look like a PNG: already compressed, must go out as they are.
const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(4096, 7)]);
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'assets', 'entry-abc123.js'), script);
fs.writeFileSync(path.join(dist, 'assets', 'tiny-abc123.js'), 'export {};\n');
fs.writeFileSync(path.join(dist, 'assets', 'photo-abc123.png'), png);
fs.writeFileSync(path.join(dist, '__spa-fallback.html'), page);
fs.writeFileSync(path.join(dist, 'index.html'), page);
execFileSync(process.execPath, [
  path.resolve(import.meta.dirname, '../../../web/scripts/precompress.mjs'),
  dist,
]);

const file = appPerFile((database) => createTestApp(database, { env: { WEB_DIST_DIR: dist } }));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const get = (url: string, acceptEncoding?: string) =>
  file.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

function decoded(response: Awaited<ReturnType<typeof get>>): string {
  const raw = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  expect(encoding).toBeUndefined();
  return raw.toString('utf8');
}

const varies = (response: Awaited<ReturnType<typeof get>>) =>
  String(response.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe('compressed delivery', () => {
  it('writes brotli and gzip copies of text build files, not of tiny or binary ones', () => {
    const assets = fs.readdirSync(path.join(dist, 'assets')).sort();
    expect(assets).toEqual([
      'entry-abc123.js',
      'entry-abc123.js.br',
      'entry-abc123.js.gz',
      'photo-abc123.png',
      'tiny-abc123.js',
    ]);
    expect(fs.existsSync(path.join(dist, 'index.html.br'))).toBe(false);
  });

  it('sends hashed assets precompressed by Accept-Encoding, identity without it', async () => {
    for (const [accept, expected] of [
      ['br, gzip, deflate', 'br'],
      ['gzip, deflate', 'gzip'],
      ['gzip;q=1, br;q=0', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ] as const) {
      const response = await get('/assets/entry-abc123.js', accept);
      expect(response.statusCode, String(accept)).toBe(200);
      expect(response.headers['content-encoding'], String(accept)).toBe(expected);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(varies(response), String(accept)).toBe(true);
      // Exactly the build file once decoded: compressed once, not twice.
      expect(decoded(response)).toBe(script);
      if (expected) expect(response.rawPayload.length).toBeLessThan(script.length / 3);
    }
    // The build-time copy is what goes out (brotli 11), not a fresh on-the-fly one.
    const br = await get('/assets/entry-abc123.js', 'br');
    expect(
      br.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets', 'entry-abc123.js.br'))),
    ).toBe(true);
  });

  it('leaves already compressed files alone', async () => {
    const image = await get('/assets/photo-abc123.png', 'br, gzip');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.equals(png)).toBe(true);
    // A build file too small to precompress may be compressed on the fly (files are streamed,
    // so their size is not known there); it still arrives intact.
    const tiny = await get('/assets/tiny-abc123.js', 'br, gzip');
    expect(decoded(tiny)).toBe('export {};\n');
  });

  it('compresses pages on the fly, keeping the per-response CSP nonce', async () => {
    for (const url of ['/', '/app/dashboard', '/no-such-page']) {
      for (const [accept, expected] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        [undefined, undefined],
      ] as const) {
        const response = await get(url, accept);
        expect(response.headers['content-encoding'], `${url} ${accept}`).toBe(expected);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        if (expected) expect(varies(response), `${url} ${accept}`).toBe(true);
        const html = decoded(response);
        const nonce = /'nonce-([^']+)'/.exec(
          String(response.headers['content-security-policy']),
        )?.[1];
        expect(nonce).toBeTruthy();
        expect(html).toContain(`<script nonce="${nonce}">window.__ctx={}</script>`);
        expect(html).toContain('<title>App</title>');
      }
    }
  });

  it('compresses large API JSON on the fly and leaves small answers as they are', async () => {
    for (const [accept, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const response = await get('/api/openapi.json', accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], String(accept)).toBe(expected);
      if (expected) expect(varies(response)).toBe(true);
      expect(JSON.parse(decoded(response))).toHaveProperty('openapi');
    }
    const health = await get('/api/health', 'br, gzip');
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toHaveProperty('status');
  });

  it('compresses JSON error answers too and keeps them readable', async () => {
    const response = await get('/api/unknown', 'br');
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(decoded(response))).toEqual({
      detail: 'No API route matches GET /api/unknown.',
    });
  });
});
