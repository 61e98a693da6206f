import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
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
const PROCESS_TEXT_BODY_LIMIT = 8 * 1024 * 1024;

export interface FixationRoutesOptions {
  service: FixationService;
  /** The global BODY_LIMIT_BYTES; the text route allows at least PROCESS_TEXT_BODY_LIMIT. */
  bodyLimitBytes: number;
  urlRateLimitPerMinute: number;
  textRateLimitPerMinute: number;
}

/** Characters one address may have processed per minute: ten texts of the largest size. */
const TEXT_CHARACTERS_PER_MINUTE = 10 * MAX_TEXT_LENGTH;

export const fixationRoutes: FastifyPluginAsyncZod<FixationRoutesOptions> = async (
  app,
  { service, bodyLimitBytes, urlRateLimitPerMinute, textRateLimitPerMinute },
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
      // Characters are counted as well as calls: a few maximum-size texts cost as much as
      // thousands of small ones.
      config: {
        rateLimit: [
          { name: 'process-text', key: 'address', max: textRateLimitPerMinute, per: 'minute' },
          {
            name: 'process-text-characters',
            key: 'address',
            max: TEXT_CHARACTERS_PER_MINUTE,
            per: 'minute',
            amount: (request) => (request.body as { text: string }).text.length,
          },
        ],
      },
      schema: {
        tags: ['fixation-reading'],
        summary: 'Emphasise the first letters of every word of a text (fixation reading).',
        body: processTextRequestSchema,
        response: {
          200: fixationResultSchema,
          ...errorResponses(400, 403, 413, 415, 422, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const result = await service.processText(request.body);
      // A worker's result is already JSON; send it as it is.
      if (typeof result === 'string') return reply.type('application/json').send(result as never);
      return result;
    },
  );

  app.post(
    '/api/fixation-reading/process-url',
    {
      config: {
        rateLimit: {
          name: 'process-url',
          key: 'address',
          max: urlRateLimitPerMinute,
          per: 'minute',
        },
      },
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: ['fixation-reading'],
        summary:
          'Fetch a public web page, extract its article and process it like text. Adds title and source_url.',
        body: processUrlRequestSchema,
        response: {
          200: fixationResultSchema,
          ...errorResponses(400, 403, 413, 415, 422, 429, 502, 503, 504),
        },
      },
    },
    async (request) => service.processUrl(request.body),
  );
};
