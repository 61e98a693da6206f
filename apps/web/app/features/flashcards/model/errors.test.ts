import { describe, expect, it } from 'vitest';
import { ApiError, ApiTimeoutError } from '~/lib/api-client';
import { deckLoadFailure, generateFailure, isCardList, isRatedElsewhere, MESSAGES } from './errors';

describe('generateFailure', () => {
  it('gives each status of docs/product.md §8 its sentence', () => {
    expect(generateFailure(new ApiError(429, 'slow down')).message).toBe(
      '⏱️ API quota reached. Please wait a moment and try again.',
    );
    expect(generateFailure(new ApiError(504, 'x')).message).toBe(
      '⌛ Request timed out. Try a simpler topic or try again.',
    );
    expect(generateFailure(new ApiError(503, 'x')).message).toBe(
      '🔧 Service temporarily unavailable. Please try again in a few seconds.',
    );
    expect(generateFailure(new ApiError(500, 'Disk on fire.')).message).toBe('Disk on fire.');
    expect(generateFailure(new ApiError(502, null)).message).toBe(
      'Failed to generate flashcards. Please try again.',
    );
    expect(generateFailure(new TypeError('Failed to fetch')).message).toBe(
      '🌐 Connection error. Please check your internet connection.',
    );
    expect(generateFailure(new Error('boom')).message).toBe(
      '❌ Something went wrong. Please try again.',
    );
    expect(generateFailure(new ApiTimeoutError(65_000)).message).toBe(MESSAGES.timeout);
    expect(generateFailure(new ApiError(200, null)).message).toBe(MESSAGES.unknown);
  });

  it('keeps the candidates of a refusal', () => {
    const refusal = new ApiError(422, 'Which one?', {
      body: {
        detail: 'Which one?',
        candidates: [{ label: 'bank (river)', gloss: 'sloping land' }, { bad: 1 }],
      },
    });
    expect(generateFailure(refusal)).toEqual({
      message: 'Which one?',
      candidates: [{ label: 'bank (river)', gloss: 'sloping land' }],
      pasteInstead: true,
    });
  });

  it('offers pasting the text only when the topic was refused', () => {
    expect(generateFailure(new ApiError(400, 'Bad.')).pasteInstead).toBe(false);
    expect(generateFailure(new TypeError('Failed to fetch')).pasteInstead).toBeUndefined();
  });
});

describe('isCardList', () => {
  it('accepts only a non-empty array of cards', () => {
    expect(isCardList([{ question: 'q', answer: 'a' }])).toBe(true);
    expect(isCardList([])).toBe(false);
    expect(isCardList({ cards: [] })).toBe(false);
    expect(isCardList(null)).toBe(false);
    expect(isCardList([{ question: 'q' }])).toBe(false);
  });
});

describe('what a failed deck call means', () => {
  it('a deleted deck says so; any other failure says it could not be loaded', () => {
    expect(deckLoadFailure(new ApiError(404, null))).toBe('This deck no longer exists.');
    expect(deckLoadFailure(new TypeError('Failed to fetch'))).toBe(
      'This deck could not be loaded.',
    );
  });

  it('only a 409 means the card was rated elsewhere', () => {
    expect(isRatedElsewhere(new ApiError(409, null))).toBe(true);
    expect(isRatedElsewhere(new ApiError(500, null))).toBe(false);
  });
});
