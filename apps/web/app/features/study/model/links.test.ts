import { describe, expect, it } from 'vitest';
import { deckStartUrl, deckTimerUrl, minutesText, taskStartUrl } from './links';

describe('Today links', () => {
  it('open the timer with the task loaded and linked, and a deck in review', () => {
    const url = taskStartUrl({
      plan_id: '6f1c1c1e-0000-4000-8000-000000000001',
      plan_goal: 'Biology',
      task_index: 0,
      title: 'Chapter 1 & 2',
      priority: 'high',
      due_date: '2026-05-01',
      overdue: false,
      estimated_minutes: 120,
      actual_minutes: 0,
      cards_reviewed: 0,
      pomodoros: 0,
    });
    const params = new URL(url, 'http://x').searchParams;
    expect(params.get('task')).toBe('Chapter 1 & 2');
    expect(params.get('task_index')).toBe('0');
    const deck = { deck_id: 'd', title: 'x', due_count: 1, expected_minutes: 1, exam_date: null };
    expect(deckStartUrl(deck)).toBe('/app/flashcards?deck=d&review=1');
    expect(deckTimerUrl(deck)).toBe('/app/pomodoro?deck=d');
  });

  it('say durations in words', () => {
    expect([25, 60, 135].map(minutesText)).toEqual(['25 min', '1 h', '2 h 15 min']);
  });
});
