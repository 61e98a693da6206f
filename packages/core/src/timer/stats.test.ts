import { describe, expect, it } from 'vitest';
import {
  currentStreak,
  dailyTotals,
  dayKeyForOffset,
  dayKeyForTimeZone,
  isCompletedPomodoro,
  shiftDayKey,
  todayTotals,
  type StatsRecord,
} from './stats.ts';

const MIN = 60_000;
const utc = dayKeyForOffset(0);
/** 12:00 UTC on the given day of January 2025. */
const noon = (day: number) => Date.UTC(2025, 0, day, 12);

function work(endedAt: number, focusMin = 25, outcome?: StatsRecord['outcome']): StatsRecord {
  return {
    kind: 'work',
    startedAt: endedAt - focusMin * MIN,
    endedAt,
    focusedMs: focusMin * MIN,
    ...(outcome ? { outcome } : {}),
  };
}

describe('day keys', () => {
  it('uses minutes east of UTC for a fixed offset', () => {
    const lateEvening = Date.UTC(2025, 0, 6, 22, 30);
    expect(utc(lateEvening)).toBe('2025-01-06');
    expect(dayKeyForOffset(120)(lateEvening)).toBe('2025-01-07');
    expect(dayKeyForOffset(-300)(Date.UTC(2025, 0, 6, 3))).toBe('2025-01-05');
  });

  it('follows an IANA zone including daylight saving', () => {
    const berlin = dayKeyForTimeZone('Europe/Berlin');
    expect(berlin(Date.UTC(2025, 0, 6, 23, 30))).toBe('2025-01-07'); // UTC+1
    expect(berlin(Date.UTC(2025, 6, 6, 22, 30))).toBe('2025-07-07'); // UTC+2
    expect(berlin(Date.UTC(2025, 6, 6, 21, 30))).toBe('2025-07-06');
    expect(() => dayKeyForTimeZone('Not/AZone')).toThrow(RangeError);
  });

  it('shifts calendar days across months, years and leap days', () => {
    expect(shiftDayKey('2024-03-01', -1)).toBe('2024-02-29');
    expect(shiftDayKey('2025-01-01', -1)).toBe('2024-12-31');
    expect(shiftDayKey('2025-01-31', 1)).toBe('2025-02-01');
    expect(shiftDayKey('2025-01-10', -29)).toBe('2024-12-12');
    expect(() => shiftDayKey('yesterday', -1)).toThrow(RangeError);
  });
});

describe('isCompletedPomodoro', () => {
  it('counts completed work only; missing outcome means completed', () => {
    expect(isCompletedPomodoro(work(noon(6)))).toBe(true);
    expect(isCompletedPomodoro(work(noon(6), 25, 'completed'))).toBe(true);
    expect(isCompletedPomodoro(work(noon(6), 10, 'skipped'))).toBe(false);
    expect(isCompletedPomodoro(work(noon(6), 10, 'stopped'))).toBe(false);
    expect(isCompletedPomodoro({ ...work(noon(6)), kind: 'break' })).toBe(false);
  });
});

