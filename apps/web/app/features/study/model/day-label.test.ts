import { describe, expect, it } from 'vitest';
import { dayLabel, monthLabel, plural } from './day-label';

describe('day labels', () => {
  it('names the calendar day itself, with or without its year', () => {
    expect(dayLabel('2026-11-03')).toBe('Tue 3 Nov');
    // ICU versions differ on the comma after the weekday when a year follows.
    expect(dayLabel('2026-11-03', true)).toMatch(/^Tue,? 3 Nov 2026$/);
    // The first and last of a year stay in their year in every zone.
    expect(dayLabel('2026-01-01', true)).toMatch(/^Thu,? 1 Jan 2026$/);
    expect(dayLabel('2025-12-31', true)).toMatch(/^Wed,? 31 Dec 2025$/);
    expect(monthLabel('2026-02-28')).toBe('Feb');
  });

  it('counts with thousands separators and the right noun', () => {
    expect(plural(1, 'card')).toBe('1 card');
    expect(plural(1200, 'card')).toBe('1,200 cards');
    expect(plural(2, 'study day')).toBe('2 study days');
    expect(plural(3, 'box', 'boxes')).toBe('3 boxes');
  });
});
