import { publicPages } from '~/lib/site-map';
import { SITE_URL } from '~/lib/site';
import { getPostSummaries } from '~/features/blog/api/blog.server';
import { buildSitemap } from '~/features/blog/model/feeds';

export function loader() {
  const summaries = getPostSummaries();
  const posts = new Map(summaries.map((p) => [`/blog/${p.slug}`, p.modified]));
  const xml = buildSitemap(
    SITE_URL,
    publicPages(summaries.map((p) => p.slug)).map((path) => ({ path, lastmod: posts.get(path) })),
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
