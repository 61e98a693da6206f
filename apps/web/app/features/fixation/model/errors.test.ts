import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api-client';
import { readerErrorMessage } from './errors';

describe('readerErrorMessage (docs/product.md §8)', () => {
  it("shows the server's detail when there is one", () => {
    const error = new ApiError(
      422,
      'Please enter a web address starting with http:// or https://.',
    );
    expect(readerErrorMessage(error, 'url')).toBe(
      'Please enter a web address starting with http:// or https://.',
    );
  });

  it('falls back to "Failed to process URL / text" for an answer without detail', () => {
    expect(readerErrorMessage(new ApiError(500, null), 'url')).toBe('Failed to process URL');
    expect(readerErrorMessage(new ApiError(502, null), 'text')).toBe('Failed to process text');
  });

  it('asks to try again after a network error', () => {
    const network = new TypeError('Failed to fetch');
    expect(readerErrorMessage(network, 'url')).toBe('Failed to process URL. Please try again.');
    expect(readerErrorMessage(network, 'text')).toBe('Failed to process text. Please try again.');
  });
});
