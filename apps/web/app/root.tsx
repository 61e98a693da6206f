import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  isRouteErrorResponse,
  useMatches,
} from 'react-router';
import { lazy, Suspense, useContext, type ReactNode } from 'react';
import type { Route } from './+types/root';
import { ICON_LINKS } from './lib/meta';
import { LogoMark } from './components/layout/logo';
import { WayOnLinks } from './components/layout/way-on-links';
import { useThemeSync } from './features/theme/hooks/use-theme';
import { THEME_INIT_SCRIPT, THEME_STATIC_SCRIPT } from './features/theme/model/theme';
import { STICKY_BAR_SCRIPT } from './features/marketing/components/sticky-bar';
import { DEMO_TABS_SCRIPT } from './features/marketing/components/demo-picker';
import { SITE_MENU_SCRIPT } from './components/layout/site-menu';
import './app.css';

export const links: Route.LinksFunction = () => [
  ...ICON_LINKS,
  { rel: 'alternate', type: 'application/rss+xml', title: 'Quietdesk blog', href: '/rss.xml' },
  // Installable app (docs/decisions/021-service-worker.md).
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

// Only a thrown 404 shows it (unknown paths have a route of their own): with the marketing header
// it brings, it stays out of every app screen's first load
// (docs/decisions/062-first-tap-lighter-shell.md).
const NotFoundPage = lazy(() =>
  import('./components/layout/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

/** A route opts out of shipping framework JavaScript with `handle: { hydrate: false }`. */
export interface RouteHandle {
  hydrate?: boolean;
}

// Public pages are documents: prerendered HTML plus a few hundred bytes of progressive
// enhancement (theme button, sticky bar, demo tabs) instead of ~110 KB of React + router.
// Only the prerender needs it: in the client bundle the constant folds to '' and the
// modules drop out of the app's entry chunk.
const STATIC_PAGE_SCRIPT = import.meta.env.SSR
  ? THEME_STATIC_SCRIPT + STICKY_BAR_SCRIPT + DEMO_TABS_SCRIPT + SITE_MENU_SCRIPT
  : '';

// App pages only: the browser's first use of Intl loads its locale data (ICU), 25-50 ms on a
// laptop and several times that on a phone, in one piece. The screens use Intl as they hydrate
// (the dashboard's clock, the timer's statistics by time zone, dates in plans and decks), where it
// was one long task just when the page is ready for input. Done here, while the page is being
// parsed, it happens before the first paint, and every later Intl object is cheap.
const INTL_WARM_UP_SCRIPT = 'try{new Intl.DateTimeFormat().resolvedOptions()}catch(e){}';

export function Layout({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const isSpaFallback = useContext(UNSAFE_FrameworkContext)?.isSpaMode ?? false;
  // Only while prerendering a public page (never for the SPA fallback): once the app runs in
  // a browser it keeps its scripts, even when it navigates client-side to a public page.
  const staticPage =
    import.meta.env.SSR &&
    !isSpaFallback &&
    matches.some((m) => (m.handle as RouteHandle | undefined)?.hydrate === false);
  return (
    // The inline script sets theme classes on <html> before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#f6f7fb" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0b1020" />
        <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
        {!staticPage && <script dangerouslySetInnerHTML={{ __html: INTL_WARM_UP_SCRIPT }} />}
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-accent px-4 py-2 text-accent-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to main content
        </a>
        {children}
        {staticPage ? (
          <script dangerouslySetInnerHTML={{ __html: STATIC_PAGE_SCRIPT }} />
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  useThemeSync();
  return <Outlet />;
}

/** Shown in __spa-fallback.html while the /app bundle loads. */
export function HydrateFallback() {
  return (
    <main id="main" className="grid min-h-dvh place-items-center p-6">
      <title>Quietdesk</title>
      <div className="flex flex-col items-center gap-4 text-center">
        <LogoMark className="size-12 animate-pulse" />
        <p className="text-muted" role="status">
          Loading Quietdesk…
        </p>
        <noscript>
          <p className="max-w-sm text-sm">
            The Quietdesk app needs JavaScript. The <a href="/">public site</a> and{' '}
            <a href="/faq">help pages</a> work without it.
          </p>
        </noscript>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense>
        <NotFoundPage />
      </Suspense>
    );
  // The heading is docs/product.md §8's; what went wrong (messages, route ids, stacks) goes to
  // the console, never to the visitor (docs/decisions/019-public-site-metadata.md).
  if (typeof console !== 'undefined') console.error(error);
  return (
    <main id="main" className="grid min-h-dvh place-items-center p-6">
      <title>Unexpected Application Error! | Quietdesk</title>
      <div className="max-w-lg text-center">
        <h1 className="text-3xl font-semibold tracking-tight">Unexpected Application Error!</h1>
        <p className="mt-4 text-muted">
          This page could not be shown. Reload to try again, or carry on from the dashboard.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <WayOnLinks reloadDocument />
        </div>
      </div>
    </main>
  );
}
