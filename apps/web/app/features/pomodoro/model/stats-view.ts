import type { PomodoroStats } from '@quietdesk/core/api/pomodoro';
import {
  currentStreak,
  dailyTotals,
  dayKeyForTimeZone,
  todayTotals,
  type StatsRecord,
} from '@quietdesk/core/timer/stats';

/** Statistics as the timer screen shows them, from the server or from the local phase log. */
export interface StatsView {
  source: 'server' | 'local';
  today: { focusMinutes: number; completedPomodoros: number };
  days: { day: string; focusMinutes: number; completedPomodoros: number }[];
  streakDays: number;
}

export function fromServerStats(stats: PomodoroStats): StatsView {
  return {
    source: 'server',
    today: {
      focusMinutes: stats.today.focus_minutes,
      completedPomodoros: stats.today.completed_pomodoros,
    },
    days: stats.days.map((d) => ({
      day: d.day,
      focusMinutes: d.focus_minutes,
      completedPomodoros: d.completed_pomodoros,
    })),
    streakDays: stats.streak_days,
  };
}

/** The same figures from the phase log kept in this browser (core stats rules). */
export function localStats(
  records: readonly StatsRecord[],
  now: number,
  days: number,
  timeZone: string,
): StatsView {
  let dayKey;
  try {
    dayKey = dayKeyForTimeZone(timeZone);
  } catch {
    dayKey = dayKeyForTimeZone('UTC');
  }
  const today = todayTotals(records, now, dayKey);
  return {
    source: 'local',
    today: { focusMinutes: today.focusMinutes, completedPomodoros: today.completedPomodoros },
    days: dailyTotals(records, now, days, dayKey).map((d) => ({
      day: d.day,
      focusMinutes: d.focusMinutes,
      completedPomodoros: d.completedPomodoros,
    })),
    streakDays: currentStreak(records, now, dayKey),
  };
}
