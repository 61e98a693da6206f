import { describe, expect, it } from 'vitest';
import {
  BREAK_DURATION_RANGE,
  DEFAULT_TIMER_SETTINGS,
  LONG_BREAK_DURATION_RANGE,
  LONG_BREAK_INTERVAL_RANGE,
  WORK_DURATION_RANGE,
  normalizeTimerSettings,
  snapToRange,
  toCamelCaseSettings,
} from './settings.ts';
import { timerSettingsSchema } from './settings-schema.ts';

describe('constants (docs/product.md §9)', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_TIMER_SETTINGS).toEqual({
      workDuration: 25,
      breakDuration: 5,
      longBreakDuration: 15,
      longBreakInterval: 4,
      autoStartBreaks: true,
      autoStartPomodoros: false,
      soundEnabled: true,
    });
    expect(Object.isFrozen(DEFAULT_TIMER_SETTINGS)).toBe(true);
  });

  it('has the slider ranges', () => {
    expect(WORK_DURATION_RANGE).toEqual({ min: 10, max: 90, step: 5 });
    expect(BREAK_DURATION_RANGE).toEqual({ min: 2, max: 30, step: 1 });
    expect(LONG_BREAK_DURATION_RANGE).toEqual({ min: 5, max: 60, step: 5 });
    expect(LONG_BREAK_INTERVAL_RANGE).toEqual({ min: 2, max: 8, step: 1 });
  });

  it('defaults pass the strict schema', () => {
    expect(timerSettingsSchema.safeParse(DEFAULT_TIMER_SETTINGS).success).toBe(true);
  });
});

describe('timerSettingsSchema (strict, for the API)', () => {
  const messageFor = (patch: Record<string, unknown>) => {
    const result = timerSettingsSchema.safeParse({ ...DEFAULT_TIMER_SETTINGS, ...patch });
    return result.success ? undefined : result.error.issues.map((i) => i.message).join(' | ');
  };

  it.each([
    [{ workDuration: 10 }],
    [{ workDuration: 90 }],
    [{ breakDuration: 2 }],
    [{ breakDuration: 30 }],
    [{ breakDuration: 17 }],
    [{ longBreakDuration: 5 }],
    [{ longBreakDuration: 60 }],
    [{ longBreakInterval: 2 }],
    [{ longBreakInterval: 8 }],
  ])('accepts the edge %o', (patch) => {
    expect(messageFor(patch)).toBeUndefined();
  });

  it.each([
    [{ workDuration: 5 }, 'Work duration must be between 10 and 90 minutes.'],
    [{ workDuration: 95 }, 'Work duration must be between 10 and 90 minutes.'],
    [{ workDuration: 27 }, 'Work duration must be in steps of 5 minutes.'],
    [{ workDuration: 25.5 }, 'Work duration must be a whole number of minutes.'],
    [{ workDuration: '25' }, 'Work duration must be a number of minutes.'],
    [{ breakDuration: 1 }, 'Break duration must be between 2 and 30 minutes.'],
    [{ breakDuration: 31 }, 'Break duration must be between 2 and 30 minutes.'],
    [{ longBreakDuration: 0 }, 'Long break duration must be between 5 and 60 minutes.'],
    [{ longBreakDuration: 65 }, 'Long break duration must be between 5 and 60 minutes.'],
    [{ longBreakDuration: 12 }, 'Long break duration must be in steps of 5 minutes.'],
    [{ longBreakInterval: 1 }, 'Long-break interval must be between 2 and 8 pomodoros.'],
    [{ longBreakInterval: 9 }, 'Long-break interval must be between 2 and 8 pomodoros.'],
    [{ autoStartBreaks: 'yes' }, 'Auto-start breaks must be true or false.'],
    [{ soundEnabled: undefined }, 'Sound must be true or false.'],
  ])('rejects %o with a readable message', (patch, message) => {
    expect(messageFor(patch)).toContain(message);
  });

  it('accepts snake_case through toCamelCaseSettings, camelCase winning', () => {
    const parsed = timerSettingsSchema.parse(
      toCamelCaseSettings({
        work_duration: 50,
        workDuration: 30,
        break_duration: 10,
        long_break_duration: 20,
        long_break_interval: 3,
        auto_start_breaks: false,
        auto_start_pomodoros: true,
        sound_enabled: false,
      }),
    );
    expect(parsed).toEqual({
      workDuration: 30,
      breakDuration: 10,
      longBreakDuration: 20,
      longBreakInterval: 3,
      autoStartBreaks: false,
      autoStartPomodoros: true,
      soundEnabled: false,
    });
  });
});

