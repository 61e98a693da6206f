import { describe, expect, it } from 'vitest';
import { emphasise } from './bionic';

describe('emphasise', () => {
  it('bolds ceil(length × ratio) letters, at least one', () => {
    expect(emphasise('reading is fun.', 0.4)).toEqual([
      { bold: 'rea', rest: 'ding', gap: ' ' },
      { bold: 'i', rest: 's', gap: ' ' },
      { bold: 'fu', rest: 'n', gap: '.' },
    ]);
    expect(emphasise('a', 0.1)[0]).toEqual({ bold: 'a', rest: '', gap: '' });
  });
});
