import { ApiError, ApiTimeoutError } from '~/lib/api-client';

/**
 * What the email is for, said on every screen that asks for it, true to this installation: with
 * mail settings it also receives reset links; without, nothing is ever sent to it.
 * `undefined` while the server has not said yet.
 */
export function emailNote(resetByEmail: boolean | undefined): string {
  if (resetByEmail === undefined) return 'Your email is your sign-in name.';
  return resetByEmail
    ? 'Your email is your sign-in name, and where a link to reset a forgotten password is sent. Quietdesk sends no other mail.'
    : 'Your email is only your sign-in name: Quietdesk sends no mail here. If you forget your password, a recovery code (made on your account page) lets you set a new one.';
}

/** Said on the account page after a reset link or a recovery code set a new password. */
export const RECOVERED_NOTICE =
  'Your new password is set and you are signed in. Every other device was signed out.';

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
