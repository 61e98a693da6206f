import type { Config } from '@react-router/dev/config';
import { BLOG_SLUGS, FEATURE_SLUGS } from './app/lib/site-map';

// App screens prerendered as shells (header, title, the screen with its stored state left at
// defaults): the first paint needs no JavaScript, then the page hydrates into the app.
// Add a tool's screen here when it exists.
export const APP_SHELLS = [
  '/app/dashboard',
  '/app/pomodoro',
  '/app/fixation-reader',
  '/app/ai-planner',
  '/app/mind-maps',
  '/app/flashcards',
  '/app/faq',
];

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
    '/robots.txt',
    // The static "Page Not Found" page the server sends with status 404 for unknown paths.
    '/404',
    ...APP_SHELLS,
  ],
} satisfies Config;
