import { PERSONAL_KEYS, readStorage, removeStorage, writeStorage } from '~/lib/storage';

// Which deck the running session reviews, kept with the session's id so a reload (or another
// tab) shows the same due cards beside the timer (docs/decisions/056-review-sessions.md).

interface ReviewDeck {
  sessionId: string;
  deckId: string;
}

/** The stored Review deck, when it belongs to `sessionId`; anything else reads as none. */
export function parseReviewDeck(raw: string | null, sessionId: string | undefined) {
  if (!raw || !sessionId) return null;
  try {
    const value = JSON.parse(raw) as Partial<ReviewDeck>;
    return value.sessionId === sessionId && typeof value.deckId === 'string'
      ? { sessionId, deckId: value.deckId }
      : null;
  } catch {
    return null;
  }
}

export const reviewDeckFor = (sessionId: string | undefined) =>
  parseReviewDeck(readStorage(PERSONAL_KEYS.pomodoroReviewDeck), sessionId);

export function rememberReviewDeck(value: ReviewDeck | null) {
  if (value) writeStorage(PERSONAL_KEYS.pomodoroReviewDeck, JSON.stringify(value));
  else removeStorage(PERSONAL_KEYS.pomodoroReviewDeck);
}

/** Decks to offer: those of the task's plan first, then the most due. */
export function deckChoices<T extends { plan_id: string | null; due_count: number }>(
  decks: readonly T[],
  planId: string | undefined,
): T[] {
  const linked = (deck: T) => (planId !== undefined && deck.plan_id === planId ? 0 : 1);
  return [...decks].sort((a, b) => linked(a) - linked(b) || b.due_count - a.due_count);
}
