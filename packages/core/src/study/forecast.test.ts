import { describe, expect, it } from 'vitest';
import { QUARTER_HOUR_MS } from './progress-buckets.ts';
import { FORECAST_DAYS, dueForecast, sumForecasts } from './forecast.ts';

const at = (iso: string) => Math.floor(Date.parse(iso) / QUARTER_HOUR_MS);

describe('due forecast', () => {
  it('counts cards per deck per day, cards already due on today, nothing past 30 days', () => {
    const forecast = dueForecast(
      [
        { deckId: 'a', bucket: at('2026-01-30T10:00:00Z'), count: 7 }, // today (the overdue)
        { deckId: 'a', bucket: at('2026-01-31T22:00:00Z'), count: 2 }, // tomorrow, month end
        { deckId: 'a', bucket: at('2026-02-01T08:00:00Z'), count: 1 }, // across the month end
        { deckId: 'b', bucket: at('2026-02-28T08:00:00Z'), count: 4 }, // day 29: the last shown
        { deckId: 'b', bucket: at('2026-03-01T08:00:00Z'), count: 9 }, // day 30: not shown
      ],
      '2026-01-30',
      'UTC',
    );
    const a = forecast.get('a')!;
    expect(a).toHaveLength(FORECAST_DAYS);
    expect(a.slice(0, 3)).toEqual([7, 2, 1]);
    expect(forecast.get('b')![29]).toBe(4);
    expect(sumForecasts([...forecast.values()]).reduce((x, y) => x + y, 0)).toBe(14);
  });

  it('places a card on its day in the zone, across a daylight-saving change', () => {
    // New York springs forward on 2026-03-08; 23:30 local on the 8th is 03:30Z on the 9th.
    const forecast = dueForecast(
      [{ deckId: 'a', bucket: at('2026-03-09T03:30:00Z'), count: 1 }],
      '2026-03-07',
      'America/New_York',
    );
    expect(forecast.get('a')!.slice(0, 3)).toEqual([0, 1, 0]);
  });

  it('a due time a moment before today (bucket rounding) still counts on today', () => {
    const forecast = dueForecast(
      [{ deckId: 'a', bucket: at('2026-01-29T23:50:00Z'), count: 3 }],
      '2026-01-30',
      'UTC',
    );
    expect(forecast.get('a')![0]).toBe(3);
  });
});
