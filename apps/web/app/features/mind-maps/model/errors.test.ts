import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api-client';
import { aiRefusal, isGone, isSaveConflict, mapErrorMessage } from './errors';

describe('mapErrorMessage', () => {
  it('says what docs/product.md §8 says for each action', () => {
    expect(mapErrorMessage(new ApiError(404, 'Mind map not found.'), 'load')).toBe(
      'Mind map not found',
    );
    expect(mapErrorMessage(new ApiError(500, null), 'load')).toBe('Failed to fetch mind map');
    expect(mapErrorMessage(new ApiError(503, 'Down for a moment.'), 'load')).toBe(
      'Down for a moment.',
    );
    expect(mapErrorMessage(new ApiError(500, null), 'save')).toBe(
      'Failed to save mind map (Status: 500)',
    );
    expect(mapErrorMessage(new ApiError(502, null), 'expand')).toBe(
      'AI expansion failed (Status: 502)',
    );
    expect(mapErrorMessage(new ApiError(500, 'Anything'), 'list')).toBe(
      'Failed to fetch mind maps',
    );
    expect(mapErrorMessage(new TypeError('fetch failed'), 'save')).toBe('Failed to save mind map');
  });

  it('tells conflicts, gone maps and refusals apart without a component reading a status', () => {
    expect(isSaveConflict(new ApiError(409, 'x'))).toBe(true);
    expect(isSaveConflict(new ApiError(422, 'x'))).toBe(false);
    expect(isGone(new ApiError(404, null))).toBe(true);
    expect(isGone(new Error('x'))).toBe(false);
    const refusal = new ApiError(422, 'Did you mean', {
      body: { detail: 'Did you mean', candidates: [{ title: 'Cell' }] },
    });
    expect(aiRefusal(refusal)).toEqual({ candidates: [{ title: 'Cell' }] });
    expect(aiRefusal(new ApiError(500, null))).toBeNull();
  });
});
