import { z } from 'zod';
import { UrlFetchError, type UrlFetcher } from '../../net/safe-fetch.ts';

// A client for the MediaWiki Action API (https://www.mediawiki.org/wiki/API:Main_page), using
// only `action=query`: list=search (with its spelling suggestion and the redirect each hit matched
// by), prop=extracts as plain text
// with `== Section ==` headings, prop=pageprops (disambiguation, short description), prop=info
// (revision and address) and `redirects`. Every answer is checked against the shapes below
// (formatversion=2), so a site answering something else is reported, never half-used.

export class KnowledgeSourceError extends Error {
  override name = 'KnowledgeSourceError';
  constructor(
    /** 'unreachable': network, timeout, status; 'garbage': an answer that is not the API's. */
    readonly reason: 'unreachable' | 'garbage' | 'too-large',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const searchAnswer = z.object({
  query: z.object({
    searchinfo: z
      .object({ suggestion: z.string().optional(), totalhits: z.number().optional() })
      .optional(),
    search: z.array(
      z.object({
        title: z.string(),
        pageid: z.number().optional(),
        redirecttitle: z.string().optional(),
      }),
    ),
  }),
});

const pageSchema = z.object({
  title: z.string(),
  pageid: z.number().optional(),
  missing: z.boolean().optional(),
  invalid: z.boolean().optional(),
  extract: z.string().optional(),
  pageprops: z.record(z.string(), z.string()).optional(),
  lastrevid: z.number().optional(),
  fullurl: z.string().optional(),
  pagelanguage: z.string().optional(),
});

const pagesAnswer = z.object({
  query: z
    .object({
      redirects: z.array(z.object({ from: z.string(), to: z.string() })).optional(),
      pages: z.array(pageSchema),
    })
    .optional(),
});

interface SearchHit {
  title: string;
  /** The redirect to this page that the search matched ("Kepler's laws" for a longer title). */
  redirect?: string;
}

interface SearchResult {
  hits: SearchHit[];
  /** The site's spelling suggestion for the query ("did you mean"). */
  suggestion?: string;
}

export interface WikiPage {
  title: string;
  revision: number;
  url: string;
  lang: string;
  /** Plain text with `== Heading ==` lines between sections. */
  extract: string;
  disambiguation: boolean;
  /** The one-line description (Wikipedia's short description), when the site has one. */
  description?: string;
  /** The title asked for, when a redirect led here. */
  redirectedFrom?: string;
}

interface ExistingPage {
  title: string;
  disambiguation: boolean;
}

export interface MediaWikiClient {
  search(lang: string, phrase: string, limit?: number): Promise<SearchResult>;
  /** The article, following redirects; undefined when it does not exist. */
  page(lang: string, title: string): Promise<WikiPage | undefined>;
  /** One-line descriptions of several pages (for candidates), by title. */
  descriptions(lang: string, titles: readonly string[]): Promise<Map<string, string>>;
  /**
   * Which of several titles exist (one request, redirects followed): by the title asked, the
   * page it leads to and whether that is a disambiguation page. Missing titles are left out.
   */
  existing(lang: string, titles: readonly string[]): Promise<Map<string, ExistingPage>>;
}

interface MediaWikiOptions {
  /** api.php address; `{lang}` is replaced by the language code. */
  apiUrl: string;
  fetch: UrlFetcher;
}

export function createMediaWikiClient({ apiUrl, fetch }: MediaWikiOptions): MediaWikiClient {
  async function query<T>(
    lang: string,
    params: Record<string, string>,
    schema: z.ZodType<T>,
  ): Promise<T> {
    const url = new URL(apiUrl.replaceAll('{lang}', lang));
    const all = { action: 'query', format: 'json', formatversion: '2', ...params };
    for (const [key, value] of Object.entries(all)) url.searchParams.set(key, value);
    let text: string;
    try {
      text = (await fetch(url.href)).text;
    } catch (error) {
      if (error instanceof UrlFetchError && error.code === 'too-large')
        throw new KnowledgeSourceError(
          'too-large',
          'The encyclopedia article is too large to read.',
          {
            cause: error,
          },
        );
      if (
        error instanceof UrlFetchError &&
        (error.code === 'content-type' || error.code === 'protocol')
      )
        throw new KnowledgeSourceError(
          'garbage',
          'The encyclopedia answered something that is not its API’s JSON.',
          { cause: error },
        );
      const why = error instanceof Error ? error.message : String(error);
      throw new KnowledgeSourceError(
        'unreachable',
        `The encyclopedia could not be reached (${why})`,
        {
          cause: error,
        },
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new KnowledgeSourceError(
        'garbage',
        'The encyclopedia answered something that is not JSON.',
        {
          cause: error,
        },
      );
    }
    if (json && typeof json === 'object' && 'error' in json) {
      const info = (json as { error?: { info?: unknown } }).error?.info;
      throw new KnowledgeSourceError(
        'garbage',
        `The encyclopedia refused the request (${typeof info === 'string' ? info.slice(0, 200) : 'no reason given'}).`,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new KnowledgeSourceError(
        'garbage',
        'The encyclopedia answered in an unexpected shape.',
      );
    return parsed.data;
  }

  return {
    async search(lang, phrase, limit = 8) {
      const answer = await query(
        lang,
        {
          list: 'search',
          srsearch: phrase,
          srlimit: String(limit),
          srinfo: 'suggestion',
          srprop: 'redirecttitle',
          srnamespace: '0',
        },
        searchAnswer,
      );
      return {
        hits: answer.query.search.map((hit) => ({
          title: hit.title,
          ...(hit.redirecttitle ? { redirect: hit.redirecttitle } : {}),
        })),
        suggestion: answer.query.searchinfo?.suggestion || undefined,
      };
    },

    async page(lang, title) {
      const answer = await query(
        lang,
        {
          prop: 'extracts|pageprops|info',
          titles: title,
          redirects: '1',
          explaintext: '1',
          exsectionformat: 'wiki',
          ppprop: 'disambiguation|wikibase-shortdesc',
          inprop: 'url',
        },
        pagesAnswer,
      );
      const page = answer.query?.pages[0];
      if (!page || page.missing || page.invalid || page.extract === undefined) return undefined;
      const redirect = answer.query?.redirects?.find((r) => r.to === page.title);
      return {
        title: page.title,
        revision: page.lastrevid ?? 0,
        url: page.fullurl ?? '',
        lang: page.pagelanguage ?? lang,
        extract: page.extract,
        disambiguation: page.pageprops?.disambiguation !== undefined,
        description: page.pageprops?.['wikibase-shortdesc'],
        redirectedFrom: redirect?.from,
      };
    },

    async descriptions(lang, titles) {
      const out = new Map<string, string>();
      if (!titles.length) return out;
      const answer = await query(
        lang,
        { prop: 'pageprops', titles: titles.slice(0, 20).join('|'), ppprop: 'wikibase-shortdesc' },
        pagesAnswer,
      );
      for (const page of answer.query?.pages ?? []) {
        const description = page.pageprops?.['wikibase-shortdesc'];
        if (description) out.set(page.title, description);
      }
      return out;
    },

    async existing(lang, titles) {
      const out = new Map<string, ExistingPage>();
      const asked = [...new Set(titles)].slice(0, 50);
      if (!asked.length) return out;
      const answer = await query(
        lang,
        { prop: 'pageprops', titles: asked.join('|'), redirects: '1', ppprop: 'disambiguation' },
        pagesAnswer,
      );
      const pages = new Map(
        (answer.query?.pages ?? [])
          .filter((page) => !page.missing && !page.invalid)
          .map((page) => [page.title, page]),
      );
      const redirects = new Map((answer.query?.redirects ?? []).map((r) => [r.from, r.to]));
      for (const title of asked) {
        // The site answers with a title's first letter in capitals ("normalized") and follows
        // a redirect; either way the page is found under the title it leads to.
        const upper = title.charAt(0).toLocaleUpperCase() + title.slice(1);
        const page = pages.get(redirects.get(upper) ?? upper);
        if (page)
          out.set(title, {
            title: page.title,
            disambiguation: page.pageprops?.disambiguation !== undefined,
          });
      }
      return out;
    },
  };
}
