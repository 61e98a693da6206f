// Apart from messages.ts: the core auth module brings zod with it, and the sign-in screen, which
// chooses no password, need not load that before it can answer a tap.
import { PASSWORD_MIN_LENGTH } from '@quietdesk/core/api/auth';

export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters; long passphrases are welcome. Very common passwords are refused.`;

/** The registering rule the browser can check before asking (the server checks the rest). */
export const newPasswordProblem = (password: string): string | null =>
  password.length < PASSWORD_MIN_LENGTH
    ? `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`
    : null;
