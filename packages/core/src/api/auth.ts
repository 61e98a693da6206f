import { z } from 'zod';

// Password rules, shared so the sign-up form can say them before the server refuses.
export const PASSWORD_MIN_LENGTH = 8;
// Long passphrases are welcome; the cap only bounds the hashing work one request can ask for.
const PASSWORD_MAX_LENGTH = 256;
const EMAIL_MAX_LENGTH = 254;

const email = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: `An email address has at most ${EMAIL_MAX_LENGTH} characters.` })
  .pipe(z.email({ error: 'Enter an email address like name@example.com.' }))
  // Email is only an identifier here: compared case-insensitively, stored lower-case.
  .transform((value) => value.toLowerCase());

// NFKC first, as the hash does: full-width "ｐａｓｓｗｏｒｄ１２３" IS "password123" at sign-in, so the
// length and common-password rules must judge that, not the characters typed.
export const normalizePassword = (password: string): string => password.normalize('NFKC');

const newPassword = z
  .string({ error: 'Enter a password.' })
  .overwrite(normalizePassword)
  .min(PASSWORD_MIN_LENGTH, {
    error: `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`,
  })
  .max(PASSWORD_MAX_LENGTH, {
    error: `A password has at most ${PASSWORD_MAX_LENGTH} characters.`,
  });

// A password being checked is not held to today's rules (they may have changed since it was set),
// only to the length cap.
const existingPassword = z
  .string({ error: 'Enter your password.' })
  .min(1, { error: 'Enter your password.' })
  .max(PASSWORD_MAX_LENGTH, { error: 'Email or password is wrong.' });

export const registerBodySchema = z
  .object({ email, password: newPassword })
  .meta({ id: 'RegisterBody' });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z
  .object({
    email,
    password: existingPassword,
    import_guest_data: z
      .boolean()
      .default(false)
      .describe("Move this browser's guest data into the account (one transaction)."),
  })
  .meta({ id: 'LoginBody' });
export type LoginBody = z.input<typeof loginBodySchema>;

export const changePasswordBodySchema = z
  .object({ current_password: existingPassword, new_password: newPassword })
  .meta({ id: 'ChangePasswordBody' });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const deleteAccountBodySchema = z
  .object({ password: existingPassword })
  .meta({ id: 'DeleteAccountBody' });
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const meSchema = z
  .object({
    kind: z
      .enum(['visitor', 'guest', 'account'])
      .describe('visitor: nothing stored yet; guest: data without an account; account: signed in.'),
    email: z.string().nullable(),
    created_at: z.string().nullable(),
    guest_has_data: z
      .boolean()
      .describe('This browser holds guest data that signing in can bring into the account.'),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof meSchema>;

export const accountExportSchema = z
  .object({
    format: z.literal('quietdesk-export/1'),
    exported_at: z.string(),
    account: z.object({ email: z.string(), created_at: z.string() }),
    data: z
      .record(z.string(), z.array(z.record(z.string(), z.unknown())))
      .describe('Every stored table that belongs to the account, by table name.'),
  })
  .meta({ id: 'AccountExport' });
export type AccountExport = z.infer<typeof accountExportSchema>;

// Account recovery (docs/decisions/049-account-recovery.md): a reset link by mail when the server
// has mail, and single-use recovery codes always.
export const RESET_TOKEN_LIFETIME_MINUTES = 30;
export const RECOVERY_CODE_COUNT = 10;

export const recoveryOptionsSchema = z
  .object({
    reset_by_email: z
      .boolean()
      .describe('The server sends mail, so a password can be reset with a link by email.'),
  })
  .meta({ id: 'RecoveryOptions' });
export type RecoveryOptions = z.infer<typeof recoveryOptionsSchema>;

export const passwordResetBodySchema = z.object({ email }).meta({ id: 'PasswordResetBody' });
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

export const passwordResetAcceptedSchema = z
  .object({ message: z.string() })
  .meta({ id: 'PasswordResetAccepted' });

const secret = (what: string) =>
  z
    .string({ error: `Enter the ${what}.` })
    .trim()
    .min(1, { error: `Enter the ${what}.` })
    .max(200, { error: `This ${what} is not right.` });

export const passwordResetConfirmBodySchema = z
  .object({ token: secret('reset token'), new_password: newPassword })
  .meta({ id: 'PasswordResetConfirmBody' });
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBodySchema>;

export const recoverBodySchema = z
  .object({ email, code: secret('recovery code'), new_password: newPassword })
  .meta({ id: 'RecoverBody' });
export type RecoverBody = z.infer<typeof recoverBodySchema>;

export const recoveryCodesSchema = z
  .object({
    codes: z
      .array(z.string())
      .length(RECOVERY_CODE_COUNT)
      .describe('Shown once: only their hashes are stored. Each works once.'),
  })
  .meta({ id: 'RecoveryCodes' });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const recoveryCodesLeftSchema = z
  .object({ remaining: z.number().int().min(0).max(RECOVERY_CODE_COUNT) })
  .meta({ id: 'RecoveryCodesLeft' });
export type RecoveryCodesLeft = z.infer<typeof recoveryCodesLeftSchema>;
