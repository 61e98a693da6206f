import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A MediaWiki Action API for tests: the parts of `action=query` the knowledge source uses,
// answering in the real formatversion=2 JSON shapes (list=search with searchinfo.suggestion;
// pages with extract, pageprops, lastrevid, fullurl, pagelanguage; `redirects` and `missing`).
// It serves fixture articles written for the tests, one site per language under /{lang}/w/api.php.
// Listens on port 0; counts requests so tests can prove what the cache saved.

export interface FixtureArticle {
  lang: string;
  title: string;
  revision: number;
  description?: string;
  /** Plain text with `== Heading ==` lines, as prop=extracts&explaintext&exsectionformat=wiki. */
  extract: string;
  redirects?: string[];
  disambiguation?: boolean;
}

export interface FakeMediaWiki {
  /** KNOWLEDGE_API_URL for this server (with `{lang}`). */
  apiUrl: string;
  origin: string;
  /** Requests by kind: 'search', 'page' (prop=extracts), 'pageprops', and 'all'. */
  counts: Record<'search' | 'page' | 'pageprops' | 'all', number>;
  /** Makes every answer wait (a slow encyclopedia). */
  setDelay(ms: number): void;
  /** 'json': normal; 'garbage': HTML instead of JSON; 'error': the API's error object. */
  setMode(mode: 'json' | 'garbage' | 'error'): void;
  /** Pads page answers to this many bytes (an oversized article). */
  setPadding(bytes: number): void;
  close(): Promise<void>;
}

const firstUpper = (t: string) => t.charAt(0).toLocaleUpperCase() + t.slice(1);
// Words as CirrusSearch compares them: lower case and without accents. Its help page
// (https://www.mediawiki.org/wiki/Help:CirrusSearch) says that it folds accented letters
// ("diacritics") into plain ones, so "republica" finds "República".
const fold = (t: string) => t.normalize('NFD').replace(/\p{M}/gu, '');
const tokens = (t: string): string[] => fold(t.toLowerCase()).match(/[\p{L}\p{N}]+/gu) ?? [];

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

export interface FakeMediaWikiOptions {
  /**
   * The address each page claims (`fullurl`), e.g. a real Wikipedia address so that a browser
   * test sees the attribution a Wikipedia article gets. Default: a page of this server.
   */
  articleUrl?: (lang: string, title: string) => string;
  /** The port to listen on; 0 (default) picks a free one. */
  port?: number;
}

