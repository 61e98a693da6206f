import { z } from 'zod';

// Where a generated card or map node comes from, so a person can check it and so the
// encyclopedia's licence (CC BY-SA: attribution) is honoured wherever the content travels:
// API answers, saved maps and decks, and every export.

export const CONTENT_SOURCE_KINDS = ['encyclopedia', 'notes', 'dictionary', 'model'] as const;
export type ContentSourceKind = (typeof CONTENT_SOURCE_KINDS)[number];

const SOURCE_TEXT_MAX = 300;
const SOURCE_URL_MAX = 2000;

export const contentSourceSchema = z
  .object({
    kind: z.enum(CONTENT_SOURCE_KINDS, {
      error: `source.kind must be one of ${CONTENT_SOURCE_KINDS.join(', ')}.`,
    }),
    title: z
      .string({ error: 'source.title must be text.' })
      .max(SOURCE_TEXT_MAX, {
        error: `source.title must be at most ${SOURCE_TEXT_MAX} characters.`,
      })
      .optional()
      .describe('The article (or notes) the content was taken from.'),
    url: z
      .string({ error: 'source.url must be text.' })
      .max(SOURCE_URL_MAX, { error: `source.url must be at most ${SOURCE_URL_MAX} characters.` })
      .regex(/^https?:\/\//, { error: 'source.url must be an http:// or https:// address.' })
      .optional(),
    section: z
      .string({ error: 'source.section must be text.' })
      .max(SOURCE_TEXT_MAX, {
        error: `source.section must be at most ${SOURCE_TEXT_MAX} characters.`,
      })
      .optional()
      .describe('The section of the article the content was taken from.'),
  })
  .meta({ id: 'ContentSource' });

export type ContentSource = z.infer<typeof contentSourceSchema>;

/** The licence of Wikipedia's text; other MediaWiki sites may differ (the page says so). */
export const ENCYCLOPEDIA_LICENCE = 'CC BY-SA 4.0';
export const ENCYCLOPEDIA_LICENCE_URL = 'https://creativecommons.org/licenses/by-sa/4.0/';

/** "Water cycle — Wikipedia": the attribution a person reads, from a source's title and address. */
export function sourceSiteName(url: string | undefined): string {
  // Core has no DOM or Node types, so the host is read with a pattern rather than URL.
  const host = url ? /^https?:\/\/([^/:?#]+)/i.exec(url)?.[1]?.toLowerCase() : undefined;
  if (!host) return 'the encyclopedia';
  return /(^|\.)wikipedia\.org$/.test(host) ? 'Wikipedia' : host;
}

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

/** One article to credit, as a screen or an export shows it. */
export interface Credit {
  title: string;
  url: string | undefined;
  /** "Wikipedia", or the site's host for another MediaWiki. */
  site: string;
  /** Set for Wikipedia, whose licence is known; another site states its own on the page. */
  licence: { name: string; url: string } | undefined;
}

/**
 * The encyclopedia articles a map's nodes or a deck's cards were taken from, each once, in the
 * order they first occur (the root's article first). Sections are left out: the credit is for
 * the article; a card or node names its own section.
 */
export function creditsOf(sources: Iterable<ContentSource | undefined | null>): Credit[] {
  const seen = new Map<string, Credit>();
  for (const source of sources) {
    if (source?.kind !== 'encyclopedia') continue;
    const title = source.title ?? 'Encyclopedia';
    const key = source.url ?? title;
    if (seen.has(key)) continue;
    const site = sourceSiteName(source.url);
    seen.set(key, {
      title,
      url: source.url,
      site,
      licence:
        site === 'Wikipedia'
          ? { name: ENCYCLOPEDIA_LICENCE, url: ENCYCLOPEDIA_LICENCE_URL }
          : undefined,
    });
  }
  return [...seen.values()];
}

/** "Water cycle — Wikipedia, CC BY-SA 4.0, https://…": one credit as plain text. */
export function creditText(credit: Credit): string {
  return [`${credit.title} — ${credit.site}`, credit.licence?.name ?? '', credit.url ?? '']
    .filter(Boolean)
    .join(', ');
}
