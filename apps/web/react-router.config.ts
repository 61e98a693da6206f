import type { Config } from '@react-router/dev/config';
import { BLOG_SLUGS, FEATURE_SLUGS } from './app/lib/site-map';

// Marketing pages are prerendered to static HTML (readable without JS, cheap to serve);
// everything under /app is a client-only SPA served from __spa-fallback.html.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: false,
  prerender: [
    '/',
    '/demo',
    '/faq',
    '/register',
    '/blog',
    ...BLOG_SLUGS.map((slug) => `/blog/${slug}`),
    ...FEATURE_SLUGS.map((slug) => `/features/${slug}`),
    '/privacy-policy.html',
    '/terms-of-service.html',
    '/cookie-policy.html',
    '/sitemap.xml',
    '/rss.xml',
    '/llms.txt',
  ],
} satisfies Config;
