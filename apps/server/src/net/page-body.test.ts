import { describe, expect, it } from 'vitest';
import { pageKindOf, parseContentType } from './page-body.ts';

describe('page kinds', () => {
  it('reads the essence of a Content-Type and knows HTML and plain text', () => {
    expect(parseContentType('Text/HTML; charset="utf-8"')).toEqual({
      essence: 'text/html',
      charset: 'utf-8',
    });
    expect(pageKindOf('text/html')).toBe('html');
    expect(pageKindOf('text/plain')).toBe('text');
    expect(pageKindOf('application/pdf')).toBeUndefined();
  });

  it.each(['constructor', '__proto__', 'tostring'])(
    'a page sent as %j is no kind it can read',
    (essence) => {
      expect(pageKindOf(parseContentType(essence).essence)).toBeUndefined();
    },
  );
});
