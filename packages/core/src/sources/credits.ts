import type { ContentSource } from '../api/source.ts';

// Credits for content taken from encyclopedia articles (their licence, CC BY-SA, asks for
// attribution wherever the content goes). Plain functions over the source type, with no schema
// library, so the screens that show a credit stay light.

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
