import { z } from 'zod';
import {
  TIMER_SETTING_LABELS,
  TIMER_SETTING_RANGES,
  type NumericTimerSetting,
  type TimerSettings,
} from './settings.ts';

// The strict form of the timer settings, for the API and forms. Kept apart from settings.ts so
// the timer itself (the app's header loads it on every screen) runs without zod: building these
// schemas costs ~10 ms on a phone at start-up, and zod is ~80 KB the first load does not need.

function rangedInt(key: NumericTimerSetting) {
  const { min, max, step } = TIMER_SETTING_RANGES[key];
  const [label, unit] = TIMER_SETTING_LABELS[key];
  const between = `${label} must be between ${min} and ${max} ${unit}.`;
  let schema = z
    .number({ error: `${label} must be a number of ${unit}.` })
    .int({ error: `${label} must be a whole number of ${unit}.` })
    .min(min, { error: between })
    .max(max, { error: between });
  // Steps are counted from the minimum, as a slider does (10, 15, ... 90).
  if (step > 1) {
    schema = schema.refine((v) => (v - min) % step === 0, {
      error: `${label} must be in steps of ${step} ${unit}.`,
    });
  }
  return schema;
}

const flag = (label: string) => z.boolean({ error: `${label} must be true or false.` });

export const timerSettingsSchema = z.object({
  workDuration: rangedInt('workDuration'),
  breakDuration: rangedInt('breakDuration'),
  longBreakDuration: rangedInt('longBreakDuration'),
  longBreakInterval: rangedInt('longBreakInterval'),
  autoStartBreaks: flag('Auto-start breaks'),
  autoStartPomodoros: flag('Auto-start pomodoros'),
  soundEnabled: flag('Sound'),
});

// The schema and the interface must describe the same object.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sameShape: Same<z.infer<typeof timerSettingsSchema>, TimerSettings> = true;
void sameShape;
