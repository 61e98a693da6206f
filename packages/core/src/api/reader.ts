import { z } from 'zod';
import { READER_TEXT_MAX } from '../reader/limits.ts';
import { requiredText, storableString } from './text.ts';

// The reader's library (docs/decisions/048-reader-files-and-library.md): texts, pages and
// files a person opened, kept as extracted text with its sections (pages or chapters), where they
// stopped, and the sentences they highlighted. The original files never reach the server.

export { READER_FILE_MAX_BYTES, READER_TEXT_MAX, readerItemUrl } from '../reader/limits.ts';
const READER_TITLE_MAX = 300;
const READER_SOURCE_MAX = 2_000;
const READER_SECTIONS_MAX = 20_000;
const READER_SECTION_LABEL_MAX = 200;
const READER_QUOTE_MAX = 2_000;
const READER_CONTEXT_MAX = 200;
export const READER_HIGHLIGHTS_MAX = 5_000;

const READER_KINDS = ['pdf', 'epub', 'text', 'markdown', 'paste', 'url'] as const;
export type ReaderKind = (typeof READER_KINDS)[number];

const offset = (name: string) =>
  z
    .int({ error: `${name} must be a whole number of 0 or more.` })
    .min(0, { error: `${name} must be a whole number of 0 or more.` })
    .max(READER_TEXT_MAX, { error: `${name} must be at most ${READER_TEXT_MAX}.` });

const sectionLabel = requiredText(
  READER_SECTION_LABEL_MAX,
  'A section label',
  'A section label cannot be empty.',
  'A section label must be text.',
);

const contentHash = z
  .string({ error: 'content_hash must be a SHA-256 in hex (64 characters).' })
  .regex(/^[0-9a-f]{64}$/, { error: 'content_hash must be a SHA-256 in hex (64 characters).' });

const readerSectionSchema = z
  .object({
    label: sectionLabel.describe('"Page 3", a chapter title, …'),
    start: offset('start').describe('Where the section begins in the text (UTF-16 offset).'),
  })
  .meta({ id: 'ReaderSection' });

export const createReaderItemBodySchema = z
  .object({
    title: requiredText(READER_TITLE_MAX, 'A title', 'Give the text a title.'),
    kind: z.enum(READER_KINDS, { error: `kind must be one of ${READER_KINDS.join(', ')}.` }),
    source: storableString({ error: 'source must be text.' })
      .max(READER_SOURCE_MAX, {
        error: `source must be at most ${READER_SOURCE_MAX} characters.`,
      })
      .default('')
      .describe('The file name or the web address it came from.'),
    text: storableString({ error: 'text must be text.' })
      .refine((t) => t.trim() !== '', { error: 'There is no text to keep.' })
      .refine((t) => t.length <= READER_TEXT_MAX, {
        error: `The text must be at most ${READER_TEXT_MAX} characters.`,
      })
      .describe('Paragraphs separated by a blank line.'),
    sections: z
      .array(readerSectionSchema)
      .max(READER_SECTIONS_MAX, {
        error: `A text can have at most ${READER_SECTIONS_MAX} pages or chapters.`,
      })
      .default([]),
    content_hash: contentHash
      .nullable()
      .default(null)
      .describe(
        'SHA-256 (hex) of the file, or of the pasted text or page: the same content opened again reopens its item.',
      ),
  })
  .refine((b) => b.sections.every((s, i, all) => i === 0 || all[i - 1]!.start <= s.start), {
    error: 'Sections must be in text order.',
    path: ['sections'],
  })
  .refine((b) => b.sections.every((s) => s.start <= b.text.length), {
    error: 'A section starts after the end of the text.',
    path: ['sections'],
  })
  .meta({ id: 'CreateReaderItem' });

export const updateReaderItemBodySchema = z
  .object({ position: offset('position').describe('Where the person stopped (text offset).') })
  .meta({ id: 'UpdateReaderItem' });

export const readerItemSummarySchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    kind: z.enum(READER_KINDS),
    source: z.string(),
    char_count: z.int(),
    position: z.int(),
    section_count: z.int(),
    highlight_count: z.int(),
    created_at: z.string(),
    opened_at: z.string().describe('When it was last opened or read.'),
  })
  .meta({ id: 'ReaderItemSummary' });

export const readerItemListSchema = z.array(readerItemSummarySchema);

export const createHighlightBodySchema = z
  .object({
    start: offset('start'),
    end: offset('end'),
    quote: storableString({ error: 'quote must be text.' })
      .refine((t) => t.trim() !== '', { error: 'Select some text to highlight.' })
      .refine((t) => t.length <= READER_QUOTE_MAX, {
        error: `A highlight must be at most ${READER_QUOTE_MAX} characters.`,
      }),
    prefix: storableString().max(READER_CONTEXT_MAX).default(''),
    suffix: storableString().max(READER_CONTEXT_MAX).default(''),
    card_id: z.uuid({ error: 'card_id must be a card id.' }).nullable().default(null),
  })
  .refine((b) => b.start < b.end, { error: 'end must be after start.', path: ['end'] })
  .meta({ id: 'CreateHighlight' });

export const highlightSchema = z
  .object({
    id: z.uuid(),
    item_id: z.uuid(),
    start: z.int(),
    end: z.int(),
    quote: z.string(),
    prefix: z.string(),
    suffix: z.string(),
    section: z.string().nullable().describe('The page or chapter it is in.'),
    card_id: z.uuid().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Highlight' });

export const readerItemSchema = readerItemSummarySchema
  .extend({
    text: z.string(),
    sections: z.array(readerSectionSchema),
    highlights: z.array(highlightSchema),
  })
  .meta({ id: 'ReaderItem' });

/**
 * Where a card came from, in the shape cards from other sources share ({kind, title?, url?,
 * section?}); a reader highlight also gives the sentence and the item.
 */
export const readerCardSourceSchema = z
  .object({
    kind: z.literal('reader'),
    title: z.string(),
    url: z.string().describe('The reader at the highlighted place.'),
    section: z.string().nullable(),
    quote: z.string(),
    item_id: z.uuid(),
    highlight_id: z.uuid(),
  })
  .meta({ id: 'ReaderCardSource' });

export const readerItemParamsSchema = z.object({ id: z.string() });
export const readerItemListQuerySchema = z.object({
  content_hash: contentHash
    .optional()
    .describe('Only the item kept for this content, if there is one (an empty list if not).'),
});
export const highlightParamsSchema = z.object({ id: z.string(), highlightId: z.string() });
export const cardSourceParamsSchema = z.object({ cardId: z.string() });

export type ReaderSection = z.infer<typeof readerSectionSchema>;
export type CreateReaderItemBody = z.input<typeof createReaderItemBodySchema>;
/** The body as the server has it after validation (defaults filled). */
export type CreateReaderItem = z.output<typeof createReaderItemBodySchema>;
export type ReaderItemSummary = z.infer<typeof readerItemSummarySchema>;
export type ReaderItem = z.infer<typeof readerItemSchema>;
export type CreateHighlightBody = z.input<typeof createHighlightBodySchema>;
export type CreateHighlight = z.output<typeof createHighlightBodySchema>;
export type Highlight = z.infer<typeof highlightSchema>;
export type ReaderCardSource = z.infer<typeof readerCardSourceSchema>;
