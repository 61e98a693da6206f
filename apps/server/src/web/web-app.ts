import { isKnownAppPath } from '@quietdesk/core/app-paths';
import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http/errors.ts';
import { contentSecurityPolicy, type SecurityHeaderOptions } from '../http/security-headers.ts';
import { addNonceToScripts, newCspNonce } from './csp-nonce.ts';
import { routePreloads } from './route-preloads.ts';
import {
  ACCOUNT_PAGE,
  pageWithSignedOutStatus,
  signedOutStatusRenderer,
} from './signed-out-account.ts';
import { pageWithTodayCard, TODAY_CARD_PAGE, todayCardRenderer } from './today-card.ts';
import type { Me } from '@quietdesk/core/api/auth';
import type { TodaySeed } from '@quietdesk/core/study/today-seed';

// Serves the built web app (React Router, ssr:false + prerender) from the same origin as the API.
// Files come from @fastify/static, except HTML, which this module serves itself so it can add the
// CSP nonce and pick the right page for a path:
//   /features/pomodoro       -> features/pomodoro/index.html (prerendered), 200
//   /app/dashboard           -> app/dashboard/index.html (prerendered app shell), 200
//   /app/sign-in, /app/x?q   -> __spa-fallback.html, 200 (client-side screens, isKnownAppPath; a
//                               query string always gets the fallback, so hydration never meets
//                               another page)
//   /app/no-such-tool        -> 404/index.html, 404 (not a screen of the app)
//   /reset-password          -> 302 /app/reset-password (APP_SCREEN_ALIASES)
//   /anything-else           -> 404/index.html (the prerendered "Page Not Found" page, no
//                               framework JS), 404; __spa-fallback.html if the build has none

const SPA_FALLBACK = '__spa-fallback.html';
/** Prerendered at build time (route `*` at /404): a static page that reads the same with or without JS. */
const NOT_FOUND_PAGE = '404/index.html';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SERVICE_WORKER = 'sw.js';

/**
 * Public addresses of app screens. The reset mail links to /reset-password#token=…; a redirect
 * keeps the fragment (the browser carries it over when the new address has none), where a page
 * forwarding with <meta refresh>, as /register does, would drop the token.
 */
const APP_SCREEN_ALIASES: Readonly<Record<string, string>> = {
  '/forgot-password': '/app/forgot-password',
  '/reset-password': '/app/reset-password',
};

const isAppPath = (pathname: string) => pathname === '/app' || pathname.startsWith('/app/');

function resolveInside(root: string, relative: string): string | undefined {
  const resolved = path.resolve(root, `.${relative}`);
  return resolved === root || resolved.startsWith(root + path.sep) ? resolved : undefined;
}

