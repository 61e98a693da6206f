import { PRODUCT_NAME, SITE_URL } from '~/lib/site';
import { getPostSummaries } from '~/features/blog/api/blog.server';
import { buildRss } from '~/features/blog/model/feeds';

export function loader() {
  const xml = buildRss(
    SITE_URL,
    {
      title: `${PRODUCT_NAME} blog`,
      description: 'Practical notes on focus, planning, reading and studying.',
    },
    getPostSummaries(),
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
