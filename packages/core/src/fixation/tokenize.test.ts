import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../audio/prng.ts';
import {
  boldLength,
  clampRatio,
  perceivedLength,
  tokenize,
  tokenText,
  type FixationToken,
  type WordToken,
} from './tokenize.ts';

const words = (text: string, ratio = 0.4): WordToken[] =>
  tokenize(text, ratio).filter((t): t is WordToken => t.type === 'word');
const originals = (text: string) => words(text).map((w) => w.original);
const join = (tokens: FixationToken[]) => tokens.map(tokenText).join('');

describe('tokenize: what a word is', () => {
  it('splits plain English and keeps spaces and punctuation as other tokens', () => {
    expect(tokenize('Hello, world!', 0.4)).toEqual([
      { type: 'word', original: 'Hello', bold: 'He', normal: 'llo' },
      { type: 'other', content: ', ' },
      { type: 'word', original: 'world', bold: 'wo', normal: 'rld' },
      { type: 'other', content: '!' },
    ]);
  });

  it('keeps precomposed accents, ß and Latin letters inside words', () => {
    expect(originals('Café élève Straße ß Ærøskøbing')).toEqual([
      'Café',
      'élève',
      'Straße',
      'ß',
      'Ærøskøbing',
    ]);
  });

  it('never separates a combining mark from its letter', () => {
    const decomposed = 'e\u0301le\u0300ve'; // élève with combining accents
    const [w] = words(decomposed, 0.4);
    expect(w!.original).toBe(decomposed);
    expect(perceivedLength(decomposed)).toBe(5);
    expect(w!.bold).toBe('e\u0301l'); // ceil(5 × 0.4) = 2 perceived characters
    expect(w!.normal).toBe('e\u0300ve');
  });

  it('joins internal apostrophes (straight and curly) but not quoting ones', () => {
    expect(originals("don't l’homme 'quoted' students' rock'n'roll")).toEqual([
      "don't",
      'l’homme',
      'quoted',
      'students',
      "rock'n'roll",
    ]);
  });

  it('keeps hyphenated compounds as one word, but not dashes or trailing hyphens', () => {
    expect(originals('well-known state-of-the-art pre- -post a – b a—b')).toEqual([
      'well-known',
      'state-of-the-art',
      'pre',
      'post',
      'a',
      'b',
      'a',
      'b',
    ]);
  });

  it('treats digits as words and joins decimal and thousands separators between digits', () => {
    expect(originals('In 2024, 3.14 and 1,000 people; v2.0 end. Next')).toEqual([
      'In',
      '2024',
      '3.14',
      'and',
      '1,000',
      'people',
      'v2.0',
      'end',
      'Next',
    ]);
    expect(words('2024')[0]).toMatchObject({ bold: '20', normal: '24' });
  });

  it('reads Cyrillic, Greek, Arabic and Hebrew words', () => {
    expect(originals('Привет, мир! Καλημέρα مرحبا بالعالم שלום')).toEqual([
      'Привет',
      'мир',
      'Καλημέρα',
      'مرحبا',
      'بالعالم',
      'שלום',
    ]);
  });

  it('splits Chinese and Japanese runs into words and bolds each word', () => {
    expect(tokenize('日本語', 0.4)).toEqual([
      { type: 'word', original: '日本語', bold: '日本', normal: '語' },
    ]);
    // Kana with the prolonged sound mark stays inside its word; CJK punctuation is "other";
    // Korean words between spaces stay whole.
    expect(originals('コーヒーを飲む。漢字、한국어 텍스트')).toEqual([
      'コーヒー',
      'を',
      '飲む',
      '漢字',
      '한국어',
      '텍스트',
    ]);
    // A Latin word directly followed by CJK is two words.
    expect(originals('Tokyo東京')).toEqual(['Tokyo', '東京']);
  });

  it('keeps emoji as other content, and never splits a surrogate pair', () => {
    expect(tokenize('I 👍🏽 it 🇫🇷!', 0.4).map(tokenText)).toEqual(['I', ' 👍🏽 ', 'it', ' 🇫🇷!']);
    const math = '𝐀𝐁𝐂𝐃𝐄'; // astral letters: 5 characters, 10 code units
    const [w] = words(math, 0.4);
    expect(w!.bold).toBe('𝐀𝐁');
    expect(w!.normal).toBe('𝐂𝐃𝐄');
  });
});

