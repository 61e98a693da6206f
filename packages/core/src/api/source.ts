import { z } from 'zod';
import { ENCYCLOPEDIA_LICENCE, sourceSiteName } from '../sources/credits.ts';

// Where a generated card or map node comes from, so a person can check it and so the
// encyclopedia's licence (CC BY-SA: attribution) is honoured wherever the content travels:
// API answers, saved maps and decks, and every export.

const CONTENT_SOURCE_KINDS = ['encyclopedia', 'notes', 'dictionary', 'model'] as const;

const SOURCE_TEXT_MAX = 300;
const SOURCE_URL_MAX = 2000;

/** The article title or section: text, optional, at most SOURCE_TEXT_MAX characters. */
const sourceText = (field: 'title' | 'section') =>
  z
    .string({ error: `source.${field} must be text.` })
    .max(SOURCE_TEXT_MAX, {
      error: `source.${field} must be at most ${SOURCE_TEXT_MAX} characters.`,
    })
    .optional();

export const contentSourceSchema = z
  .object({
    kind: z.enum(CONTENT_SOURCE_KINDS, {
      error: `source.kind must be one of ${CONTENT_SOURCE_KINDS.join(', ')}.`,
    }),
    title: sourceText('title').describe('The article (or notes) the content was taken from.'),
    url: z
      .string({ error: 'source.url must be text.' })
      .max(SOURCE_URL_MAX, { error: `source.url must be at most ${SOURCE_URL_MAX} characters.` })
      .regex(/^https?:\/\//, { error: 'source.url must be an http:// or https:// address.' })
      .optional(),
    section: sourceText('section').describe(
      'The section of the article the content was taken from.',
    ),
  })
  .meta({ id: 'ContentSource' });

export type ContentSource = z.infer<typeof contentSourceSchema>;

// The credit helpers live in ../sources/credits.ts, without zod, so the screens that show a
// credit do not load the schema library for it.
export {
  ENCYCLOPEDIA_LICENCE,
  ENCYCLOPEDIA_LICENCE_URL,
  sourceSiteName,
  creditsOf,
  creditText,
  type Credit,
} from '../sources/credits.ts';
/**
 * One line that credits a source, for exports and screens: "Water cycle — Wikipedia, CC BY-SA 4.0,
 * section Evaporation, https://…". Undefined for content that needs no credit (notes, models).
 */
export function attributionText(source: ContentSource | undefined | null): string | undefined {
  if (!source) return undefined;
  if (source.kind === 'dictionary') return `${source.title ?? 'Dictionary'} (dictionary)`;
  if (source.kind !== 'encyclopedia') return undefined;
  const site = sourceSiteName(source.url);
  const licence = site === 'Wikipedia' ? `, ${ENCYCLOPEDIA_LICENCE}` : '';
  return [
    `${source.title ?? 'Encyclopedia'} — ${site}${licence}`,
    source.section ? `section ${source.section}` : '',
    source.url ?? '',
  ]
    .filter(Boolean)
    .join(', ');
}
