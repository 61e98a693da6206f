import { describe, expect, it } from 'vitest';
import { parseHours, parseItems } from './follow-up';

describe('follow-up parsing', () => {
  it('reads one item per line, without bullets, numbers or blank lines', () => {
    expect(parseItems('- Cells\n\n2. Genetics\n• 細胞分裂\n  ')).toEqual([
      'Cells',
      'Genetics',
      '細胞分裂',
    ]);
  });

  it('reads hours a day and ignores nonsense', () => {
    expect(parseHours('1,5')).toBe(1.5);
    expect(parseHours('2')).toBe(2);
    expect(parseHours('')).toBeUndefined();
    expect(parseHours('40')).toBeUndefined();
    expect(parseHours('lots')).toBeUndefined();
  });
});
