import { describe, expect, it } from 'vitest';
import { QUARTER_HOUR_MS, totalsByDay } from './progress-buckets.ts';
import { HEATMAP_DAYS, heatmapGrid, heatmapStart, studyDays, studyLevel } from './heatmap.ts';

const at = (iso: string) => Math.floor(Date.parse(iso) / QUARTER_HOUR_MS);
const MIN = 60_000;

describe('quarter-hour buckets to days', () => {
  it('reads the day in the zone: late evening in New York is the next day in UTC', () => {
    const buckets = [{ bucket: at('2026-03-10T03:30:00Z'), value: 5 }];
    expect([...totalsByDay(buckets, 'America/New_York')]).toEqual([['2026-03-09', 5]]);
    expect([...totalsByDay(buckets, 'UTC')]).toEqual([['2026-03-10', 5]]);
  });

  it('keeps a quarter-hour zone exact: 00:00 in Kathmandu (+05:45) is its new day', () => {
    const buckets = [
      { bucket: at('2026-01-01T18:15:00Z'), value: 1 }, // 00:00 on the 2nd in Kathmandu
      { bucket: at('2026-01-01T18:00:00Z'), value: 2 }, // 23:45 on the 1st
    ];
    expect(Object.fromEntries(totalsByDay(buckets, 'Asia/Kathmandu'))).toEqual({
      '2026-01-02': 1,
      '2026-01-01': 2,
    });
  });
});

describe('study days', () => {
  it('adds focus and reviews per day, over the year to today only', () => {
    const days = studyDays(
      [
        { bucket: at('2026-06-01T08:00:00Z'), value: 25 * MIN },
        { bucket: at('2026-06-01T09:00:00Z'), value: 25 * MIN },
        { bucket: at('2025-06-01T09:00:00Z'), value: 25 * MIN }, // more than a year ago
      ],
      [
        { bucket: at('2026-06-01T10:00:00Z'), value: 12 },
        { bucket: at('2026-06-03T10:00:00Z'), value: 3 },
      ],
      '2026-06-03',
      'Europe/Berlin',
    );
    expect(days).toEqual([
      { day: '2026-06-01', focus_minutes: 50, cards_reviewed: 12 },
      { day: '2026-06-03', focus_minutes: 0, cards_reviewed: 3 },
    ]);
  });

  it('counts a daylight-saving day as one day (Berlin, last Sunday of March)', () => {
    const days = studyDays(
      [
        { bucket: at('2026-03-28T23:30:00Z'), value: 10 * MIN }, // 00:30 CET on the 29th
        { bucket: at('2026-03-29T21:30:00Z'), value: 20 * MIN }, // 23:30 CEST on the 29th
      ],
      [],
      '2026-03-30',
      'Europe/Berlin',
    );
    expect(days).toEqual([{ day: '2026-03-29', focus_minutes: 30, cards_reviewed: 0 }]);
  });
});

describe('levels', () => {
  it('grows with focus minutes and reviews together; any review is level 1 at least', () => {
    expect(studyLevel({ focus_minutes: 0, cards_reviewed: 0 })).toBe(0);
    expect(studyLevel({ focus_minutes: 0, cards_reviewed: 1 })).toBe(1);
    expect(studyLevel({ focus_minutes: 14, cards_reviewed: 0 })).toBe(1);
    expect(studyLevel({ focus_minutes: 25, cards_reviewed: 0 })).toBe(2);
    expect(studyLevel({ focus_minutes: 40, cards_reviewed: 30 })).toBe(3); // 40 + 5 minutes
    expect(studyLevel({ focus_minutes: 100, cards_reviewed: 0 })).toBe(4);
  });
});

describe('the grid', () => {
  it('lays the year in Monday-first weeks ending with today, blanks outside it', () => {
    const today = '2026-11-26'; // a Thursday
    const grid = heatmapGrid([{ day: today, focus_minutes: 50, cards_reviewed: 0 }], today);
    const cells = grid.weeks.flat().filter((cell) => cell !== null);
    expect(cells).toHaveLength(HEATMAP_DAYS);
    expect(cells[0]!.day).toBe(heatmapStart(today));
    expect(cells.at(-1)).toEqual({ day: today, focus_minutes: 50, cards_reviewed: 0, level: 3 });
    const last = grid.weeks.at(-1)!;
    expect(last.slice(0, 4).map((cell) => cell?.day)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    expect(last.slice(4)).toEqual([null, null, null]);
    expect(grid.weeks.every((week) => week.length === 7)).toBe(true);
    expect(grid).toMatchObject({ studyDays: 1, focusMinutes: 50, cardsReviewed: 0 });
  });

  it('spans a leap day', () => {
    const grid = heatmapGrid([], '2028-03-01');
    const days = grid.weeks.flat().flatMap((cell) => (cell ? [cell.day] : []));
    expect(days).toContain('2028-02-29');
    expect(days).toHaveLength(HEATMAP_DAYS);
    expect(days[0]).toBe('2027-03-03');
  });
});
