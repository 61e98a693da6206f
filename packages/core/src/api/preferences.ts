import { z } from 'zod';

// The web app imports these lists for its pickers, so the accepted values live in one place.
export const THEMES = ['light', 'dark', 'system'] as const;
export const COLOR_MODES = ['default', 'calm', 'focus'] as const;

export type Theme = (typeof THEMES)[number];
export type ColorMode = (typeof COLOR_MODES)[number];

export const themeSchema = z.enum(THEMES);
export const colorModeSchema = z.enum(COLOR_MODES);

export const preferencesSchema = z
  .object({
    theme: themeSchema,
    colorMode: colorModeSchema,
  })
  .meta({ id: 'Preferences' });

export type Preferences = z.infer<typeof preferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = { theme: 'system', colorMode: 'default' };
