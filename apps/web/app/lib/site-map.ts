// Plain data (no Vite-only APIs): also imported by react-router.config.ts at build time.
export const BLOG_SLUGS = [
  'tame-project-chaos',
  'managing-productivity-focus',
  'visual-reading-guide',
  'digital-organization-mind-mapping',
  'pomodoro-technique-focus-sessions',
  'workplace-productivity-tools-comparison',
] as const;

export const FEATURE_SLUGS = [
  'ai-planner',
  'pomodoro',
  'fixation-reading',
  'mind-maps',
  'ambient-sounds',
  'flashcards',
] as const;

export type FeatureSlug = (typeof FEATURE_SLUGS)[number];

/** Every public HTML page, in sitemap order. */
export const PUBLIC_PAGES = [
  '/',
  '/demo',
  ...FEATURE_SLUGS.map((slug) => `/features/${slug}`),
  '/faq',
  '/blog',
  ...BLOG_SLUGS.map((slug) => `/blog/${slug}`),
  '/register',
  '/privacy-policy.html',
  '/terms-of-service.html',
  '/cookie-policy.html',
];
