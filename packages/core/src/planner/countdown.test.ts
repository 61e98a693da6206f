import { describe, expect, it } from 'vitest';
import { daysBetween } from './calendar.ts';
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
