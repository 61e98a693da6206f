import type { DueCard, ReviewResult } from '@quietdesk/core/api/flashcards';

/**
 * Learning and relearning cards come back in the same review session once their step is due, as
 * in Anki: a card rated Again is asked again a minute later instead of the session ending with it
 * still unlearnt. Steps longer than this wait for a later session.
 */
const SESSION_STEP_LIMIT_MS = 60 * 60_000;

/** A card waiting for its learning step, on this page's clock. */
export interface ReturningCard {
  card: DueCard;
  /** Page clock (ms) when the card is due again. */
  at: number;
}

/**
 * The returning entry for a rated card, or null when it leaves the session. The wait is measured
 * on the server's clock (last review → due) and placed on the page's clock, so a device whose
 * clock differs from the server's still waits the step's length.
 */
export function returningCard(result: ReviewResult, pageNow: number): ReturningCard | null {
  const { card } = result;
  if (card.state !== 'learning' && card.state !== 'relearning') return null;
  const reviewedAt = card.last_review ? Date.parse(card.last_review) : NaN;
  const wait = Date.parse(card.due) - reviewedAt;
  if (!Number.isFinite(wait) || wait > SESSION_STEP_LIMIT_MS) return null;
  return {
    card: { ...card, intervals: result.next_intervals },
    at: pageNow + Math.max(0, wait),
  };
}

/** "0:45", "9:59": the wait until the next returning card. */
export function formatWait(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
