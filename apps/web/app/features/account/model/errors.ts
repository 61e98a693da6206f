import { ApiError, ApiTimeoutError } from '~/lib/api-client';

/** A sentence for a failed call: the server's own words when it gave some. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.detail ?? fallback;
  if (error instanceof ApiTimeoutError) return error.message;
  if (error instanceof TypeError) return 'Could not reach Quietdesk. Check your connection.';
  return fallback;
}
