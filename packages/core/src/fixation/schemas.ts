import { z } from 'zod';
import { FIXATION_RATIO, MAX_TEXT_LENGTH } from './constants.ts';

/**
 * API contract for POST /api/fixation-reading/process-text and /process-url (docs/product.md §3, §7). The
 * server validates with these, the web app types its calls with them, OpenAPI is generated from
 * them. Unknown keys are dropped (zod's default), so older or newer clients still work.
 */

const ratioMessage = `The fixation ratio must be a number from ${FIXATION_RATIO.min} to ${FIXATION_RATIO.max}.`;

// The slider moves in steps of 0.05, but any value in range renders fine, so the step is not
// enforced: a client with its own slider should not get a 422 for 0.42.
const fixationRatioSchema = z
  .number({ error: ratioMessage })
  .min(FIXATION_RATIO.min, { error: ratioMessage })
  .max(FIXATION_RATIO.max, { error: ratioMessage })
  .default(FIXATION_RATIO.default)
  .describe('Share of each word shown in bold.');

const includeAnalysisSchema = z
  .boolean({ error: 'include_analysis must be true or false.' })
  .default(true);

const maxTextMessage = `The text is too long: the limit is ${MAX_TEXT_LENGTH.toLocaleString('en-US')} characters.`;

export const processTextRequestSchema = z
  .object({
    // Length is in UTF-16 code units, as JavaScript counts it. The text is kept as sent (not
    // trimmed): the client trims, and the round trip must give back exactly what was sent.
    text: z
      .string({ error: 'Text is required and must be a string.' })
      .max(MAX_TEXT_LENGTH, { error: maxTextMessage })
      // A regex stops at the first non-space; `trim()` would copy up to 2 MB just to test.
      .refine((text) => /\S/.test(text), { error: 'Please enter some text to process.' }),
    fixation_point_ratio: fixationRatioSchema,
    include_analysis: includeAnalysisSchema,
  })
  .meta({ id: 'ProcessTextRequest' });

const urlMessage = 'Please enter a web address starting with http:// or https://.';

export const processUrlRequestSchema = z
  .object({
    // Only the form is checked here. Whether the address may be fetched (private networks,
    // redirects, size, time) is the URL fetcher's job on the server.
    url: z
      .string({ error: 'The web address is required and must be a string.' })
      .trim()
      .max(2048, { error: 'The web address is too long: the limit is 2,048 characters.' })
      .pipe(z.url({ protocol: /^https?$/, error: urlMessage })),
    fixation_point_ratio: fixationRatioSchema,
    include_analysis: includeAnalysisSchema,
  })
  .meta({ id: 'ProcessUrlRequest' });

const wordTokenSchema = z
  .object({
    type: z.literal('word'),
    original: z.string(),
    bold: z.string(),
    normal: z.string(),
  })
  .meta({ id: 'FixationWordToken' });

const otherTokenSchema = z
  .object({ type: z.literal('other'), content: z.string() })
  .meta({ id: 'FixationOtherToken' });

export const fixationTokenSchema = z.discriminatedUnion('type', [
  wordTokenSchema,
  otherTokenSchema,
]);

const minutesSchema = z.object({ minutes: z.number() });

const fixationAnalysisSchema = z
  .object({
    word_count: z.number().int().nonnegative(),
    char_count: z.number().int().nonnegative(),
    estimated_reading_time: z.object({
      normal: minutesSchema,
      fixation: minutesSchema,
      // Zero unless the reader measured their own speeds; negative if fixation was slower.
      time_saved: minutesSchema,
    }),
  })
  .meta({ id: 'FixationAnalysis' });

export const fixationResultSchema = z
  .object({
    original_text: z.string(),
    processed_tokens: z.array(fixationTokenSchema),
    // Escaped HTML fragment (`<b>` only); display it in a `white-space: pre-wrap` container.
    html_output: z.string(),
    analysis: fixationAnalysisSchema.optional(),
    // Only from process-url: the article's title (also the first paragraph of original_text) and
    // the address it was read from, after redirects.
    title: z.string().optional(),
    source_url: z.string().optional(),
  })
  .meta({ id: 'FixationResult' });

export type ProcessTextRequest = z.infer<typeof processTextRequestSchema>;
export type ProcessTextRequestInput = z.input<typeof processTextRequestSchema>;
export type ProcessUrlRequest = z.infer<typeof processUrlRequestSchema>;
export type ProcessUrlRequestInput = z.input<typeof processUrlRequestSchema>;
export type FixationResultBody = z.infer<typeof fixationResultSchema>;
