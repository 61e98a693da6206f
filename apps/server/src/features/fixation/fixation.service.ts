import { MAX_TEXT_LENGTH } from '@quietdesk/core/fixation/constants';
import { processText } from '@quietdesk/core/fixation/process';
import type {
  FixationResultBody,
  ProcessTextRequest,
  ProcessUrlRequest,
} from '@quietdesk/core/fixation/schemas';
import { HttpError } from '../../http/errors.ts';
import { UrlFetchError, type FetchedPage, type UrlFetcher } from '../../net/safe-fetch.ts';
import { ExtractError, type ArticleExtractor } from './extract-pool.ts';
import { TextPoolBusyError, WORKER_TEXT_THRESHOLD, type TextPool } from './text-pool.ts';

// docs/product.md §3, §7: both calls answer a fixation result. For a URL the page is fetched by the injected
// fetcher (the SSRF gate lives there), turned into article text off the request thread by the
// extractor, and then processed exactly like pasted text.

const FETCH_STATUS: Record<UrlFetchError['code'], number> = {
  'invalid-url': 422,
  blocked: 422,
  dns: 422,
  'content-type': 422,
  connect: 502,
  protocol: 502,
  status: 502,
  redirects: 502,
  'too-large': 413,
  timeout: 504,
};

const EXTRACT_STATUS: Record<ExtractError['code'], number> = {
  'too-large': 413,
  'too-complex': 422,
  empty: 422,
  unreadable: 422,
  timeout: 504,
  busy: 503,
};

const NO_TEXT = 'Could not find readable text on that page.';

function asHttpError(error: unknown): unknown {
  if (error instanceof UrlFetchError) return new HttpError(FETCH_STATUS[error.code], error.message);
  if (error instanceof ExtractError)
    return new HttpError(EXTRACT_STATUS[error.code], error.message);
  return error; // a real fault: the error handler answers 500 and logs it
}

interface FixationServiceDependencies {
  fetchPage: UrlFetcher;
  extractor: ArticleExtractor;
  textPool: TextPool;
}

export function createFixationService({
  fetchPage,
  extractor,
  textPool,
}: FixationServiceDependencies) {
  async function readPage(
    url: string,
  ): Promise<{ page: FetchedPage; title?: string; text: string }> {
    try {
      const page = await fetchPage(url);
      if (page.kind === 'text') return { page, text: page.text.replace(/\r\n?/g, '\n') };
      const article = await extractor.extract(page.text);
      return { page, title: article.title, text: article.text };
    } catch (error) {
      throw asHttpError(error);
    }
  }

  return {
    /** The result, or for a large text its JSON already serialised by a worker thread. */
    async processText(body: ProcessTextRequest): Promise<FixationResultBody | string> {
      if (body.text.length < WORKER_TEXT_THRESHOLD)
        return processText(body.text, body.fixation_point_ratio, {
          includeAnalysis: body.include_analysis,
        });
      try {
        return await textPool.process({
          text: body.text,
          ratio: body.fixation_point_ratio,
          includeAnalysis: body.include_analysis,
        });
      } catch (error) {
        if (error instanceof TextPoolBusyError) throw new HttpError(503, error.message);
        throw error;
      }
    },

    async processUrl(body: ProcessUrlRequest): Promise<FixationResultBody> {
      const { page, title, text } = await readPage(body.url);
      if (!/\S/.test(text)) throw new HttpError(422, NO_TEXT);
      if (text.length > MAX_TEXT_LENGTH)
        throw new HttpError(
          413,
          `The page is too long to read: the limit is ${MAX_TEXT_LENGTH.toLocaleString('en-US')} characters.`,
        );
      return {
        ...processText(text, body.fixation_point_ratio, { includeAnalysis: body.include_analysis }),
        ...(title ? { title } : {}),
        source_url: page.url,
      };
    },

    close: async () => {
      await Promise.all([extractor.close(), textPool.close()]);
    },
  };
}

export type FixationService = ReturnType<typeof createFixationService>;
