import { describe, expect, it } from 'vitest';
import { cardOutcome, knowledgeLevel } from './knowledge.ts';

describe('knowledgeLevel', () => {
  it('is undefined for a node never tested', () => {
    expect(knowledgeLevel([])).toBeUndefined();
  });
  it('is known only when every test passed', () => {
    expect(knowledgeLevel(['passed', 'passed'])).toBe('known');
    expect(knowledgeLevel(['passed', 'partly'])).toBe('shaky');
  });
  it('is unknown only when every test failed', () => {
    expect(knowledgeLevel(['failed'])).toBe('unknown');
    expect(knowledgeLevel(['failed', 'passed'])).toBe('shaky');
  });
  it('reads card ratings: Again fails, Hard is partly, Good and Easy pass', () => {
    expect(['again', 'hard', 'good', 'easy'].map((r) => cardOutcome(r as never))).toEqual([
      'failed',
      'partly',
      'passed',
      'passed',
    ]);
  });
});
