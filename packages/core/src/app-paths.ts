// The client routes under /app (apps/web/app/routes.ts), so the server can answer any other /app
// address with 404 and the "Page Not Found" page instead of an app shell that says 200.
// apps/web/app/app-paths.test.ts checks every /app route in routes.ts is listed here: a new
// screen is added in both places.

import { UUID_SOURCE } from './uuid';

/** Screens with a fixed address, under /app. */
const APP_SCREENS = [
  'dashboard',
  'ai-planner',
  'pomodoro',
  'fixation-reader',
  'mind-maps',
  'flashcards',
  'faq',
  'register',
  'sign-in',
  'forgot-password',
  'reset-password',
  'account',
] as const;

const KNOWN_APP_PATHS: readonly RegExp[] = [
  /^\/app\/?$/,
  new RegExp(`^/app/(${APP_SCREENS.join('|')})/?$`),
  // A mind map's id is a UUID; anything else cannot be a map.
  new RegExp(`^/app/mind-maps/${UUID_SOURCE}/?$`, 'i'),
];

/** Whether a (decoded) pathname is one of the app's screens. */
export const isKnownAppPath = (pathname: string): boolean =>
  KNOWN_APP_PATHS.some((pattern) => pattern.test(pathname));
