import { ApiError } from '~/lib/api-client';

export const GENERATE_FAILED = 'Failed to generate plan. Please try again.';
export const SAMPLE_FAILED = 'Failed to load sample plan. Please try again.';
export const SAVE_FAILED = 'Your change could not be saved, so it was undone. Please try again.';
export const SAVE_CONFLICT = 'This plan changed elsewhere; reloaded.';
export const DELETE_FAILED = 'The plan could not be deleted. Please try again.';
const LOAD_FAILED = 'This plan could not be loaded. Please try again.';
export const NOT_FOUND = 'This plan no longer exists. It may have been deleted.';

function waitPhrase(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * docs/product.md §8 gives one generic sentence for a failed generation. A 422 (the goal is too short or too
 * long) and a 429 (rate limited) carry a detail that tells the person what to do, which is more
 * useful, so those are shown; a 429 always names the wait. Everything else (502/503/504, network)
 * keeps the spec's sentence: those details describe our side, not something the person can fix.
 */
export function generateErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return GENERATE_FAILED;
  if (error.status === 422 && error.detail) return error.detail;
  if (error.status === 429) {
    const seconds = error.retryAfterSeconds;
    const base = error.detail ?? 'Too many plans requested in a short time.';
    if (seconds === null || /\d/.test(base)) return base;
    return `${base.replace(/\s*$/, '')} Try again in ${waitPhrase(Math.max(1, seconds))}.`;
  }
  return GENERATE_FAILED;
}

/** Message for a failed save: a conflict reloads the plan, anything else is rolled back. */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return SAVE_CONFLICT;
  if (error instanceof ApiError && error.status === 422 && error.detail) {
    return `${error.detail} Your change was undone.`;
  }
  return SAVE_FAILED;
}

export function loadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return NOT_FOUND;
  return LOAD_FAILED;
}

const REPLAN_FAILED = 'The plan could not be re-planned. Please try again.';
const REPLAN_CONFLICT =
  'This plan changed elsewhere; it was reloaded. Look at it and re-plan again.';

export function replanErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return REPLAN_CONFLICT;
  if (error instanceof ApiError && error.status === 404) return NOT_FOUND;
  if (error instanceof ApiError && error.status === 422 && error.detail) return error.detail;
  return REPLAN_FAILED;
}

const EXAM_DATE_FAILED = 'The exam date could not be saved. Please try again.';

export function examDateErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return SAVE_CONFLICT;
  if (error instanceof ApiError && error.status === 404) return NOT_FOUND;
  if (error instanceof ApiError && error.status === 422 && error.detail) return error.detail;
  return EXAM_DATE_FAILED;
}
