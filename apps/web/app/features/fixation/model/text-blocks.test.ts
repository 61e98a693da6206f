import { describe, expect, it } from 'vitest';
import { tokenize, tokenText } from '@quietdesk/core/fixation/tokenize';
import { blockIndexAt, splitBlocks, wordTokenIndexAt } from './text-blocks';

const sample = (words: number) =>
  Array.from({ length: words }, (_, i) =>
    i % 37 === 36 ? 'end.\n\n' : i % 11 === 10 ? 'well-known, ' : `word${i % 7} `,
  ).join('');

describe('splitBlocks', () => {
  it('joins back to the text exactly and keeps blocks within the size', () => {
    const text = sample(5000);
    const blocks = splitBlocks(text, 500);
    expect(blocks.map((b) => b.text).join('')).toBe(text);
    for (const b of blocks) expect(b.text.length).toBeLessThanOrEqual(500);
    for (let i = 1; i < blocks.length; i++) {
      expect(blocks[i]!.start).toBe(blocks[i - 1]!.start + blocks[i - 1]!.text.length);
    }
  });

  it('never splits a word: block-wise tokens equal whole-text tokens', () => {
    const text = sample(3000) + 'Ça va? 3.14 don’t 日本語の文章 e\u0301te\u0301 👍🏽 end';
    const whole = tokenize(text, 0.5).map(tokenText);
    const blocks = splitBlocks(text, 300);
    const pieces = blocks.flatMap((b) => tokenize(b.text, 0.5).map(tokenText));
    // Separators may split in two at a block edge; words never do.
    const words = (list: string[]) => list.filter((t) => /[\p{L}\p{N}]/u.test(t));
    expect(words(pieces)).toEqual(words(whole));
  });

  it('prefers to cut after a paragraph break', () => {
    const text = `${'a '.repeat(150)}\n\n${'b '.repeat(150)}`;
    const [first] = splitBlocks(text, 400);
    expect(first!.text.endsWith('\n\n')).toBe(true);
  });

  it('cuts a giant word hard, but never inside a surrogate pair', () => {
    const text = 'x'.repeat(9) + '😀' + 'y'.repeat(20);
    const blocks = splitBlocks(text, 10);
    expect(blocks.map((b) => b.text).join('')).toBe(text);
    expect(blocks[0]!.text).toBe('x'.repeat(9));
  });

  it('returns no blocks for an empty text', () => {
    expect(splitBlocks('')).toEqual([]);
  });
});

describe('blockIndexAt', () => {
  const blocks = splitBlocks(sample(2000), 400);
  it('finds the block holding an offset', () => {
    for (const [i, b] of blocks.entries()) {
      expect(blockIndexAt(blocks, b.start)).toBe(i);
      expect(blockIndexAt(blocks, b.start + b.text.length - 1)).toBe(i);
    }
  });
  it('is -1 outside the text', () => {
    expect(blockIndexAt(blocks, -1)).toBe(-1);
    const last = blocks.at(-1)!;
    expect(blockIndexAt(blocks, last.start + last.text.length)).toBe(-1);
  });
});

describe('wordTokenIndexAt', () => {
  const tokens = tokenize('Hello, big world!');
  // Hello | ", " | big | " " | world | "!"
  it('maps an offset inside a word to that word', () => {
    expect(wordTokenIndexAt(tokens, 0)).toBe(0);
    expect(wordTokenIndexAt(tokens, 4)).toBe(0);
    expect(wordTokenIndexAt(tokens, 7)).toBe(2);
    expect(wordTokenIndexAt(tokens, 13)).toBe(4);
  });
  it('maps an offset on a separator to the next word, and past the end to -1', () => {
    expect(wordTokenIndexAt(tokens, 5)).toBe(2);
    expect(wordTokenIndexAt(tokens, 16)).toBe(-1);
    expect(wordTokenIndexAt(tokens, 99)).toBe(-1);
    expect(wordTokenIndexAt(tokens, -1)).toBe(-1);
  });
});
