import { describe, expect, it } from 'vitest';
import { titleOf } from './reading-title';

describe('a pasted text’s title', () => {
  it('is its first line', () => {
    expect(titleOf('  Notes on   memory\n\nSpaced repetition…')).toBe('Notes on memory');
  });

  it('is cut at a word when the first line is long', () => {
    const title = titleOf(`${'word '.repeat(30)}end`);
    expect(title.endsWith('word…')).toBe(true);
    expect(title.length).toBeLessThanOrEqual(81);
    expect(titleOf('x'.repeat(200))).toBe(`${'x'.repeat(80)}…`);
  });
});
