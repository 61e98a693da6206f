import { describe, expect, it } from 'vitest';
import {
  cardOutcome,
  knowledgeLevel,
  RECALLED_RETRIEVABILITY,
  type CardMemory,
} from './knowledge.ts';

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
  it('reads a card by its FSRS memory: forgotten fails, still recalled passes', () => {
    const card = (over: Partial<CardMemory>): CardMemory => ({
      lastRating: 'good',
      state: 'review',
      retrievability: 0.97,
      ...over,
    });
    expect(cardOutcome(card({}))).toBe('passed');
    expect(cardOutcome(card({ lastRating: 'easy', state: 'learning' }))).toBe('passed');
    expect(cardOutcome(card({ lastRating: 'again', state: 'relearning' }))).toBe('failed');
    // Forgotten while still learning: Again without a lapse.
    expect(cardOutcome(card({ lastRating: 'again', state: 'learning' }))).toBe('failed');
    expect(cardOutcome(card({ lastRating: 'hard' }))).toBe('partly');
    // Answered well once, but months have passed: fading.
    expect(cardOutcome(card({ retrievability: 0.6 }))).toBe('partly');
    expect(cardOutcome(card({ retrievability: RECALLED_RETRIEVABILITY }))).toBe('passed');
  });
  it('combines a recall mark with the cards: a forgotten card makes a known node shaky', () => {
    const forgotten = cardOutcome({ lastRating: 'again', state: 'relearning', retrievability: 1 });
    expect(knowledgeLevel(['passed', forgotten])).toBe('shaky');
    expect(knowledgeLevel([forgotten])).toBe('unknown');
  });
});
