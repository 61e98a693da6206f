import { ApiError, ApiTimeoutError } from '~/lib/api-client';

/** Email is an identifier only: said on every screen that asks for it. */
export const EMAIL_NOTE =
  'Your email is only your sign-in name. Quietdesk sends no mail, so a forgotten password cannot be reset by email: keep it in a password manager.';

/** A sentence for a failed call: the server's own words when it gave some. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 429 && !error.detail) {
      const wait = error.retryAfterSeconds;
      return wait ? `Too many attempts. Try again in ${Math.ceil(wait / 60)} minutes.` : fallback;
    }
    return error.detail ?? fallback;
  }
  if (error instanceof ApiTimeoutError) return error.message;
  if (error instanceof TypeError) return 'Could not reach Quietdesk. Check your connection.';
  return fallback;
}
