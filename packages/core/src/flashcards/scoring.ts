// The flashcard quiz rules (docs/product.md §4 Flashcards, §9): points per card, the answer streak
// and its tiers, the summary's accuracy and message. Pure functions so the web quiz, its tests and
// any other client apply the same rules.

const POINTS_CORRECT = 10;
const POINTS_WRONG = 5;
/** Card advance delay after rating, and how long the celebration of a correct answer lasts. */
export const ADVANCE_DELAY_MS = 300;
export const CELEBRATION_MS = 3000;
/** canvas-confetti defaults the celebration uses. */
export const CONFETTI_PIECES = 200;
export const CONFETTI_DURATION_MS = 5000;

export type StreakTier = 'none' | 'hot' | 'fire' | 'legendary';

const STREAK_TIERS: readonly { tier: Exclude<StreakTier, 'none'>; from: number }[] = [
  { tier: 'legendary', from: 10 },
  { tier: 'fire', from: 5 },
  { tier: 'hot', from: 3 },
];

export interface SessionRecord<Card> {
  card: Card;
  correct: boolean;
  points: number;
}

/** 10 for a correct card, 5 for a wrong one; the streak never changes points. */
export function pointsFor(correct: boolean): number {
  return correct ? POINTS_CORRECT : POINTS_WRONG;
}

/** A correct answer extends the streak by one; a wrong one resets it to 0. */
export function nextStreak(streak: number, correct: boolean): number {
  return correct ? streak + 1 : 0;
}

export function streakTier(streak: number): StreakTier {
  return STREAK_TIERS.find((t) => streak >= t.from)?.tier ?? 'none';
}

/** Rounded percentage of correct cards; 0 for an empty session. */
export function accuracy(records: readonly { correct: boolean }[]): number {
  if (records.length === 0) return 0;
  const correct = records.filter((r) => r.correct).length;
  return Math.round((correct / records.length) * 100);
}

export const SUMMARY_MESSAGES = {
  excellent: "Excellent work! You've mastered this topic. Ready for a new challenge?",
  good: 'Good progress! Try again to improve your score.',
  keepPracticing: 'Keep practicing! Every attempt makes you stronger.',
} as const;

/** ≥ 80 %: excellent; 60–79 %: good progress; below 60 %: keep practicing. */
export function summaryMessage(accuracyPercent: number): string {
  if (accuracyPercent >= 80) return SUMMARY_MESSAGES.excellent;
  if (accuracyPercent >= 60) return SUMMARY_MESSAGES.good;
  return SUMMARY_MESSAGES.keepPracticing;
}

interface QuizScore {
  score: number;
  streak: number;
}

/** Score and streak after one rated card. */
export function rate(state: QuizScore, correct: boolean): QuizScore {
  return { score: state.score + pointsFor(correct), streak: nextStreak(state.streak, correct) };
}