function existingFile(file: string | undefined): string | undefined {
  if (!file) return undefined;
  try {
    return fs.statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

function sendPage(
  reply: FastifyReply,
  html: string,
  status: number,
  security: SecurityHeaderOptions,
  /** no-store for a page that holds the owner's own data. */
  cacheControl: 'no-cache' | 'no-store' = 'no-cache',
): FastifyReply {
  const nonce = newCspNonce();
  return reply
    .code(status)
    .header('cache-control', cacheControl)
    .header('content-security-policy', contentSecurityPolicy(security, nonce))
    .type('text/html; charset=utf-8')
    .send(addNonceToScripts(html, nonce));
}

async function sendHtml(
  reply: FastifyReply,
  file: string,
  status: number,
  security: SecurityHeaderOptions,
  /** Tags to add at the end of the page's head (the SPA fallback's route preloads). */
  headEnd = '',
): Promise<FastifyReply> {
  const page = await readFile(file, 'utf8');
  return sendPage(
    reply,
    headEnd ? page.replace('</head>', `${headEnd}</head>`) : page,
    status,
    security,
  );
}

interface WebAppPages {
  /** Today for the dashboard this request opens, to render into its HTML; undefined: not known. */
  todaySeed?: (request: FastifyRequest) => Promise<TodaySeed | undefined>;
  /** Who this request is (GET /api/auth/me's answer), for the account screen's HTML. */
  me?: (request: FastifyRequest) => Promise<Me>;
}

interface WebApp {
  /** Answers GET/HEAD of a non-API path that no file or route matched. */
  handleNotFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  security: SecurityHeaderOptions,
  pages: WebAppPages = {},
): Promise<WebApp> {
  const root = path.resolve(webDistDir);
  if (!fs.existsSync(root)) {
    // Running from source without a web build: say so instead of a bare 404.
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send(
          `The web app is not built yet (looked in ${root}). Run \`npm run build\`, then restart the server.\n`,
        ),
    );
    return {
      async handleNotFound(request) {
        throw notFound(`Nothing here: ${request.method} ${request.url.split('?')[0]}.`);
      },
    };
  }

  for (const [alias, target] of Object.entries(APP_SCREEN_ALIASES)) {
    app.get(alias, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').redirect(target, 302),
    );
  }

  const fallbackFile = existingFile(path.join(root, SPA_FALLBACK));
  const preloadsFor = fallbackFile
    ? routePreloads(root, fs.readFileSync(fallbackFile, 'utf8'))
    : () => '';

  const loadTodayCard = todayCardRenderer(root);
  const loadSignedOutStatus = signedOutStatusRenderer(root);

  /** The page with the owner's part rendered in, or undefined: not such a page, or not known. */
  async function personalPage(
    request: FastifyRequest,
    page: string,
    pathname: string,
  ): Promise<string | undefined> {
    if (pathname === TODAY_CARD_PAGE && pages.todaySeed) {
      const renderTodayCard = await loadTodayCard();
      const seed = renderTodayCard && (await pages.todaySeed(request));
      return seed && pageWithTodayCard(page, seed, renderTodayCard);
    }
    if (pathname === ACCOUNT_PAGE && pages.me) {
      const renderSignedOutStatus = await loadSignedOutStatus();
      const me = renderSignedOutStatus && (await pages.me(request));
      return me && pageWithSignedOutStatus(page, me, renderSignedOutStatus);
    }
    return undefined;
  }

  /**
   * The page with what the server renders into it for this request's owner (the dashboard's
   * Today, the account screen's signed-out card), for the browser's own navigation only: the
   * service worker's copy (fetched, not navigated to) stays the build's, with nothing personal in
   * it. Undefined when there is nothing to render, or it could not be had (the page then asks for
   * it itself, as it always could).
   */
  async function pageForOwner(
    request: FastifyRequest,
    pathname: string,
    file: string,
  ): Promise<string | undefined> {
    if (request.headers['sec-fetch-mode'] !== 'navigate') return undefined;
    const screen = pathname.replace(/\/$/, '');
    if (screen !== TODAY_CARD_PAGE && screen !== ACCOUNT_PAGE) return undefined;
    try {
      return await personalPage(request, await readFile(file, 'utf8'), screen);
    } catch (error) {
      request.log.warn({ err: error, page: screen }, 'A page could not be rendered for its owner');
      return undefined;
    }
  }

  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(fastifyStatic, {
    root,
    index: false,
    cacheControl: false,
    // apps/web/scripts/precompress.mjs writes x.br and x.gz beside each text file of the build;
    // the one the browser accepts is sent as is (with Vary: Accept-Encoding), never recompressed.
    preCompressed: true,
    // HTML and folders always go through handleNotFound (nonce, fallback status); with index:false
    // @fastify/static would otherwise answer 403 for a folder path ending in "/".
    allowedPath: (pathname) => !pathname.endsWith('.html') && !pathname.endsWith('/'),
    setHeaders: (reply, file) => {
      const relative = path.relative(root, file).split(path.sep).join('/');
      if (relative === SERVICE_WORKER) {
        // The browser checks the service worker for updates on navigation; it must always ask.
        reply.header('cache-control', 'no-cache');
        return;
      }
      // Vite puts content-hashed files under assets/: safe to cache forever.
      reply.header(
        'cache-control',
        relative.startsWith('assets/') ? IMMUTABLE : 'public, max-age=3600',
      );
    },
  });

  return {
    async handleNotFound(request, reply) {
      let pathname: string;
      try {
        pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
      } catch {
        throw notFound('No page at this address.');
      }
      if (pathname.includes('\0')) throw notFound('No page at this address.');
      const lastSegment = pathname.split('/').pop() ?? '';
      const isHtmlPath = lastSegment.endsWith('.html');
      // A missing /assets/x.js or /favicon.png must not receive HTML: browsers would report a
      // confusing MIME error instead of a 404.
      if (lastSegment.includes('.') && !isHtmlPath) throw notFound(`No file at ${pathname}.`);
      const page = existingFile(
        resolveInside(root, isHtmlPath ? pathname : path.posix.join(pathname, 'index.html')),
      );
      // A prerendered app shell is the screen with no query: a screen that reads the query in
      // its first render (?plan=, ?deck=, ?task=) would not match it when it hydrates, so such an
      // address gets the SPA fallback, as the service worker's navigation fallback does.
      const withQuery = request.url.includes('?');
      const servable =
        page && path.basename(page) !== SPA_FALLBACK && !(withQuery && isAppPath(pathname));
      if (servable && page !== path.join(root, NOT_FOUND_PAGE)) {
        const forOwner = await pageForOwner(request, pathname, page);
        if (forOwner) return sendPage(reply, forOwner, 200, security, 'no-store');
        return sendHtml(reply, page, 200, security);
      }
      // Outside /app no client route exists that was not prerendered, and under /app only the
      // screens of isKnownAppPath do, so the static page answers anything else: the SPA would
      // only hydrate to the same message (or fail to load data for an unknown id).
      const notFoundPage = isKnownAppPath(pathname)
        ? undefined
        : existingFile(path.join(root, NOT_FOUND_PAGE));
      if (notFoundPage) return sendHtml(reply, notFoundPage, 404, security);
      const fallback =
        existingFile(path.join(root, SPA_FALLBACK)) ?? existingFile(path.join(root, 'index.html'));
      if (!fallback) throw notFound(`No page at ${pathname}.`);
      if (!isKnownAppPath(pathname)) return sendHtml(reply, fallback, 404, security);
      return sendHtml(reply, fallback, 200, security, preloadsFor(pathname));
    },
  };
}
