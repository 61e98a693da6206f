import { describe, expect, it } from 'vitest';
import { anchorOf, locate } from './anchor';

const FIRST = 'Running header\n\nThe cell is the unit of life. Mitochondria make ATP.\n\nEnd.';
// The same pages extracted again by a later reader: the header is gone, a hyphen joined.
const AGAIN =
  'The cell is the unit of life. Mito-chondria make ATP.\n\nMitochondria make ATP.\n\nEnd.';

describe('highlight anchoring', () => {
  it('finds the same sentence again after a re-extraction moved it', () => {
    const start = FIRST.indexOf('The cell is the unit of life.');
    const anchor = anchorOf(FIRST, start, start + 'The cell is the unit of life.'.length);
    const found = locate(AGAIN, anchor)!;
    expect(AGAIN.slice(found.start, found.end)).toBe('The cell is the unit of life.');
    expect(found.start).toBe(0);
  });

  it('picks the occurrence whose surroundings match, not merely the first', () => {
    const text =
      'Mitochondria make ATP. Cells divide.\n\nIn short: Mitochondria make ATP. The end.';
    const start = text.lastIndexOf('Mitochondria make ATP.');
    const anchor = anchorOf(text, start, start + 'Mitochondria make ATP.'.length);
    const moved = `Preface.\n\n${text}`;
    const found = locate(moved, anchor)!;
    expect(found.start).toBe(moved.lastIndexOf('Mitochondria make ATP.'));
  });

  it('keeps the offsets when the text has not changed, and says when the words are gone', () => {
    const anchor = anchorOf(FIRST, 16, 20);
    expect(locate(FIRST, anchor)).toEqual({ start: 16, end: 20 });
    expect(locate('Something else entirely.', anchorOf(FIRST, 16, 45))).toBeNull();
  });
});
