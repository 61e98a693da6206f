import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { MAX_TEXT_LENGTH } from './constants.ts';
import { processText, type FixationResult } from './process.ts';
import {
  fixationResultSchema,
  fixationTokenSchema,
  processTextRequestSchema,
  processUrlRequestSchema,
} from './schemas.ts';
import type { FixationToken } from './tokenize.ts';

const firstMessage = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues[0]?.message;

describe('processTextRequestSchema', () => {
  it('fills in the defaults: ratio 0.4 and analysis on', () => {
    expect(processTextRequestSchema.parse({ text: 'Hello' })).toEqual({
      text: 'Hello',
      fixation_point_ratio: 0.4,
      include_analysis: true,
    });
  });

  it('accepts the ratio bounds and keeps the text exactly as sent', () => {
    for (const ratio of [0.1, 0.55, 0.8]) {
      const parsed = processTextRequestSchema.parse({
        text: '  padded\n',
        fixation_point_ratio: ratio,
        include_analysis: false,
      });
      expect(parsed).toEqual({
        text: '  padded\n',
        fixation_point_ratio: ratio,
        include_analysis: false,
      });
    }
  });

  it.each([
    [{ text: '' }, 'Please enter some text to process.'],
    [{ text: ' \n\t ' }, 'Please enter some text to process.'],
    [{}, 'Text is required and must be a string.'],
    [{ text: 42 }, 'Text is required and must be a string.'],
    [
      { text: 'x', fixation_point_ratio: 0.05 },
      'The fixation ratio must be a number from 0.1 to 0.8.',
    ],
    [
      { text: 'x', fixation_point_ratio: 0.81 },
      'The fixation ratio must be a number from 0.1 to 0.8.',
    ],
    [
      { text: 'x', fixation_point_ratio: '0.4' },
      'The fixation ratio must be a number from 0.1 to 0.8.',
    ],
    [{ text: 'x', include_analysis: 'yes' }, 'include_analysis must be true or false.'],
  ])('rejects %j with a readable message', (body, message) => {
    expect(firstMessage(processTextRequestSchema.safeParse(body))).toBe(message);
  });

  it('accepts 2,000,000 characters and rejects one more', () => {
    const max = 'a'.repeat(MAX_TEXT_LENGTH);
    expect(processTextRequestSchema.safeParse({ text: max }).success).toBe(true);
    expect(firstMessage(processTextRequestSchema.safeParse({ text: max + 'a' }))).toBe(
      'The text is too long: the limit is 2,000,000 characters.',
    );
  });
});

describe('processUrlRequestSchema', () => {
  it('accepts http and https addresses, trimmed', () => {
    expect(processUrlRequestSchema.parse({ url: ' https://example.com/post?id=1 ' })).toEqual({
      url: 'https://example.com/post?id=1',
      fixation_point_ratio: 0.4,
      include_analysis: true,
    });
    expect(processUrlRequestSchema.safeParse({ url: 'http://example.org' }).success).toBe(true);
  });

  it.each([
    'ftp://example.com/file',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'example.com',
    '',
    'https://',
  ])('rejects %j', (url) => {
    expect(firstMessage(processUrlRequestSchema.safeParse({ url }))).toBe(
      'Please enter a web address starting with http:// or https://.',
    );
  });

  it('rejects a missing address and an out-of-range ratio', () => {
    expect(firstMessage(processUrlRequestSchema.safeParse({}))).toBe(
      'The web address is required and must be a string.',
    );
    expect(
      processUrlRequestSchema.safeParse({ url: 'https://a.example', fixation_point_ratio: 2 })
        .success,
    ).toBe(false);
  });
});

describe('fixationResultSchema', () => {
  it('accepts what processText returns, with and without analysis', () => {
    const withAnalysis = processText('Hello, <world>!', 0.4);
    expect(fixationResultSchema.parse(withAnalysis)).toEqual(withAnalysis);
    const without = processText('Hello', 0.4, { includeAnalysis: false });
    expect(fixationResultSchema.parse(without)).toEqual(without);
  });

  it('rejects a token of unknown type', () => {
    expect(fixationTokenSchema.safeParse({ type: 'space', content: ' ' }).success).toBe(false);
  });

  it('matches the TypeScript types used by the tokenizer', () => {
    // Both ways, because the tokenizer's types are readonly and zod's are not.
    expectTypeOf<z.infer<typeof fixationTokenSchema>>().toExtend<FixationToken>();
    expectTypeOf<FixationToken>().toExtend<z.infer<typeof fixationTokenSchema>>();
    expectTypeOf<z.infer<typeof fixationResultSchema>>().toExtend<FixationResult>();
    expectTypeOf<FixationResult>().toExtend<z.infer<typeof fixationResultSchema>>();
  });
});
