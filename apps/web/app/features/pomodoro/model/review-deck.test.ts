import { describe, expect, it } from 'vitest';
import { deckChoices, parseReviewDeck } from './review-deck';

describe('Review deck of the running session', () => {
  it('belongs to its session only, and survives nothing malformed', () => {
    const raw = JSON.stringify({ sessionId: 's1', deckId: 'd1' });
    expect(parseReviewDeck(raw, 's1')).toEqual({ sessionId: 's1', deckId: 'd1' });
    expect(parseReviewDeck(raw, 's2')).toBeNull();
    expect(parseReviewDeck(raw, undefined)).toBeNull();
    expect(parseReviewDeck('{not json', 's1')).toBeNull();
    expect(parseReviewDeck(JSON.stringify({ sessionId: 's1' }), 's1')).toBeNull();
  });

  it("offers the task's plan's decks first, then the most due", () => {
    const decks = [
      { id: 'a', plan_id: null, due_count: 3 },
      { id: 'b', plan_id: 'p2', due_count: 9 },
      { id: 'c', plan_id: 'p1', due_count: 0 },
      { id: 'd', plan_id: null, due_count: 12 },
    ];
    expect(deckChoices(decks, 'p1').map((d) => d.id)).toEqual(['c', 'd', 'b', 'a']);
    expect(deckChoices(decks, undefined).map((d) => d.id)).toEqual(['d', 'b', 'a', 'c']);
  });
});
