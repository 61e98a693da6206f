import { SITE_URL } from '~/lib/site';

// Prerendered to /robots.txt. Everything may be crawled (app screens included: blocking them
// would mark the dashboard "blocked from indexing"); the sitemap lists the public documents.
export function loader() {
  const body = ['User-agent: *', 'Allow: /', '', `Sitemap: ${SITE_URL}/sitemap.xml`, ''];
  return new Response(body.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
