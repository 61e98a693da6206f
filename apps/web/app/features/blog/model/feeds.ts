import { escapeXml } from '~/lib/xml';
import type { PostSummary } from './post';

interface SitemapEntry {
  path: string;
  lastmod?: string;
}

export function buildSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map(
      (e) =>
        `  <url><loc>${escapeXml(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function buildRss(
  origin: string,
  channel: { title: string; description: string },
  posts: readonly PostSummary[],
): string {
  const items = posts
    .map((p) => {
      const link = `${origin}/blog/${p.slug}`;
      return `    <item>
      <title>${escapeXml(p.title)}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="true">${escapeXml(link)}</guid>
      <description>${escapeXml(p.excerpt)}</description>
      <pubDate>${new Date(`${p.published}T00:00:00Z`).toUTCString()}</pubDate>
    </item>`;
    })
    .join('\n');
  const latest = posts.reduce((max, p) => (p.modified > max ? p.modified : max), '1970-01-01');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(`${origin}/blog`)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>en</language>
    <lastBuildDate>${new Date(`${latest}T00:00:00Z`).toUTCString()}</lastBuildDate>
    <atom:link href="${escapeXml(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}
