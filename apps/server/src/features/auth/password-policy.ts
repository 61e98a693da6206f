import { readFileSync } from 'node:fs';
import { normalizePassword } from '@quietdesk/core/api/auth';
import { unprocessable } from '../../http/errors.ts';

// Length rules are checked by the shared zod schema at the edge; this adds the one rule that needs
// data: a password among the 3,000 most common is the first thing an attacker tries.
// common-passwords.txt is the top of the ranked 'passwords-common' list of
// @zxcvbn-ts/language-common 4.1.3 (MIT licence), built from leaked-password frequency counts, one
// per line, most common first (docs/decisions/023-password-hashing-and-login-limits.md). It is
// read once at start; the server build copies it beside dist/main.js, so this URL resolves both
// in the source tree and in the bundle.
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
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
