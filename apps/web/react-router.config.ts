import { readdirSync } from 'node:fs';
import type { Config } from '@react-router/dev/config';
import { blogSlugOf, publicPages } from './app/lib/site-map';

// Every Markdown file in content/blog is a post: adding one adds its page, feed entry and sitemap
// line with no list to update.
const blogSlugs = readdirSync(new URL('./content/blog', import.meta.url))
  .filter((file) => file.endsWith('.md'))
  .map(blogSlugOf);

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
  '/app/account',
];

// Marketing pages are prerendered to static HTML (readable without JS, cheap to serve);
// everything under /app is a client-only SPA served from __spa-fallback.html.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: false,
  prerender: [
    ...publicPages(blogSlugs),
    '/sitemap.xml',
    '/rss.xml',
    '/llms.txt',
    '/robots.txt',
    // The static "Page Not Found" page the server sends with status 404 for unknown paths.
    '/404',
    ...APP_SHELLS,
  ],
} satisfies Config;
