import { normalizePassword } from '@quietdesk/core/api/auth';
import { unprocessable } from '../../http/errors.ts';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.ts';

// Length rules are checked by the shared zod schema at the edge; this adds the one rule that needs
// data: a password among the 3,000 most common is the first thing an attacker tries.
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  COMMON_PASSWORDS_TEXT.split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
);

export const COMMON_PASSWORD_COUNT = COMMON_PASSWORDS.size;

/**
 * The list is lower-case; "Password1" is as guessable as "password1", and full-width
 * "ｐａｓｓｗｏｒｄ１２３" is "password123" once normalised (NFKC, as the hash does).
 */
export const isCommonPassword = (password: string): boolean =>
  COMMON_PASSWORDS.has(normalizePassword(password).toLowerCase());

export function assertAcceptablePassword(password: string): void {
  if (isCommonPassword(password)) {
    throw unprocessable(
      'This password is one of the most common ones, so it is easy to guess. Choose another.',
    );
  }
}
