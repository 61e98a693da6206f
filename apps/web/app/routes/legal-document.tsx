// A resource route: prerendering writes its response verbatim to privacy-policy.html etc.,
// so the legal pages are plain static files (no JavaScript) styled with the app stylesheet.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { MarketingHeader } from '~/components/layout/marketing-header';
import { SITE_MENU_SCRIPT } from '~/components/layout/site-menu';
import { PageContainer } from '~/components/layout/page-container';
import { SiteFooter } from '~/components/layout/site-footer';
import { ICON_LINKS, breadcrumbLd, pageMeta } from '~/lib/meta';
import { getLegalDocument } from '~/features/legal/api/legal.server';
import { formatPostDate } from '~/features/blog/model/post';
import { THEME_INIT_SCRIPT } from '~/features/theme/model/theme';
import stylesheet from '~/app.css?url';
import type { Route } from './+types/legal-document';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Tag = Record<string, unknown>;
const attributes = (tag: Tag) =>
  Object.entries(tag)
    .filter(([key]) => key !== 'tagName')
    .map(([key, value]) => `${key}="${escapeHtml(String(value))}"`)
    .join(' ');

/** The same head tags a React route gets from `pageMeta` (title, canonical, Open Graph, JSON-LD). */
function headTags(title: string, description: string, path: string): string {
  const tags = pageMeta(title, description, {
    path,
    jsonLd: [
      breadcrumbLd([
        { name: 'Home', path: '/' },
        { name: title, path },
      ]),
    ],
  }) as Tag[];
  return tags
    .map((tag) => {
      if ('title' in tag) return `<title>${escapeHtml(String(tag.title))}</title>`;
      if ('script:ld+json' in tag) {
        const json = JSON.stringify(tag['script:ld+json']).replace(/</g, '\\u003c');
        return `<script type="application/ld+json">${json}</script>`;
      }
      return tag.tagName === 'link' ? `<link ${attributes(tag)}>` : `<meta ${attributes(tag)}>`;
    })
    .concat(ICON_LINKS.map((link) => `<link ${attributes(link)}>`))
    .join('');
}

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const doc = getLegalDocument(pathname.replace(/\/$/, ''));
  if (!doc) return new Response('Not found', { status: 404 });

  const body = renderToStaticMarkup(
    <MemoryRouter initialEntries={[pathname]}>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-accent px-4 py-2 text-accent-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <div className="flex min-h-dvh flex-col">
        <MarketingHeader />
        <main id="main" className="flex-1">
          <PageContainer width="narrow" className="py-14 sm:py-20">
            <h1 className="text-4xl font-semibold tracking-tight">{doc.title}</h1>
            <p className="mt-3 text-sm text-muted">
              Last updated <time dateTime={doc.updated}>{formatPostDate(doc.updated)}</time>
            </p>
            <div className="prose-qd mt-8" dangerouslySetInnerHTML={{ __html: doc.html }} />
          </PageContainer>
        </main>
        <SiteFooter />
      </div>
    </MemoryRouter>,
  );

  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><script>${THEME_INIT_SCRIPT}</script>${headTags(doc.title, doc.description, pathname)}<link rel="stylesheet" href="${stylesheet}"></head><body>${body}<script>${SITE_MENU_SCRIPT}</script></body></html>`;
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