describe('todayTotals', () => {
  it("sums today's focus from all work phases and counts completed pomodoros", () => {
    const records = [
      work(noon(6) - 60 * MIN),
      work(noon(6), 25, 'completed'),
      work(noon(6) + MIN, 10, 'skipped'),
      { ...work(noon(6) + 2 * MIN, 5), kind: 'break' as const },
      work(noon(5)),
    ];
    expect(todayTotals(records, noon(6) + 3 * MIN, utc)).toEqual({
      day: '2025-01-06',
      focusMs: 60 * MIN,
      focusMinutes: 60,
      completedPomodoros: 2,
    });
  });

  it('rounds focus minutes down', () => {
    const record = { ...work(noon(6)), focusedMs: 25 * MIN - 1 };
    expect(todayTotals([record], noon(6), utc).focusMinutes).toBe(24);
  });

  it('assigns a phase to the local day it ended on', () => {
    // Ends 23:30 UTC on the 6th = 01:30 on the 7th at UTC+2.
    const record = work(Date.UTC(2025, 0, 6, 23, 30));
    const plus2 = dayKeyForOffset(120);
    expect(todayTotals([record], Date.UTC(2025, 0, 7, 8), plus2).completedPomodoros).toBe(1);
    expect(todayTotals([record], Date.UTC(2025, 0, 6, 20), plus2).completedPomodoros).toBe(0);
    expect(todayTotals([record], Date.UTC(2025, 0, 6, 23, 45), utc).completedPomodoros).toBe(1);
  });

  it('is zero with no records', () => {
    expect(todayTotals([], noon(6), utc)).toEqual({
      day: '2025-01-06',
      focusMs: 0,
      focusMinutes: 0,
      completedPomodoros: 0,
    });
  });
});

describe('dailyTotals', () => {
  it('gives 7 zero-filled days, oldest first, ending today', () => {
    const records = [work(noon(10)), work(noon(10)), work(noon(8), 10, 'stopped'), work(noon(3))];
    const series = dailyTotals(records, noon(10), 7, utc);
    expect(series.map((d) => d.day)).toEqual([
      '2025-01-04',
      '2025-01-05',
      '2025-01-06',
      '2025-01-07',
      '2025-01-08',
      '2025-01-09',
      '2025-01-10',
    ]);
    expect(series.map((d) => d.completedPomodoros)).toEqual([0, 0, 0, 0, 0, 0, 2]);
    expect(series.map((d) => d.focusMinutes)).toEqual([0, 0, 0, 0, 10, 0, 50]);
  });

  it('gives 30 days for a month', () => {
    const series = dailyTotals([work(noon(10) - 29 * 24 * 60 * MIN)], noon(10), 30, utc);
    expect(series).toHaveLength(30);
    expect(series[0]).toMatchObject({ day: '2024-12-12', completedPomodoros: 1 });
    expect(series[29]?.day).toBe('2025-01-10');
  });

  it('neither skips nor repeats a day across a daylight-saving change', () => {
    const berlin = dayKeyForTimeZone('Europe/Berlin');
    const series = dailyTotals([], Date.UTC(2025, 2, 31, 10), 3, berlin);
    expect(series.map((d) => d.day)).toEqual(['2025-03-29', '2025-03-30', '2025-03-31']);
  });
});

describe('currentStreak', () => {
  it('counts consecutive days ending today', () => {
    const records = [work(noon(10)), work(noon(9)), work(noon(9)), work(noon(8)), work(noon(6))];
    expect(currentStreak(records, noon(10) + MIN, utc)).toBe(3);
  });

  it('counts up to yesterday when nothing is done yet today', () => {
    const records = [work(noon(9)), work(noon(8))];
    expect(currentStreak(records, noon(10), utc)).toBe(2);
  });

  it('is 0 when neither today nor yesterday has a pomodoro', () => {
    expect(currentStreak([work(noon(8))], noon(10), utc)).toBe(0);
    expect(currentStreak([], noon(10), utc)).toBe(0);
  });

  it('is not kept alive by skipped work or breaks', () => {
    const records = [
      work(noon(10)),
      work(noon(9), 10, 'skipped'),
      { ...work(noon(9)), kind: 'long_break' as const },
      work(noon(8)),
    ];
    expect(currentStreak(records, noon(10), utc)).toBe(1);
  });

  it('uses local days', () => {
    // 23:30 UTC on the 9th is the 10th at UTC+2: with today the 10th, one day at UTC+2.
    const records = [work(Date.UTC(2025, 0, 9, 23, 30)), work(noon(8))];
    expect(currentStreak(records, noon(10), utc)).toBe(2);
    expect(currentStreak(records, noon(10), dayKeyForOffset(120))).toBe(1);
  });
});
