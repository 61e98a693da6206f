import { describe, expect, it } from 'vitest';
import { dayKey, isTimeZone, previousDay, studyStreak, type CardHistory } from './study-streak.ts';

const DAY = 86_400_000;
const TZ = 'UTC';
const now = new Date();
// Midday `n` days ago, so every instant falls well inside its calendar day.
const noon = (daysAgo: number) =>
  new Date(Date.parse(`${dayKey(now, TZ)}T12:00:00Z`) - daysAgo * DAY);

/** A card reviewed on the given days, each review making it due again `gap` days later. */
function card(createdDaysAgo: number, reviewedDaysAgo: number[], gap = 1): CardHistory {
  return {
    createdAt: noon(createdDaysAgo),
    reviews: reviewedDaysAgo.map((d) => ({
      reviewedAt: noon(d),
      dueAfter: new Date(noon(d).getTime() + gap * DAY),
    })),
  };
}

describe('study-day streak', () => {
  it('is 0 without reviews', () => {
    expect(studyStreak([card(3, [])], now, TZ)).toEqual({ current: 0, reviewedToday: false });
  });

  it('counts consecutive days with reviews, including today', () => {
    expect(studyStreak([card(5, [3, 2, 1, 0])], now, TZ)).toEqual({
      current: 4,
      reviewedToday: true,
    });
  });

  it('keeps yesterday’s streak alive until today is over', () => {
    expect(studyStreak([card(5, [2, 1])], now, TZ)).toEqual({ current: 2, reviewedToday: false });
  });

  it('breaks on a day when cards were due and nothing was reviewed', () => {
    // Reviewed 4 and 3 days ago, due again 2 days ago, skipped, then reviewed 1 day ago.
    expect(studyStreak([card(5, [4, 3, 1, 0])], now, TZ).current).toBe(2);
  });

  it('does not break on a day with nothing due', () => {
    // Each review pushes the card 3 days out: the days between owed nothing.
    expect(studyStreak([card(10, [9, 6, 3, 0], 3)], now, TZ)).toEqual({
      current: 4,
      reviewedToday: true,
    });
  });

  it('breaks when a new card waited unstudied', () => {
    const studied = card(10, [9, 6, 3, 0], 3);
    const waiting = card(5, []);
    expect(studyStreak([studied, waiting], now, TZ).current).toBe(1);
  });

  it('reads days in the given time zone', () => {
    const late = new Date('2026-03-01T23:30:00Z');
    expect(dayKey(late, 'UTC')).toBe('2026-03-01');
    expect(dayKey(late, 'Asia/Tokyo')).toBe('2026-03-02');
    expect(dayKey(late, 'America/New_York')).toBe('2026-03-01');
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
