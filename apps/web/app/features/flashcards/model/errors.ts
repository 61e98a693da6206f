import type { ContentSource } from '@quietdesk/core/api/source';
import { answeredWith, ApiError, ApiTimeoutError } from '~/lib/api-client';

// The flashcards generation messages, exactly as docs/product.md §8 lists them.
export const MESSAGES = {
  quota: '⏱️ API quota reached. Please wait a moment and try again.',
  timeout: '⌛ Request timed out. Try a simpler topic or try again.',
  unavailable: '🔧 Service temporarily unavailable. Please try again in a few seconds.',
  failed: 'Failed to generate flashcards. Please try again.',
  connection: '🌐 Connection error. Please check your internet connection.',
  unknown: '❌ Something went wrong. Please try again.',
  empty: 'No flashcards were generated. Please try a different topic.',
  blank: 'Please enter a topic.',
} as const;

interface Candidate {
  label: string;
  gloss: string;
}

export interface GenerateFailure {
  message: string;
  /** Meanings the engine offered instead (a 422 refusal); each re-runs generation as the topic. */
  candidates: Candidate[];
  /**
   * The topic itself was the problem (a refusal, or no cards came back): the person's own text is
   * the way on, so the screen offers to paste it.
   */
  pasteInstead?: boolean;
}

function candidatesOf(body: unknown): Candidate[] {
  if (!body || typeof body !== 'object' || !('candidates' in body)) return [];
  const list = (body as { candidates: unknown }).candidates;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (c): c is Candidate =>
      !!c && typeof c === 'object' && typeof c.label === 'string' && typeof c.gloss === 'string',
  );
}

/**
 * docs/product.md §8: 429, 504 and 503 have their own sentences; any other failed status shows its
 * detail or the generic sentence; a network TypeError is a connection error; anything else is
 * "something went wrong". Our own client time limit reads as the 504 sentence: the same situation.
 */
export function generateFailure(error: unknown): GenerateFailure {
  const none: Candidate[] = [];
  // A 2xx the client could not read is not a failed status: it is "any other exception".
  if (error instanceof ApiError && error.status >= 400) {
    if (error.status === 429) return { message: MESSAGES.quota, candidates: none };
    if (error.status === 504) return { message: MESSAGES.timeout, candidates: none };
    if (error.status === 503) return { message: MESSAGES.unavailable, candidates: none };
    return {
      message: error.detail ?? MESSAGES.failed,
      candidates: candidatesOf(error.body),
      pasteInstead: error.status === 422,
    };
  }
  if (error instanceof ApiTimeoutError) return { message: MESSAGES.timeout, candidates: none };
  if (error instanceof TypeError) return { message: MESSAGES.connection, candidates: none };
  return { message: MESSAGES.unknown, candidates: none };
}

/** Why a saved deck could not be opened. */
export function deckLoadFailure(error: unknown): string {
  return answeredWith(error, 404)
    ? 'This deck no longer exists.'
    : 'This deck could not be loaded.';
}

/**
 * A rating the server refused because the card was rated since it was shown (in another tab or
 * on another device): that rating stands and the session goes on from the fresh due list.
 */
export const isRatedElsewhere = (error: unknown) => answeredWith(error, 409);

/** The deck (and so its cards) was deleted, in another tab say, while it was being reviewed. */
export const isDeckGone = (error: unknown) => answeredWith(error, 404);

/** A success must be a non-empty array of cards; anything else is the "no flashcards" case of docs/product.md §5. */
export function isCardList(
  value: unknown,
): value is { question: string; answer: string; source?: ContentSource }[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (c) =>
        !!c &&
        typeof c === 'object' &&
        typeof (c as { question?: unknown }).question === 'string' &&
        typeof (c as { answer?: unknown }).answer === 'string',
    )
  );
}
