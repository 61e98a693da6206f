import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api-client';
import {
  GENERATE_FAILED,
  loadErrorMessage,
  NOT_FOUND,
  SAVE_CONFLICT,
  SAVE_FAILED,
  generateErrorMessage,
  saveErrorMessage,
} from './errors';

function rateLimited(detail: string | null, retryAfterSeconds: number) {
  return new ApiError(429, detail, {
    headers: new Headers({ 'Retry-After': String(retryAfterSeconds) }),
  });
}

describe('generateErrorMessage', () => {
  it('uses the spec sentence for server failures and network errors', () => {
    for (const status of [500, 502, 503, 504]) {
      expect(generateErrorMessage(new ApiError(status, 'The AI service is unavailable.'))).toBe(
        GENERATE_FAILED,
      );
    }
    expect(generateErrorMessage(new TypeError('Failed to fetch'))).toBe(GENERATE_FAILED);
    expect(GENERATE_FAILED).toBe('Failed to generate plan. Please try again.');
  });

  it('shows the detail of a 422, which says how to fix the goal', () => {
    expect(generateErrorMessage(new ApiError(422, 'The goal must be at least 3 characters.'))).toBe(
      'The goal must be at least 3 characters.',
    );
    expect(generateErrorMessage(new ApiError(422, null))).toBe(GENERATE_FAILED);
  });

  it('shows a 429 detail that already names the wait as it is', () => {
    const error = rateLimited('Too many requests. Try again in 42 seconds.', 42);
    expect(generateErrorMessage(error)).toBe('Too many requests. Try again in 42 seconds.');
  });

  it('adds the Retry-After wait when the 429 detail does not name it', () => {
    expect(generateErrorMessage(rateLimited('Too many requests. Wait a moment.', 30))).toBe(
      'Too many requests. Wait a moment. Try again in 30 seconds.',
    );
    expect(generateErrorMessage(rateLimited(null, 90))).toBe(
      'Too many plans requested in a short time. Try again in 2 minutes.',
    );
    expect(generateErrorMessage(rateLimited(null, 1))).toMatch(/in 1 second\.$/);
  });

  it('shows a 429 detail without a wait when there is no Retry-After', () => {
    expect(generateErrorMessage(new ApiError(429, 'Slow down.'))).toBe('Slow down.');
  });
});

describe('saveErrorMessage / loadErrorMessage', () => {
  it('says the plan was reloaded on a conflict', () => {
    expect(saveErrorMessage(new ApiError(409, 'Changed.'))).toBe(SAVE_CONFLICT);
    expect(SAVE_CONFLICT).toBe('This plan changed elsewhere; reloaded.');
  });

  it('says the change was undone otherwise', () => {
    expect(saveErrorMessage(new ApiError(500, null))).toBe(SAVE_FAILED);
    expect(saveErrorMessage(new TypeError('offline'))).toBe(SAVE_FAILED);
    expect(saveErrorMessage(new ApiError(422, 'A task title must be short.'))).toBe(
      'A task title must be short. Your change was undone.',
    );
  });

  it('tells a missing plan apart from a failed load', () => {
    expect(loadErrorMessage(new ApiError(404, 'Not found.'))).toBe(NOT_FOUND);
    expect(loadErrorMessage(new ApiError(500, null))).not.toBe(NOT_FOUND);
  });
});
