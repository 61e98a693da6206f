import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  // Public site: prerendered at build time (see react-router.config.ts).
  layout('routes/marketing-layout.tsx', [
    index('routes/home.tsx'),
    route('demo', 'routes/demo.tsx'),
    route('features/:slug', 'routes/feature-page.tsx'),
    route('faq', 'routes/faq.tsx'),
    route('blog', 'routes/blog-index.tsx'),
    route('blog/:slug', 'routes/blog-post.tsx'),
    route('register', 'routes/register.tsx'),
  ]),

  // Static documents produced at build time (resource routes, written as plain files).
  route('privacy-policy.html', 'routes/legal-document.tsx', { id: 'legal-privacy' }),
  route('terms-of-service.html', 'routes/legal-document.tsx', { id: 'legal-terms' }),
  route('cookie-policy.html', 'routes/legal-document.tsx', { id: 'legal-cookies' }),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('rss.xml', 'routes/rss-xml.ts'),
  route('llms.txt', 'routes/llms-txt.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),

  // The app: client-only, served from __spa-fallback.html.
  route('app', 'routes/app-layout.tsx', [
    index('routes/app-index.tsx'),
    route('dashboard', 'routes/app-dashboard.tsx'),
    route('ai-planner', 'routes/app-ai-planner.tsx'),
    route('pomodoro', 'routes/app-pomodoro.tsx'),
    route('fixation-reader', 'routes/app-fixation-reader.tsx'),
    route('mind-maps', 'routes/app-mind-maps.tsx'),
    route('mind-maps/:id', 'routes/app-mind-map.tsx'),
    route('flashcards', 'routes/app-flashcards.tsx'),
    route('faq', 'routes/app-faq.tsx'),
    route('register', 'routes/app-register.tsx'),
    route('sign-in', 'routes/app-sign-in.tsx'),
    route('forgot-password', 'routes/app-forgot-password.tsx'),
    route('reset-password', 'routes/app-reset-password.tsx'),
    route('account', 'routes/app-account.tsx'),
  ]),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
