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
const tokens = (t: string) => t.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

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

  function search(lang: string, query: string, limit: number) {
    const pages = site(lang);
    const vocabulary = new Set(pages.flatMap((a) => tokens(`${a.title} ${a.extract}`)));
    const q = tokens(query);
    const scored = pages
      .map((a) => {
        const title = new Set(tokens(a.title));
        const text = new Set(tokens(a.extract));
        const score = q.reduce((s, w) => s + (title.has(w) ? 3 : 0) + (text.has(w) ? 1 : 0), 0);
        return { a, score };
      })
      .filter((x) => x.score > 0 && q.every((w) => vocabulary.has(w)))
      .sort((x, y) => y.score - x.score)
      .slice(0, limit);
    // The spelling suggestion: each unknown word replaced by the nearest known one.
    let suggestion: string | undefined;
    if (q.some((w) => !vocabulary.has(w))) {
      const fixed = q.map((w) => {
        if (vocabulary.has(w)) return w;
        let best = w;
        let bestD = 3;
        for (const v of vocabulary) {
          const d = distance(w, v);
          if (d < bestD) [best, bestD] = [v, d];
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
        search: scored.map(({ a }) => ({ ns: 0, title: a.title, pageid: a.revision })),
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
      body = search(match[1]!, p.get('srsearch') ?? '', Number(p.get('srlimit') ?? 10));
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