describe('normalizeTimerSettings (forgiving reader)', () => {
  it.each([[undefined], [null], ['25'], [42], [[]], [{}]])('gives defaults for %o', (input) => {
    expect(normalizeTimerSettings(input)).toEqual(DEFAULT_TIMER_SETTINGS);
  });

  it('returns a fresh object, never the frozen defaults', () => {
    const settings = normalizeTimerSettings(undefined);
    expect(settings).not.toBe(DEFAULT_TIMER_SETTINGS);
    expect(Object.isFrozen(settings)).toBe(false);
  });

  it('reads every snake_case variant', () => {
    expect(
      normalizeTimerSettings({
        work_duration: 50,
        break_duration: 10,
        long_break_duration: 30,
        long_break_interval: 2,
        auto_start_breaks: false,
        auto_start_pomodoros: true,
        sound_enabled: false,
      }),
    ).toEqual({
      workDuration: 50,
      breakDuration: 10,
      longBreakDuration: 30,
      longBreakInterval: 2,
      autoStartBreaks: false,
      autoStartPomodoros: true,
      soundEnabled: false,
    });
  });

  it('prefers camelCase when both spellings are present', () => {
    const s = normalizeTimerSettings({ workDuration: 40, work_duration: 60 });
    expect(s.workDuration).toBe(40);
  });

  it('converts numeric and boolean strings', () => {
    const s = normalizeTimerSettings({
      workDuration: '45',
      break_duration: ' 7 ',
      longBreakInterval: '6',
      autoStartBreaks: 'false',
      auto_start_pomodoros: 'true',
      soundEnabled: 0,
    });
    expect(s).toMatchObject({
      workDuration: 45,
      breakDuration: 7,
      longBreakInterval: 6,
      autoStartBreaks: false,
      autoStartPomodoros: true,
      soundEnabled: false,
    });
  });

  it('falls back to defaults for unreadable values', () => {
    const s = normalizeTimerSettings({
      workDuration: 'abc',
      breakDuration: '',
      longBreakDuration: Number.NaN,
      longBreakInterval: Infinity,
      autoStartBreaks: 'maybe',
      soundEnabled: null,
    });
    expect(s).toEqual(DEFAULT_TIMER_SETTINGS);
  });

  it('clamps out-of-range numbers and snaps them to the step', () => {
    const s = normalizeTimerSettings({
      workDuration: 100,
      breakDuration: 0,
      longBreakDuration: 12,
      longBreakInterval: 20,
    });
    expect(s).toMatchObject({
      workDuration: 90,
      breakDuration: 2,
      longBreakDuration: 10,
      longBreakInterval: 8,
    });
    expect(timerSettingsSchema.safeParse(s).success).toBe(true);
  });

  it('snaps to the nearest step', () => {
    expect(snapToRange(27, WORK_DURATION_RANGE)).toBe(25);
    expect(snapToRange(28, WORK_DURATION_RANGE)).toBe(30);
    expect(snapToRange(4.6, BREAK_DURATION_RANGE)).toBe(5);
    expect(snapToRange(-3, LONG_BREAK_INTERVAL_RANGE)).toBe(2);
  });
});
