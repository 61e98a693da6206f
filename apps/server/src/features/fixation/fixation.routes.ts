import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@quietdesk/core/api/errors';
import { MAX_TEXT_LENGTH } from '@quietdesk/core/fixation/constants';
import {
  fixationResultSchema,
  processTextRequestSchema,
  processUrlRequestSchema,
} from '@quietdesk/core/fixation/schemas';
import { HttpError } from '../../http/errors.ts';
import { plainJsonSerializer } from '../../http/plain-json.ts';
import type { FixationService } from './fixation.service.ts';

/**
 * 2,000,000 characters can take up to 3 bytes each in UTF-8 (plus JSON escapes), so the text
 * route needs more than the global 1 MiB body limit for the documented text limit to be real.
 */
export const PROCESS_TEXT_BODY_LIMIT = 8 * 1024 * 1024;

export interface FixationRoutesOptions {
  service: FixationService;
  /** The global BODY_LIMIT_BYTES; the text route allows at least PROCESS_TEXT_BODY_LIMIT. */
  bodyLimitBytes: number;
  urlRateLimitPerMinute: number;
}

const errors = {
  400: errorSchema,
  403: errorSchema,
  413: errorSchema,
  415: errorSchema,
  422: errorSchema,
};

export const fixationRoutes: FastifyPluginAsyncZod<FixationRoutesOptions> = async (
  app,
  { service, bodyLimitBytes, urlRateLimitPerMinute },
) => {
  app.addHook('onClose', async () => service.close());

  const textBodyLimit = Math.max(bodyLimitBytes, PROCESS_TEXT_BODY_LIMIT);
  const tooLarge = new HttpError(
    413,
    `The text is too large: the request may be at most ${Math.floor(textBodyLimit / 1024 / 1024)} MiB ` +
      `and the text at most ${MAX_TEXT_LENGTH.toLocaleString('en-US')} characters.`,
  );

  app.post(
    '/api/fixation-reading/process-text',
    {
      bodyLimit: textBodyLimit,
      // Results are built by the tested core processText; re-validating thousands of token
      // objects per reply cost ~30% of the request (fixation.text.test.ts checks the shape).
      serializerCompiler: plainJsonSerializer,
      // Only this route has its own body limit, so only its 413 needs its own sentence; any other
      // error is thrown on to the app's error handler.
      errorHandler: (error) => {
        throw (error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? tooLarge : error;
      },
      schema: {
        tags: ['fixation-reading'],
        summary: 'Emphasise the first letters of every word of a text (fixation reading).',
        body: processTextRequestSchema,
        response: { 200: fixationResultSchema, ...errors },
      },
    },
    async (request) => service.processText(request.body),
  );

  app.post(
    '/api/fixation-reading/process-url',
    {
      config: { rateLimit: { max: urlRateLimitPerMinute, timeWindow: '1 minute' } },
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: ['fixation-reading'],
        summary:
          'Fetch a public web page, extract its article and process it like text. Adds title and source_url.',
        body: processUrlRequestSchema,
        response: {
          200: fixationResultSchema,
          ...errors,
          429: errorSchema,
          502: errorSchema,
          503: errorSchema,
          504: errorSchema,
        },
      },
    },
    async (request) => service.processUrl(request.body),
  );
};
