import {
  BREAK_DURATION_RANGE,
  LONG_BREAK_DURATION_RANGE,
  LONG_BREAK_INTERVAL_RANGE,
  WORK_DURATION_RANGE,
  type SettingRange,
  type TimerSettings,
} from '@quietdesk/core/timer/settings';
import { useId, type ReactNode } from 'react';

interface Props {
  settings: TimerSettings;
  /** During a session the lengths belong to the session; only sound can change. */
  locked: boolean;
  onChange(changes: Partial<TimerSettings>): void;
  /** A setting another feature owns (the route composes it in), shown after the flags. */
  extra?: ReactNode;
}

const RANGES: { key: keyof TimerSettings; label: string; unit: string; range: SettingRange }[] = [
  { key: 'workDuration', label: 'Work', unit: 'min', range: WORK_DURATION_RANGE },
  { key: 'breakDuration', label: 'Short break', unit: 'min', range: BREAK_DURATION_RANGE },
  { key: 'longBreakDuration', label: 'Long break', unit: 'min', range: LONG_BREAK_DURATION_RANGE },
  {
    key: 'longBreakInterval',
    label: 'Long break every',
    unit: 'pomodoros',
    range: LONG_BREAK_INTERVAL_RANGE,
  },
];

const FLAGS: { key: 'autoStartBreaks' | 'autoStartPomodoros' | 'soundEnabled'; label: string }[] = [
  { key: 'autoStartBreaks', label: 'Auto-start breaks' },
  { key: 'autoStartPomodoros', label: 'Auto-start pomodoros' },
  { key: 'soundEnabled', label: 'Sound' },
];

/** The settings row: native sliders and checkboxes, each labelled, values shown live. */
export function TimerSettingsRow({ settings, locked, onChange, extra }: Props) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-base font-semibold">
          Settings
        </h2>
        {locked && (
          <p className="text-xs text-muted">
            Lengths apply to the next session; stop to change them.
          </p>
        )}
      </div>
      <div className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {RANGES.map(({ key, label, unit, range }) => {
          const value = settings[key] as number;
          return (
            <div key={key}>
              <div className="flex items-baseline justify-between text-sm">
                <label htmlFor={`${id}-${key}`} className="font-medium">
                  {label}
                </label>
                <output htmlFor={`${id}-${key}`} className="text-muted tabular-nums">
                  {value} {unit}
                </output>
              </div>
              <input
                id={`${id}-${key}`}
                type="range"
                min={range.min}
                max={range.max}
                step={range.step}
                value={value}
                disabled={locked}
                aria-valuetext={`${value} ${unit === 'min' ? 'minutes' : unit}`}
                onChange={(e) => onChange({ [key]: Number(e.currentTarget.value) })}
                className="mt-2 w-full accent-[var(--qd-accent)] disabled:opacity-50"
              />
            </div>
          );
        })}
      </div>
      <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        {FLAGS.map(({ key, label }) => (
          <label key={key} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={settings[key]}
              disabled={locked && key !== 'soundEnabled'}
              onChange={(e) => onChange({ [key]: e.currentTarget.checked })}
              className="size-4 accent-[var(--qd-accent)]"
            />
            {label}
          </label>
        ))}
      </div>
      {extra}
    </section>
  );
}
