import { z } from 'zod';

import { timerSettingsSchema } from '../timer/settings-schema.ts';
import { isoTimestamp } from './dates.ts';

import { COLOR_MODES, DEFAULT_COLOR_MODE, DEFAULT_THEME, THEMES } from './preference-values.ts';

export { COLOR_MODES, THEMES, type ColorMode, type Theme } from './preference-values.ts';

const themeSchema = z.enum(THEMES);
const colorModeSchema = z.enum(COLOR_MODES);

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

/**
 * The person's own focus-timer lengths, kept with the account (or the guest identity) so another
 * browser shows them too. `changed_at` is when they were last changed in the controls, in server
 * time; null (and `settings` null) until they are first saved.
 */
export const timerPreferencesSchema = z
  .object({
    settings: timerSettingsSchema.nullable(),
    changed_at: isoTimestamp('changed_at').nullable(),
  })
  .meta({ id: 'TimerPreferences' });

/**
 * A change made in the controls. The newer change wins: `changed_at` is read on the device's
 * clock and moved into server time by (server now − `sent_at`), so a wrong device clock cannot
 * make an old change look new. The answer is whichever settings won.
 */
export const putTimerPreferencesSchema = z
  .object({
    settings: timerSettingsSchema,
    changed_at: isoTimestamp('changed_at'),
    sent_at: isoTimestamp('sent_at'),
  })
  .meta({ id: 'PutTimerPreferences' });

export type TimerPreferences = z.infer<typeof timerPreferencesSchema>;
export type PutTimerPreferences = z.infer<typeof putTimerPreferencesSchema>;
