import { describe, expect, it } from 'vitest';
import type { ReviewResult } from '@quietdesk/core/api/flashcards';
import { formatWait, returningCard } from './review-queue';

const result = (state: ReviewResult['card']['state'], waitMs: number): ReviewResult => ({
  card: {
    id: '00000000-0000-4000-8000-000000000001',
    deck_id: '00000000-0000-4000-8000-000000000002',
    question: 'Q',
    answer: 'A',
    state,
    last_review: '2026-11-26T10:00:00.000Z',
    due: new Date(Date.parse('2026-11-26T10:00:00.000Z') + waitMs).toISOString(),
    reps: 1,
    lapses: 0,
  },
  next_interval: '1m',
  next_intervals: { again: '1m', hard: '6m', good: '10m', easy: '2d' },
});

describe('returningCard', () => {
  it('brings a learning or relearning card back after its step, on the page clock', () => {
    const back = returningCard(result('learning', 60_000), 5_000);
    expect(back?.at).toBe(65_000);
    expect(back?.card.intervals.good).toBe('10m');
    expect(returningCard(result('relearning', 600_000), 0)?.at).toBe(600_000);
  });

  it('lets review cards and long steps leave the session', () => {
    expect(returningCard(result('review', 60_000), 0)).toBeNull();
    expect(returningCard(result('learning', 2 * 60 * 60_000), 0)).toBeNull();
  });
});

describe('formatWait', () => {
  it('shows minutes and seconds, rounded up', () => {
    expect(formatWait(60_000)).toBe('1:00');
    expect(formatWait(44_001)).toBe('0:45');
    expect(formatWait(-5)).toBe('0:00');
  });
});
