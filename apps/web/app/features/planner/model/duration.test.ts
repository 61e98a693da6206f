import { describe, expect, it } from 'vitest';
import { calendarSpan, durationInMinutes } from './duration';

describe('durationInMinutes', () => {
  it.each([
    ['3 days', 3 * 1440],
    ['1 day', 1440],
    ['2 weeks', 14 * 1440],
    ['90 minutes', 90],
    ['45 min', 45],
    ['1.5 hours', 90],
    ['2-3 days', 3 * 1440],
    ['about 4 hours', 240],
    ['1 hour 30 minutes', 90],
    ['1h 30m', 90],
    ['1h30m', 90],
    ['2 days and 4 hours', 2 * 1440 + 240],
    ['1 week, 2 days', 9 * 1440],
  ])('reads %s', (text, minutes) => {
    expect(durationInMinutes(text)).toBe(minutes);
  });

  it.each(['', 'soon', 'a few days', '3 parsecs', '0 days', '2 days later'])(
    'rejects %j',
    (text) => {
      expect(durationInMinutes(text)).toBeUndefined();
    },
  );
});

describe('calendarSpan', () => {
  it('keeps tasks shorter than a working day as timed blocks', () => {
    expect(calendarSpan('90 minutes')).toEqual({ kind: 'timed', minutes: 90 });
    expect(calendarSpan('7 hours')).toEqual({ kind: 'timed', minutes: 420 });
  });

  it('turns a working day or more into whole days, rounded up', () => {
    expect(calendarSpan('8 hours')).toEqual({ kind: 'days', days: 1 });
    expect(calendarSpan('1.5 days')).toEqual({ kind: 'days', days: 2 });
    expect(calendarSpan('2 weeks')).toEqual({ kind: 'days', days: 14 });
    expect(calendarSpan('3 days')).toEqual({ kind: 'days', days: 3 });
  });

  it('gives an unreadable duration one day', () => {
    expect(calendarSpan('whenever')).toEqual({ kind: 'days', days: 1 });
  });
});
