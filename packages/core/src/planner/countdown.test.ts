import { describe, expect, it } from 'vitest';
import { dayIn, daysBetween } from './calendar.ts';
import { examCountdownText } from './countdown.ts';

describe('exam countdown', () => {
  it('says the days before, the day itself and the days after', () => {
    expect([9, 2, 1, 0, -1, -2].map(examCountdownText)).toEqual([
      'Exam in 9 days',
      'Exam in 2 days',
      'Exam tomorrow',
      'Exam today',
      'Exam was yesterday',
      'Exam was 2 days ago',
    ]);
  });

  it('counts calendar days across a month end', () => {
    expect(examCountdownText(daysBetween('2026-01-28', '2026-02-06'))).toBe('Exam in 9 days');
  });
});

describe('exam countdown in the person zone', () => {
  it('counts whole calendar days across a daylight-saving change (Berlin, 29 March 2026)', () => {
    // 23:30 local on 28 March is 22:30 UTC; the exam on 30 March is two days away, not 1.96.
    const today = dayIn(new Date('2026-03-28T22:30:00Z'), 'Europe/Berlin');
    expect(today).toBe('2026-03-28');
    expect(examCountdownText(daysBetween(today, '2026-03-30'))).toBe('Exam in 2 days');
  });

  it('takes the day from the zone, not from UTC, at a month end', () => {
    // 1 March 00:30 in Berlin is still 28 February in UTC: the exam on 1 March is today there.
    const instant = new Date('2026-02-28T23:30:00Z');
    expect(examCountdownText(daysBetween(dayIn(instant, 'Europe/Berlin'), '2026-03-01'))).toBe(
      'Exam today',
    );
    expect(examCountdownText(daysBetween(dayIn(instant, 'UTC'), '2026-03-01'))).toBe(
      'Exam tomorrow',
    );
  });

  it('says how long ago a past exam was, across a year end', () => {
    expect(examCountdownText(daysBetween('2027-01-02', '2026-12-31'))).toBe('Exam was 2 days ago');
  });
});
