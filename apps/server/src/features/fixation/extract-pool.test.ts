import { afterAll, describe, expect, it } from 'vitest';
import { createExtractPool, ExtractError, type ArticleExtractor } from './extract-pool.ts';

// These run the real worker thread (from the .ts source through tsx, as in dev), so the first
// job in a pool waits a second or two for the worker to load; that wait is not the job's limit.

const filler = 'Words that make this paragraph long enough to count as an article. '.repeat(6);
const article = `<html><head><title>Pool</title></head><body><article><p>${filler}</p><p>${filler}</p></article></body></html>`;
// ~180,000 small elements full of links: Readability needs about half a minute for this, so a
// worker that was not terminated would hold up the next job far beyond the assertions below.
const slowPage = `<html><head><title>t</title></head><body>${'<div class="comment"><a href="#">link</a> text, text, text.<span>x</span></div>'.repeat(60_000)}</body></html>`;

const pools: ArticleExtractor[] = [];
function pool(options: Parameters<typeof createExtractPool>[0] = {}) {
  const created = createExtractPool(options);
  pools.push(created);
  return created;
}
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

async function failure(promise: Promise<unknown>): Promise<ExtractError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ExtractError) return error;
    throw error;
  }
  throw new Error('Expected the extraction to fail.');
}

describe('extract pool', () => {
  it('extracts an article in a worker', async () => {
    const result = await pool().extract(article);
    expect(result.title).toBe('Pool');
    expect(result.text.startsWith(`Pool\n\n${filler.trim()}`)).toBe(true);
  });

  it('terminates a page that takes too long and keeps working afterwards', async () => {
    const extractor = pool({
      size: 1,
      timeoutMs: 700,
      maxElements: 1_000_000,
      workerMemoryMb: 1024,
    });
    await extractor.extract(article); // warm: the worker has loaded
    const started = Date.now();
    const error = await failure(extractor.extract(slowPage));
    expect(error).toMatchObject({ code: 'timeout', message: 'The page took too long to read.' });
    expect(Date.now() - started).toBeLessThan(2_000);
    // A fresh worker replaces the terminated one (loading it takes a second or two under tsx).
    const next = Date.now();
    expect((await extractor.extract(article)).title).toBe('Pool');
    expect(Date.now() - next).toBeLessThan(8_000);
  });

  it('refuses pages over the element cap and deeply nested pages', async () => {
    const extractor = pool({ maxElements: 1_000 });
    const wide = `<html><body>${'<p>x</p>'.repeat(100_000)}</body></html>`;
    expect(await failure(extractor.extract(wide))).toMatchObject({
      code: 'too-large',
      message: 'The page is too large to read.',
    });
    const deep = `<html><body>${'<div>'.repeat(600)}x</body></html>`; // 600 levels, < 1,000 elements
    expect((await failure(extractor.extract(deep))).code).toBe('too-complex');
  });

  it('says when a page has no readable text', async () => {
    const error = await failure(pool().extract('<html><body><img src="x"></body></html>'));
    expect(error).toMatchObject({
      code: 'empty',
      message: 'Could not find readable text on that page.',
    });
  });

  it('queues jobs beyond its size and refuses when the queue is full', async () => {
    const extractor = pool({ size: 1, maxQueue: 1 });
    await extractor.extract(article); // the worker is up, so the next job starts at once
    const first = extractor.extract(article);
    const second = extractor.extract(article); // waits: the queue holds one
    const refused = await failure(extractor.extract(article));
    expect(refused).toMatchObject({ code: 'busy' });
    expect((await first).title).toBe('Pool');
    expect((await second).title).toBe('Pool');
  });

  it('rejects waiting work when closed', async () => {
    const extractor = createExtractPool();
    const pending = expect(extractor.extract(article)).rejects.toThrow(
      'The server is shutting down.',
    );
    await extractor.close();
    await pending;
    await expect(extractor.extract(article)).rejects.toThrow('closed');
  });
});
