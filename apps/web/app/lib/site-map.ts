// Plain data (no Vite-only APIs): also imported by react-router.config.ts at build time.
// Blog posts are not listed here: each file in content/blog is one, so the callers pass the
// slugs they read from that folder (the build from the file system, the app from its glob).

export const FEATURE_SLUGS = [
  'ai-planner',
  'pomodoro',
  'fixation-reading',
  'mind-maps',
  'ambient-sounds',
  'flashcards',
] as const;

export type FeatureSlug = (typeof FEATURE_SLUGS)[number];

/** Every public HTML page, in sitemap order, given the blog's post slugs. */
export function publicPages(blogSlugs: readonly string[]): string[] {
  return [
    '/',
    '/demo',
    ...FEATURE_SLUGS.map((slug) => `/features/${slug}`),
    '/faq',
    '/blog',
    ...blogSlugs.map((slug) => `/blog/${slug}`),
    '/register',
    '/privacy-policy.html',
    '/terms-of-service.html',
    '/cookie-policy.html',
  ];
}

/** A post's slug from its file name in content/blog ("…/tame-project-chaos.md"). */
export const blogSlugOf = (file: string): string => file.replace(/^.*\//, '').replace(/\.md$/, '');
