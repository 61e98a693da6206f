import { answeredWith } from '~/lib/api-client';

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

/** The reset link was refused as unknown, used or expired: the screen offers a new one. */
export const isDeadResetLink = (error: unknown) => answeredWith(error, 400);
