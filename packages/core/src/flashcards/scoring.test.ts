import { describe, expect, it } from 'vitest';
import {
  accuracy,
  nextStreak,
  pointsFor,
  rate,
  streakTier,
  SUMMARY_MESSAGES,
  summaryMessage,
} from './scoring.ts';

describe('quiz scoring', () => {
  it('gives 10 points for a correct card and 5 for a wrong one', () => {
    expect(pointsFor(true)).toBe(10);
    expect(pointsFor(false)).toBe(5);
  });

  it('extends the streak on a correct card and resets it on a wrong one', () => {
    expect(nextStreak(0, true)).toBe(1);
    expect(nextStreak(4, true)).toBe(5);
    expect(nextStreak(7, false)).toBe(0);
  });

  it('does not let the streak change points', () => {
    let state = { score: 0, streak: 0 };
    for (let i = 0; i < 12; i++) state = rate(state, true);
    expect(state).toEqual({ score: 120, streak: 12 });
    state = rate(state, false);
    expect(state).toEqual({ score: 125, streak: 0 });
  });

  it('names the tiers hot from 3, fire from 5, legendary from 10', () => {
    expect([0, 2, 3, 4, 5, 9, 10, 25].map(streakTier)).toEqual([
      'none',
      'none',
      'hot',
      'hot',
      'fire',
      'fire',
      'legendary',
      'legendary',
    ]);
  });

  it('rounds accuracy to a whole percentage', () => {
    const rec = (...flags: boolean[]) => flags.map((correct) => ({ correct }));
    expect(accuracy(rec(true, true, false))).toBe(67);
    expect(accuracy(rec(true, false, false))).toBe(33);
    expect(accuracy(rec(true, true, true, true, false, false, false, false))).toBe(50);
    expect(accuracy([])).toBe(0);
  });

  it('picks the summary message at 80 and 60', () => {
    expect(summaryMessage(100)).toBe(SUMMARY_MESSAGES.excellent);
    expect(summaryMessage(80)).toBe(
      "Excellent work! You've mastered this topic. Ready for a new challenge?",
    );
    expect(summaryMessage(79)).toBe('Good progress! Try again to improve your score.');
    expect(summaryMessage(60)).toBe(SUMMARY_MESSAGES.good);
    expect(summaryMessage(59)).toBe('Keep practicing! Every attempt makes you stronger.');
    expect(summaryMessage(0)).toBe(SUMMARY_MESSAGES.keepPracticing);
  });
});
