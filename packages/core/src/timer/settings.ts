/**
 * Timer settings: durations in whole minutes, booleans for auto-start and sound.
 *
 * Two ways in:
 * - `timerSettingsSchema` (settings-schema.ts) is the strict contract for the API and forms:
 *   camelCase, integers in range and on the slider step, or a 422 with a readable message.
 * - `normalizeTimerSettings` is the forgiving reader for stored or legacy data (docs/product.md §3/§5:
 *   snake_case variants are read, values are converted to numbers, defaults fill the gaps).
 */

export interface SettingRange {
  min: number;
  max: number;
  step: number;
}

/** Slider ranges. Work and break come from docs/product.md (§5, §9). */
export const WORK_DURATION_RANGE: SettingRange = { min: 10, max: 90, step: 5 };
export const BREAK_DURATION_RANGE: SettingRange = { min: 2, max: 30, step: 1 };
/**
 * Not in the spec. 5..60 step 5 keeps the default 15 on the scale and a long break never
 * shorter than the shortest useful pause nor longer than a lunch hour.
 */
export const LONG_BREAK_DURATION_RANGE: SettingRange = { min: 5, max: 60, step: 5 };
/**
 * Not in the spec. From 2 (at least one short break per cycle; 1 would make every break long)
 * to 8 (two classic cycles), step 1, keeping the default 4.
 */
export const LONG_BREAK_INTERVAL_RANGE: SettingRange = { min: 2, max: 8, step: 1 };

export const TIMER_SETTING_RANGES = {
  workDuration: WORK_DURATION_RANGE,
  breakDuration: BREAK_DURATION_RANGE,
  longBreakDuration: LONG_BREAK_DURATION_RANGE,
  longBreakInterval: LONG_BREAK_INTERVAL_RANGE,
} as const;

export const TIMER_SETTING_LABELS = {
  workDuration: ['Work duration', 'minutes'],
  breakDuration: ['Break duration', 'minutes'],
  longBreakDuration: ['Long break duration', 'minutes'],
  longBreakInterval: ['Long-break interval', 'pomodoros'],
} as const;

export type NumericTimerSetting = keyof typeof TIMER_SETTING_RANGES;
const NUMERIC_KEYS = Object.keys(TIMER_SETTING_RANGES) as NumericTimerSetting[];
const BOOLEAN_KEYS = ['autoStartBreaks', 'autoStartPomodoros', 'soundEnabled'] as const;

/** What the timer runs on; `timerSettingsSchema` (settings-schema.ts) is its strict API form. */
export interface TimerSettings {
  workDuration: number;
  breakDuration: number;
  longBreakDuration: number;
  longBreakInterval: number;
  autoStartBreaks: boolean;
  autoStartPomodoros: boolean;
  soundEnabled: boolean;
}

/** docs/product.md §9: 25 / 5 / 15 minutes, long break every 4, auto-start breaks on, pomodoros off, sound on. */
export const DEFAULT_TIMER_SETTINGS: Readonly<TimerSettings> = Object.freeze({
  workDuration: 25,
  breakDuration: 5,
  longBreakDuration: 15,
  longBreakInterval: 4,
  autoStartBreaks: true,
  autoStartPomodoros: false,
  soundEnabled: true,
});

const SNAKE_CASE: Record<keyof TimerSettings, string> = {
  workDuration: 'work_duration',
  breakDuration: 'break_duration',
  longBreakDuration: 'long_break_duration',
  longBreakInterval: 'long_break_interval',
  autoStartBreaks: 'auto_start_breaks',
  autoStartPomodoros: 'auto_start_pomodoros',
  soundEnabled: 'sound_enabled',
};

/**
 * Maps an object that may use snake_case keys onto camelCase keys, camelCase winning when both
 * are present. Values are left untouched, so the strict schema can still reject them; use it as
 * `timerSettingsSchema.parse(toCamelCaseSettings(body))` where the API accepts both spellings.
 */
export function toCamelCaseSettings(input: unknown): Partial<Record<keyof TimerSettings, unknown>> {
  if (typeof input !== 'object' || input === null) return {};
  const source = input as Record<string, unknown>;
  const out: Partial<Record<keyof TimerSettings, unknown>> = {};
  for (const key of Object.keys(SNAKE_CASE) as (keyof TimerSettings)[]) {
    const value = source[key] ?? source[SNAKE_CASE[key]];
    if (value !== undefined && value !== null) out[key] = value;
  }
  return out;
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  // Number('') is 0, so blank strings must be caught before converting.
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

function toBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0') return false;
  return undefined;
}

/** Rounds to the nearest slider step and clamps into the range. */
export function snapToRange(value: number, { min, max, step }: SettingRange): number {
  const snapped = min + Math.round((value - min) / step) * step;
  return Math.min(max, Math.max(min, snapped));
}

/**
 * Reads settings from anything (stored JSON, an old server payload, form strings) and always
 * returns valid settings. Missing or unreadable values take the default; readable numbers outside
 * the range are clamped and snapped to the step rather than discarded, because a stored 100-minute
 * work length is closer to the user's intent as 90 than as 25.
 */
export function normalizeTimerSettings(input: unknown): TimerSettings {
  const raw = toCamelCaseSettings(input);
  const result: TimerSettings = { ...DEFAULT_TIMER_SETTINGS };
  for (const key of NUMERIC_KEYS) {
    const n = toNumber(raw[key]);
    if (n !== undefined) result[key] = snapToRange(n, TIMER_SETTING_RANGES[key]);
  }
  for (const key of BOOLEAN_KEYS) {
    const b = toBoolean(raw[key]);
    if (b !== undefined) result[key] = b;
  }
  return result;
}

/** Converts a setting in minutes to milliseconds (the machine works in ms). */
export const minutesToMs = (minutes: number): number => minutes * 60_000;
