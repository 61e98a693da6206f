import { z } from 'zod';

import {
  COLOR_MODES,
  DEFAULT_COLOR_MODE,
  DEFAULT_THEME,
  THEMES,
  type ColorMode,
  type Theme,
} from './preference-values.ts';

export { COLOR_MODES, THEMES, type ColorMode, type Theme };

export const themeSchema = z.enum(THEMES);
export const colorModeSchema = z.enum(COLOR_MODES);

export const preferencesSchema = z
  .object({
    theme: themeSchema,
    colorMode: colorModeSchema,
  })
  .meta({ id: 'Preferences' });

export type Preferences = z.infer<typeof preferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = {
  theme: DEFAULT_THEME,
  colorMode: DEFAULT_COLOR_MODE,
};
