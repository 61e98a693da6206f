// The accepted preference values, free of zod so the web app's theme code (which runs on every
// page, before first paint) imports them directly; `preferences.ts` builds the schema from them.
export const THEMES = ['light', 'dark', 'system'] as const;
export const COLOR_MODES = ['default', 'calm', 'focus'] as const;

export type Theme = (typeof THEMES)[number];
export type ColorMode = (typeof COLOR_MODES)[number];

/** docs/product.md §9: the theme follows the system by default. */
export const DEFAULT_THEME: Theme = 'system';
export const DEFAULT_COLOR_MODE: ColorMode = 'default';
