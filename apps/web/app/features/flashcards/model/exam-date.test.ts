import { describe, expect, it } from 'vitest';
import { formatExamDate, formatExamDateShort } from './exam-date';

describe('exam dates in the reader’s locale', () => {
  it('writes the day the way each locale does, never as ISO', () => {
    expect(formatExamDate('2030-06-15', 'de-DE')).toBe('Samstag, 15. Juni 2030');
    expect(formatExamDate('2030-06-15', 'en-US')).toBe('Saturday, June 15, 2030');
    expect(formatExamDateShort('2030-06-15', 'de-DE')).toBe('15.06.2030');
    expect(formatExamDateShort('2030-06-15', 'en-GB')).toBe('15 Jun 2030');
    expect(formatExamDateShort('2030-06-15', 'en-US')).toBe('Jun 15, 2030');
  });

  it('keeps the calendar day whatever the time zone (the first and last day of a year)', () => {
    expect(formatExamDateShort('2031-01-01', 'de-DE')).toBe('01.01.2031');
    expect(formatExamDateShort('2030-12-31', 'de-DE')).toBe('31.12.2030');
  });

  it('shows anything that is not a day as it is', () => {
    expect(formatExamDate('soon', 'de-DE')).toBe('soon');
    expect(formatExamDateShort('2030-13-45', 'de-DE')).toBe('2030-13-45');
  });
});
