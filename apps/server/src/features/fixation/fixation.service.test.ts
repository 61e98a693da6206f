import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.ts';
import { UrlFetchError, type FetchedPage, type UrlFetchErrorCode } from '../../net/safe-fetch.ts';
import { ExtractError, type ArticleExtractor, type ExtractErrorCode } from './extract-pool.ts';
import { createFixationService } from './fixation.service.ts';
import { createTextPool } from './text-pool.ts';

// Status mapping with fakes: the real fetcher and worker are covered in their own tests and in
// fixation.url.test.ts; here every failure kind must land on its documented status.

const htmlPage: FetchedPage = {
  url: 'https://example.com/a',
  kind: 'html',
  contentType: 'text/html',
  encoding: 'utf-8',
  text: '<p>x</p>',
};

function service(fetchPage: () => Promise<FetchedPage>, extract: ArticleExtractor['extract']) {
  return createFixationService({
    fetchPage,
    extractor: { extract, close: async () => undefined },
    textPool: createTextPool(),
  });
}
const request = { url: 'https://example.com/a', fixation_point_ratio: 0.4, include_analysis: true };

async function statusOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return [error.statusCode, error.detail];
    throw error;
  }
  throw new Error('Expected a failure.');
}

describe('fixation service error mapping', () => {
  it.each<[UrlFetchErrorCode, number]>([
    ['invalid-url', 422],
    ['blocked', 422],
    ['dns', 422],
    ['content-type', 422],
    ['connect', 502],
    ['protocol', 502],
    ['status', 502],
    ['redirects', 502],
    ['too-large', 413],
    ['timeout', 504],
  ])('fetch failure %s -> %i', async (code, status) => {
    const fixation = service(
      () => Promise.reject(new UrlFetchError(code, `sentence for ${code}`)),
      async () => ({ title: undefined, text: 'unused' }),
    );
    expect(await statusOf(fixation.processUrl(request))).toEqual([status, `sentence for ${code}`]);
  });

  it.each<[ExtractErrorCode, number]>([
    ['too-large', 413],
    ['too-complex', 422],
    ['empty', 422],
    ['unreadable', 422],
    ['timeout', 504],
    ['busy', 503],
  ])('extract failure %s -> %i', async (code, status) => {
    const fixation = service(
      async () => htmlPage,
      () => Promise.reject(new ExtractError(code, `sentence for ${code}`)),
    );
    expect(await statusOf(fixation.processUrl(request))).toEqual([status, `sentence for ${code}`]);
  });

  it('lets real faults through (500 and a log line), not disguised as user errors', async () => {
    const fixation = service(
      async () => htmlPage,
      () => Promise.reject(new TypeError('bug')),
    );
    await expect(fixation.processUrl(request)).rejects.toBeInstanceOf(TypeError);
  });

  it('refuses an article longer than the text limit with 413', async () => {
    const fixation = service(
      async () => htmlPage,
      async () => ({ title: 'T', text: 'a'.repeat(2_000_001) }),
    );
    expect(await statusOf(fixation.processUrl(request))).toEqual([
      413,
      'The page is too long to read: the limit is 2,000,000 characters.',
    ]);
  });
});
