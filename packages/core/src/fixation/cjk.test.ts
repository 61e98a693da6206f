import { describe, expect, it } from 'vitest';
import { countWords } from './analysis.ts';
import {
  CJK_SEGMENT_BUDGET,
  CJK_SEGMENT_MAX,
  cjkWords,
  scriptWords,
  tokenize,
  tokenText,
  type WordToken,
} from './tokenize.ts';

// Chinese and Japanese are written without spaces: fixation must mark words, not clauses.
const words = (text: string) =>
  tokenize(text, 0.4).filter((t): t is WordToken => t.type === 'word');

describe('CJK word segmentation', () => {
  it('Chinese: a clause becomes words, each bolded from its own start', () => {
    const text = '我们今天在图书馆里读书。';
    const found = words(text);
    expect(found.length).toBeGreaterThanOrEqual(5);
    expect(found.map((w) => w.original).join('')).toBe('我们今天在图书馆里读书');
    expect(found[0]).toEqual({ type: 'word', original: '我们', bold: '我', normal: '们' });
    expect(found.some((w) => w.original === '今天')).toBe(true);
    // Not "the first 40% of the clause": no word is longer than a few characters.
    expect(Math.max(...found.map((w) => w.original.length))).toBeLessThanOrEqual(4);
    expect(countWords(tokenize(text))).toBe(found.length);
  });

  it('Japanese: kanji, hiragana and katakana words are separated', () => {
    const found = words('東京の図書館で静かに本を読みました。コーヒーを飲む。').map(
      (w) => w.original,
    );
    expect(found).toContain('東京');
    expect(found).toContain('コーヒー');
    expect(found).toContain('飲む');
    expect(found).not.toContain('東京の図書館で静かに本を読みました');
  });

  it('Korean: words are already separated by spaces and stay whole', () => {
    const found = words('한국어 문장은 띄어쓰기로 단어를 나눕니다.');
    expect(found.map((w) => w.original)).toEqual([
      '한국어',
      '문장은',
      '띄어쓰기로',
      '단어를',
      '나눕니다',
    ]);
    expect(found[0]).toMatchObject({ bold: '한국', normal: '어' });
    expect(countWords(tokenize('한국어 문장은 띄어쓰기로 단어를 나눕니다.'))).toBe(5);
  });

  it('cuts a run without punctuation at most every CJK_SEGMENT_MAX characters', () => {
    const run = '我们今天在图书馆里读书'.repeat(1_000); // 11,000 characters, no punctuation
    const bounds = cjkWords(run, 0, run.length);
    expect(bounds[0]![0]).toBe(0);
    expect(bounds.at(-1)![1]).toBe(run.length);
    for (let i = 1; i < bounds.length; i++) expect(bounds[i]![0]).toBe(bounds[i - 1]![1]);
    // Every piece boundary is also a word boundary.
    const starts = new Set(bounds.map(([s]) => s));
    for (let at = 0; at < run.length; at += CJK_SEGMENT_MAX) expect(starts.has(at)).toBe(true);
    expect(tokenize(run).map(tokenText).join('')).toBe(run);
  });

  it('past the segmentation budget, runs are cut by script and length, text unchanged', () => {
    expect(
      scriptWords('東京の図書館で', 0, 7).map(([s, e]) => '東京の図書館で'.slice(s, e)),
    ).toEqual(['東京', 'の', '図書', '館', 'で']);
    const clause = '东京的图书馆里有很多关于历史的书我们今天认真地阅读，';
    const text = clause.repeat(Math.ceil((CJK_SEGMENT_BUDGET * 3) / clause.length));
    const tokens = tokenize(text);
    expect(tokens.map(tokenText).join('')).toBe(text);
    const longest = Math.max(
      ...tokens.filter((t): t is WordToken => t.type === 'word').map((t) => t.original.length),
    );
    expect(longest).toBeLessThanOrEqual(4);
  }, 30_000);
});
