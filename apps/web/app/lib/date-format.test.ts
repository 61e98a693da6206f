import { describe, expect, it } from 'vitest';
import { dateFormat } from './date-format';

describe('dateFormat', () => {
  it('keeps one formatter per locale and options, and formats as Intl does', () => {
    const day = new Date('2026-11-03T12:00:00Z');
    const first = dateFormat('en-GB', { timeZone: 'UTC', month: 'short' });
    expect(dateFormat('en-GB', { timeZone: 'UTC', month: 'short' })).toBe(first);
    expect(first.format(day)).toBe('Nov');
    expect(dateFormat('en-GB', { timeZone: 'UTC', month: 'long' })).not.toBe(first);
    expect(dateFormat('de-DE', { timeZone: 'UTC', month: 'short' })).not.toBe(first);
    expect(dateFormat('de-DE', { timeZone: 'UTC', month: 'long' }).format(day)).toBe('November');
  });
});
