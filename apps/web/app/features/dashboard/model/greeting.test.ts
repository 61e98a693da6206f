import { describe, expect, it } from 'vitest';
import { formatClock, greetingFor } from './greeting';

const at = (h: number, m = 0) => new Date(2025, 0, 15, h, m);

describe('greetingFor', () => {
  it('says Good Morning before noon', () => {
    expect(greetingFor(at(0))).toBe('Good Morning');
    expect(greetingFor(at(11, 59))).toBe('Good Morning');
  });
  it('says Good Afternoon from 12:00 to 17:59', () => {
    expect(greetingFor(at(12))).toBe('Good Afternoon');
    expect(greetingFor(at(17, 59))).toBe('Good Afternoon');
  });
  it('says Good Evening from 18:00', () => {
    expect(greetingFor(at(18))).toBe('Good Evening');
    expect(greetingFor(at(23, 59))).toBe('Good Evening');
  });
});

describe('formatClock', () => {
  it('gives the time and the full date', () => {
    const { time, date } = formatClock(at(9, 5), 'en-US');
    expect(time).toBe('9:05 AM');
    expect(date).toBe('Wednesday, January 15, 2025');
  });
});
