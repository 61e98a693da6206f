import { describe, expect, it } from 'vitest';
import {
  analyse,
  AVERAGE_READING_WPM,
  countChars,
  countWords,
  READING_SPEED_SOURCE,
  roundMinutes,
} from './analysis.ts';
import { tokenize } from './tokenize.ts';

const analyseText = (text: string, speed?: { plainWpm: number; fixationWpm: number }) =>
  analyse(text, tokenize(text), speed);

describe('analyse', () => {
  it('uses 238 wpm from Brysbaert (2019) and names the source', () => {
    expect(AVERAGE_READING_WPM).toBe(238);
    expect(READING_SPEED_SOURCE).toMatch(/Brysbaert.*2019.*Journal of Memory and Language, 109/);
  });

  it('claims no saving without a personal measurement', () => {
    const text = 'word '.repeat(476); // 476 words = 2 minutes at 238 wpm
    expect(analyseText(text)).toEqual({
      word_count: 476,
      char_count: 2380,
      estimated_reading_time: {
        normal: { minutes: 2 },
        fixation: { minutes: 2 },
        time_saved: { minutes: 0 },
      },
    });
  });

  it('uses the reader’s own speeds when given, including a negative saving', () => {
    const text = 'word '.repeat(600);
    const faster = analyseText(text, { plainWpm: 200, fixationWpm: 250 });
    expect(faster.estimated_reading_time).toEqual({
      normal: { minutes: 3 },
      fixation: { minutes: 2.4 },
      time_saved: { minutes: 0.6 },
    });
    const slower = analyseText(text, { plainWpm: 300, fixationWpm: 240 });
    expect(slower.estimated_reading_time.time_saved.minutes).toBe(-0.5);
  });

  it('rejects speeds that are not positive numbers', () => {
    expect(() => analyseText('a b', { plainWpm: 0, fixationWpm: 200 })).toThrow(RangeError);
    expect(() => analyseText('a b', { plainWpm: 200, fixationWpm: Number.NaN })).toThrow(
      /fixation reading speed must be a positive number/,
    );
  });

  it('rounds minutes to one decimal and never shows -0', () => {
    expect(roundMinutes(1.04)).toBe(1);
    expect(roundMinutes(1.05 + 1e-12)).toBe(1.1);
    expect(Object.is(roundMinutes(-0.01), 0)).toBe(true);
    expect(analyseText('Just a few words here.').estimated_reading_time.normal.minutes).toBe(0);
  });

  it('handles an empty token list', () => {
    expect(analyse('', [])).toMatchObject({ word_count: 0, char_count: 0 });
  });
});

describe('countWords', () => {
  it('counts contractions, compounds and numbers as one word each', () => {
    expect(countWords(tokenize("Don't stop: a well-known 3.14 l’homme, 2024!"))).toBe(7);
  });

  it('counts Chinese and Japanese by their word segmentation and a Korean word as one', () => {
    expect(countWords(tokenize('日本語'))).toBe(1);
    expect(countWords(tokenize('コーヒーを飲む。'))).toBe(3);
    expect(countWords(tokenize('한국어 텍스트'))).toBe(2);
    expect(countWords(tokenize('Tokyo東京 Привет мир مرحبا'))).toBe(5);
  });
});

describe('countChars', () => {
  it('counts code points: spaces included, an emoji is one character', () => {
    expect(countChars('a b')).toBe(3);
    expect(countChars('👍')).toBe(1);
    expect(countChars('e\u0301')).toBe(2); // a combining mark is its own code point
    expect(countChars('日本語')).toBe(3);
  });
});