export async function startFakeMediaWiki(
  articles: readonly FixtureArticle[],
  options: FakeMediaWikiOptions = {},
): Promise<FakeMediaWiki> {
  let delayMs = 0;
  let mode: 'json' | 'garbage' | 'error' = 'json';
  let padding = 0;
  const counts = { search: 0, page: 0, pageprops: 0, all: 0 };
  let origin = '';

  const site = (lang: string) => articles.filter((a) => a.lang === lang);
  const urlOf = (a: FixtureArticle) =>
    options.articleUrl?.(a.lang, a.title) ??
    `${origin}/${a.lang}/wiki/${encodeURIComponent(a.title.replaceAll(' ', '_'))}`;

  // Full-text search also matches a page's redirects, as CirrusSearch does ("searching in title,
  // redirects, headings, and article text", https://www.mediawiki.org/wiki/Help:CirrusSearch);
  // with srprop=redirecttitle a hit names "the title of the matching redirect"
  // (https://www.mediawiki.org/wiki/API:Search): here, the redirect holding most of the query's
  // words (the fewest others on a tie), when it holds at least as many as the title.
  function search(lang: string, query: string, limit: number, withRedirect: boolean) {
    const pages = site(lang);
    const vocabulary = new Set(
      pages.flatMap((a) => tokens(`${a.title} ${(a.redirects ?? []).join(' ')} ${a.extract}`)),
    );
    const q = tokens(query);
    const inTitle = (title: string) => {
      const words = new Set(tokens(title));
      return q.filter((w) => words.has(w)).length;
    };
    const scored = pages
      .map((a) => {
        const titleHits = inTitle(a.title);
        let redirect: string | undefined;
        let redirectHits = 0;
        let redirectOthers = Infinity;
        for (const r of a.redirects ?? []) {
          const hits = inTitle(r);
          const others = tokens(r).length - hits;
          if (hits === 0 || hits < titleHits) continue;
          if (hits > redirectHits || (hits === redirectHits && others < redirectOthers))
            [redirect, redirectHits, redirectOthers] = [r, hits, others];
        }
        const text = new Set(tokens(a.extract));
        const score = 3 * Math.max(titleHits, redirectHits) + q.filter((w) => text.has(w)).length;
        return { a, score, redirect };
      })
      .filter((x) => x.score > 0 && q.every((w) => vocabulary.has(w)))
      .sort((x, y) => y.score - x.score)
      .slice(0, limit);
    // The spelling suggestion: each unknown word replaced by the nearest known one; of words
    // equally near, the one in the most pages, as Elasticsearch's suggesters order candidates
    // ("score: Sort by score first, then document frequency and then the term itself",
    // https://www.elastic.co/guide/en/elasticsearch/reference/current/search-suggesters.html).
    let suggestion: string | undefined;
    if (q.some((w) => !vocabulary.has(w))) {
      const pagesWith = (v: string) =>
        pages.filter((a) =>
          tokens(`${a.title} ${(a.redirects ?? []).join(' ')} ${a.extract}`).includes(v),
        ).length;
      const fixed = q.map((w) => {
        if (vocabulary.has(w)) return w;
        let best = w;
        let bestD = 3;
        let bestFrequency = 0;
        for (const v of vocabulary) {
          const d = distance(w, v);
          if (d > bestD || d === 3) continue;
          const frequency = pagesWith(v);
          if (d < bestD || frequency > bestFrequency || (frequency === bestFrequency && v < best))
            [best, bestD, bestFrequency] = [v, d, frequency];
        }
        return best;
      });
      if (fixed.join(' ') !== q.join(' ')) suggestion = fixed.join(' ');
    }
    return {
      batchcomplete: true,
      query: {
        searchinfo: {
          totalhits: scored.length,
          ...(suggestion ? { suggestion, suggestionsnippet: suggestion } : {}),
        },
        search: scored.map(({ a, redirect }) => ({
          ns: 0,
          title: a.title,
          pageid: a.revision,
          ...(withRedirect && redirect ? { redirecttitle: redirect } : {}),
        })),
      },
    };
  }

  function pagesAnswer(lang: string, params: URLSearchParams) {
    const props = (params.get('prop') ?? '').split('|');
    const follow = params.has('redirects');
    const redirects: { from: string; to: string }[] = [];
    const pages = (params.get('titles') ?? '').split('|').map((asked) => {
      let title = firstUpper(asked.trim());
      if (follow) {
        const target = site(lang).find((a) => a.redirects?.includes(title));
        if (target) {
          redirects.push({ from: title, to: target.title });
          title = target.title;
        }
      }
      const a = site(lang).find((x) => x.title === title);
      if (!a) return { ns: 0, title, missing: true };
      const pageprops: Record<string, string> = {};
      if (a.disambiguation) pageprops.disambiguation = '';
      if (a.description) pageprops['wikibase-shortdesc'] = a.description;
      return {
        pageid: a.revision,
        ns: 0,
        title: a.title,
        ...(props.includes('extracts') ? { extract: a.extract } : {}),
        ...(props.includes('pageprops') ? { pageprops } : {}),
        ...(props.includes('info')
          ? {
              contentmodel: 'wikitext',
              pagelanguage: a.lang,
              pagelanguagehtmlcode: a.lang,
              pagelanguagedir: 'ltr',
              lastrevid: a.revision,
              length: a.extract.length,
              fullurl: urlOf(a),
              canonicalurl: urlOf(a),
            }
          : {}),
      };
    });
    return { batchcomplete: true, query: { ...(redirects.length ? { redirects } : {}), pages } };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const match = /^\/([a-z]{2,3})\/w\/api\.php$/.exec(url.pathname);
    if (!match) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
      return;
    }
    counts.all++;
    const p = url.searchParams;
    const kind =
      p.get('list') === 'search'
        ? 'search'
        : (p.get('prop') ?? '').includes('extracts')
          ? 'page'
          : 'pageprops';
    counts[kind]++;
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    if (mode === 'garbage') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
      return;
    }
    let body: unknown;
    if (mode === 'error' || p.get('action') !== 'query' || p.get('formatversion') !== '2') {
      body = { error: { code: 'badvalue', info: 'Unrecognized value for parameter "action".' } };
    } else if (kind === 'search') {
      body = search(
        match[1]!,
        p.get('srsearch') ?? '',
        Number(p.get('srlimit') ?? 10),
        (p.get('srprop') ?? '').split('|').includes('redirecttitle'),
      );
    } else {
      body = pagesAnswer(match[1]!, p);
    }
    let text = JSON.stringify(body);
    if (padding && kind === 'page')
      text = text.replace(/}$/, `,"padding":"${'x'.repeat(padding)}"}`);
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(text);
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiUrl: `${origin}/{lang}/w/api.php`,
    origin,
    counts,
    setDelay: (ms) => (delayMs = ms),
    setMode: (m) => (mode = m),
    setPadding: (bytes) => (padding = bytes),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
