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
  '/blog/tame-project-chaos',
  '/blog/managing-productivity-focus',
  '/blog/visual-reading-guide',
  '/blog/digital-organization-mind-mapping',
  '/blog/pomodoro-technique-focus-sessions',
  '/blog/workplace-productivity-tools-comparison',
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
