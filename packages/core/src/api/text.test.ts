import { describe, expect, it } from 'vitest';
import { isStorableText, storableString } from './text.ts';

describe('storable text', () => {
  it('accepts ordinary text, accents and whole emoji', () => {
    for (const text of ['', 'Read chapter 3', 'élève Straße', 'focus 👍🏽', '日本語']) {
      expect(isStorableText(text), text).toBe(true);
    }
  });

  it('refuses NUL characters and lone surrogates', () => {
    for (const text of ['a\u0000b', 'x\udc00', '\ud83d', '\ud83dx', 'ok\udc00\ud83d']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('keeps chained rules working after the check', () => {
    const schema = storableString().trim().min(1);
    expect(schema.safeParse('  hi  ').data).toBe('hi');
    expect(schema.safeParse('a\u0000').success).toBe(false);
    expect(schema.safeParse('   ').success).toBe(false);
  });
});
