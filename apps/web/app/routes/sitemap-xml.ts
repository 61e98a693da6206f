import { PUBLIC_PAGES } from '~/lib/site-map';
import { SITE_URL } from '~/lib/site';
import { getPostSummaries } from '~/features/blog/api/blog.server';
import { buildSitemap } from '~/features/blog/model/feeds';

export function loader() {
  const posts = new Map(getPostSummaries().map((p) => [`/blog/${p.slug}`, p.modified]));
  const xml = buildSitemap(
    SITE_URL,
    PUBLIC_PAGES.map((path) => ({ path, lastmod: posts.get(path) })),
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
