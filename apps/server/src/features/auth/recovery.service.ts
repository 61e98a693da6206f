import { createHash, randomBytes, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, RESET_TOKEN_LIFETIME_MINUTES } from '@quietdesk/core/api/auth';
import type { Clock } from '../../clock.ts';
import { badRequest, notFound, tooManyRequests } from '../../http/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AuthRepository } from './auth.repository.ts';
import type { KnownDevicesRepository } from './known-devices.repository.ts';
import type { LoginLimiter } from './login-limiter.ts';
import { withHasher, type PasswordHasher } from './password-hasher.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { passwordResetMail, resetLink } from './password-reset-mail.ts';
import type { RecoveryRepository } from './recovery.repository.ts';

// Account recovery (docs/decisions/049-account-recovery.md): a reset link by mail, when the
// server has mail, and single-use recovery codes, always. Both end in the same place: a new
// password, and the routes then end every session and withdraw the known devices.

const RESET_TOKEN_LIFETIME_MS = RESET_TOKEN_LIFETIME_MINUTES * 60_000;
/** Live reset links per account: a new request voids the oldest beyond this. */
const MAX_LIVE_RESET_TOKENS = 3;

export const RESET_ACCEPTED =
  'If an account uses this address, a link to choose a new password is on its way. It works once, for 30 minutes.';
export const BAD_RESET_TOKEN =
  'This reset link does not work: it was used already, it expired (links last 30 minutes) or a newer one replaced it. Ask for a new link.';
export const BAD_RECOVERY_CODE =
  'This email and recovery code do not match an unused code. Check the code, or use another one.';
const NO_MAIL =
  'This server sends no mail, so a password cannot be reset by email. Use one of your recovery codes.';

// 31 symbols without look-alikes (no i, l, o, 0, 1); 16 of them carry 79 bits.
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 16;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** A code as the person may type it back: any case, with or without dashes and spaces. */
const normaliseCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code.match(/.{4}/g)!.join('-');
}

interface RecoveryServiceDeps {
  repository: RecoveryRepository;
  accounts: AuthRepository;
  hasher: PasswordHasher;
  loginLimiter: LoginLimiter;
  knownDevices: KnownDevicesRepository;
  /** Undefined when the server has no mail: reset by email is then not offered. */
  mail: { mailer: Mailer; publicUrl: string } | undefined;
  clock: Clock;
  /** Where a failed delivery is reported (never to the person asking). */
  logError: (error: unknown, message: string) => void;
}

export function createRecoveryService(deps: RecoveryServiceDeps) {
  const { repository, accounts, hasher, loginLimiter, knownDevices, mail, clock } = deps;
  // Mail goes out after the answer: the answer then takes the same time whether or not the
  // account exists and whether or not the mail server is slow or down.
  const pending = new Set<Promise<void>>();

  async function sendResetMail(email: string): Promise<void> {
    if (!mail) return;
    const account = await accounts.findByEmail(email);
    if (!account) return;
    const token = randomBytes(32).toString('base64url');
    const now = clock();
    await repository.addResetToken({
      ownerId: account.ownerId,
      tokenHash: sha256(token),
      now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
      keep: MAX_LIVE_RESET_TOKENS,
    });
    await mail.mailer.send(passwordResetMail(account.email, resetLink(mail.publicUrl, token)));
  }

  /** The new password; browsers that knew the old one are strangers again (no known devices). */
  async function setNewPassword(ownerId: string, passwordHash: string): Promise<void> {
    const now = clock();
    await accounts.setPasswordHash(ownerId, passwordHash, now);
    // Any other link in a mailbox stops working with the password it was sent for.
    await repository.deleteResetTokens(ownerId, now);
    await knownDevices.withdrawAll(ownerId);
  }

  return {
    resetByEmailAvailable: mail !== undefined,

    /**
     * Answers at once, the same for every address; when the address has an account, a reset
     * mail follows. The route limits requests per client address and per email address (429).
     */
    async requestReset(email: string): Promise<void> {
      if (!mail) throw notFound(NO_MAIL);
      const job = sendResetMail(email)
        .catch((error: unknown) => deps.logError(error, 'A password-reset mail was not sent.'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },

    /** Every mail still on its way has been sent or has failed (for shutdown and tests). */
    async settled(): Promise<void> {
      await Promise.all([...pending]);
    },

    /** Uses a reset token once and sets the new password; returns the account's owner. */
    async confirmReset(token: string, newPassword: string): Promise<string> {
      const tokenHash = sha256(token);
      // A bad token is refused before the (deliberately slow) hashing of the new password.
      if (!(await repository.isLiveResetToken(tokenHash, clock())))
        throw badRequest(BAD_RESET_TOKEN);
      assertAcceptablePassword(newPassword);
      const passwordHash = await withHasher(() => hasher.hash(newPassword));
      const ownerId = await repository.consumeResetToken(tokenHash, clock());
      if (!ownerId) throw badRequest(BAD_RESET_TOKEN);
      await setNewPassword(ownerId, passwordHash);
      return ownerId;
    },

    /** Ten new codes for the owner; the old ones stop working. Only their hashes are kept. */
    async generateCodes(ownerId: string): Promise<string[]> {
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await repository.replaceRecoveryCodes(
        ownerId,
        codes.map((code) => sha256(normaliseCode(code))),
        clock(),
      );
      return codes;
    },

    codesLeft: (ownerId: string) => repository.recoveryCodeCount(ownerId),

    /**
     * Uses a recovery code once and sets the new password; returns the account's owner. A wrong
     * or used code counts as a failed sign-in, within the same limits (429 when over them).
     */
    async recover(input: {
      /** The email asked for, the client's address and the browser's device cookie, if any. */
      attempt: { account: string; address: string; device?: string | undefined };
      code: string;
      newPassword: string;
    }): Promise<string> {
      assertAcceptablePassword(input.newPassword);
      const account = await accounts.findByEmail(input.attempt.account);
      const knownDevice = account
        ? await knownDevices.isKnown(account.ownerId, input.attempt.device, clock())
        : false;
      // Counted before anything is checked, like a password (login-limiter.ts): concurrent
      // guesses cannot pass the limit.
      const reservation = await loginLimiter.reserve({
        account: input.attempt.account,
        address: input.attempt.address,
        knownDevice,
      });
      const wait = reservation.retryAfterSeconds;
      if (wait > 0) {
        const minutes = Math.max(1, Math.ceil(wait / 60));
        throw tooManyRequests(
          wait,
          `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
      const codeHash = sha256(normaliseCode(input.code));
      // A wrong code stays counted; it is refused before the slow hashing of the new password.
      if (!account || !(await repository.hasRecoveryCode(account.ownerId, codeHash))) {
        throw badRequest(BAD_RECOVERY_CODE);
      }
      let passwordHash: string;
      try {
        passwordHash = await withHasher(() => hasher.hash(input.newPassword));
      } catch (error) {
        await reservation.cancel(); // nothing was decided: the attempt is given back
        throw error;
      }
      if (!(await repository.consumeRecoveryCode(account.ownerId, codeHash))) {
        throw badRequest(BAD_RECOVERY_CODE); // used by a request racing this one
      }
      await reservation.succeeded();
      await setNewPassword(account.ownerId, passwordHash);
      return account.ownerId;
    },
  };
}

export type RecoveryService = ReturnType<typeof createRecoveryService>;
