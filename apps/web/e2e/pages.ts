import { readdirSync } from 'node:fs';

// Every page the axe scan and smoke tests visit.
export const PUBLIC_PAGES = [
  '/',
  '/demo',
  '/features/ai-planner',
  '/features/pomodoro',
  '/features/fixation-reading',
  '/features/mind-maps',
  '/features/ambient-sounds',
  '/features/flashcards',
  '/faq',
  '/blog',
  // Every post in content/blog, as the build prerenders them.
  ...readdirSync(new URL('../content/blog', import.meta.url))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `/blog/${file.slice(0, -3)}`),
  '/privacy-policy.html',
  '/terms-of-service.html',
  '/cookie-policy.html',
];

export const APP_PAGES = [
  '/app/dashboard',
  '/app/ai-planner',
  '/app/pomodoro',
  '/app/fixation-reader',
  '/app/mind-maps',
  '/app/mind-maps/example-id',
  '/app/flashcards',
  '/app/faq',
  '/app/register',
  '/app/sign-in',
  '/app/account',
];

export const TOOL_LINKS = [
  { name: 'AI Planner', href: '/app/ai-planner' },
  { name: 'Focus Timer', href: '/app/pomodoro' },
  { name: 'Fixation Reader', href: '/app/fixation-reader' },
  { name: 'Mind Maps', href: '/app/mind-maps' },
  { name: 'Flashcards', href: '/app/flashcards' },
];