describe('tokenize: bold length', () => {
  it.each([
    [0.1, 'Hfixation', 'H'],
    [0.4, 'reading', 'rea'],
    [0.8, 'reading', 'readin'],
  ])('ratio %s on %s bolds %s', (ratio, word, bold) => {
    expect(words(word, ratio)[0]!.bold).toBe(bold);
  });

  it('always bolds at least one character', () => {
    expect(words('a b c', 0.1).map((w) => w.bold)).toEqual(['a', 'b', 'c']);
    expect(boldLength(1, 0.1)).toBe(1);
    expect(boldLength(0, 0.4)).toBe(1);
  });

  it('does not round up a whole letter on floating-point noise from slider steps', () => {
    const seventy = 0.1 + 12 * 0.05; // what a slider computes for 0.7: 0.7000000000000001
    expect(10 * seventy).toBeGreaterThan(7);
    expect(boldLength(10, seventy)).toBe(7);
    expect(boldLength(20, 0.1 + 1 * 0.05)).toBe(3);
    expect(words('abcdefghij', seventy)[0]!.bold).toBe('abcdefg');
  });

  it('clamps the ratio into 0.1..0.8 and rejects non-numbers', () => {
    expect(clampRatio(0)).toBe(0.1);
    expect(clampRatio(1)).toBe(0.8);
    expect(clampRatio(0.55)).toBe(0.55);
    expect(words('abcdefghij', 5)[0]!.bold).toBe('abcdefgh');
    expect(words('abcdefghij', -1)[0]!.bold).toBe('a');
    expect(() => tokenize('x', Number.NaN)).toThrow(RangeError);
    expect(() => tokenize('x', Infinity)).toThrow(/finite number/);
  });

  it('uses 0.4 when no ratio is given', () => {
    expect(tokenize('reading')).toEqual(tokenize('reading', 0.4));
  });
});

describe('tokenize: exact round trip', () => {
  it('keeps every kind of whitespace and punctuation', () => {
    const text =
      '  Tabs\tand\r\nCRLF\n\n  «quotes» — “curly” (x) [y] {z} <a href="#">&amp;</a>\u00a0\u2003end  ';
    expect(join(tokenize(text))).toBe(text);
  });

  it('handles the empty string and text without words', () => {
    expect(tokenize('')).toEqual([]);
    expect(tokenize(' \n ... ')).toEqual([{ type: 'other', content: ' \n ... ' }]);
  });

  it('reproduces random strings exactly (property test, 2,000 cases)', () => {
    const pool = [
      'a',
      'Z',
      'é',
      'e\u0301',
      'ß',
      '0',
      '9',
      "'",
      '’',
      '-',
      '\u2010',
      '.',
      ',',
      ' ',
      '\n',
      '\r',
      '\t',
      '日',
      'ー',
      'を',
      '한',
      '。',
      'ж',
      'ع',
      '👍',
      '🏽',
      '\u200d',
      '\u200c',
      '\u00ad',
      '<',
      '>',
      '&',
      '"',
      '\ud800',
      '\udc00',
      '𝐀',
      '\u0301',
      '\u0664',
      '!',
      '🇫',
      '\u3099',
      '\ufe0f',
    ];
    for (let seed = 1; seed <= 2000; seed++) {
      const random = mulberry32(seed);
      const length = Math.floor(random() * 40);
      let text = '';
      for (let i = 0; i < length; i++) text += pool[Math.floor(random() * pool.length)];
      const tokens = tokenize(text, 0.1 + random() * 0.7);
      if (join(tokens) !== text) throw new Error(`round trip failed for seed ${seed}`);
      for (const t of tokens) {
        if (t.type === 'other') {
          expect(t.content).not.toBe('');
          continue;
        }
        expect(t.bold + t.normal).toBe(t.original);
        expect(t.bold.length).toBeGreaterThan(0);
        // The cut never lands before a combining mark or inside a surrogate pair.
        expect(t.normal).not.toMatch(/^(?:[\p{M}\udc00-\udfff]|\u200c|\u200d)/u);
      }
    }
  });
});

describe('tokenize: long texts', () => {
  it('tokenizes 1 MB of mixed text with the expected token count', () => {
    // 5 words (one CJK run) and 5 other tokens per chunk.
    const chunk = 'Reading café, don’t 3.14 日本語\n';
    const repeats = Math.ceil(1_000_000 / chunk.length);
    const text = chunk.repeat(repeats);
    const tokens = tokenize(text);
    expect(tokens.length).toBe(repeats * 10);
    expect(tokens.filter((t) => t.type === 'word').length).toBe(repeats * 5);
    expect(join(tokens)).toBe(text);
  });

  it('copes with pathological 1 MB inputs (one word, joiners, marks, no words)', () => {
    const inputs = [
      'a'.repeat(1_000_000),
      'a-'.repeat(500_000),
      '1.'.repeat(500_000),
      'a' + '\u0301'.repeat(999_999),
      '語'.repeat(1_000_000),
      '😀'.repeat(500_000),
      ' '.repeat(1_000_000),
    ];
    for (const text of inputs) {
      const tokens = tokenize(text);
      // A CJK run is cut into words (here: one character each); anything else stays whole.
      if (!text.startsWith('語')) expect(tokens.length).toBeLessThanOrEqual(2);
      expect(join(tokens)).toBe(text);
    }
  });
});
