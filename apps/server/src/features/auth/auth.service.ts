import type { Me } from '@quietdesk/core/api/auth';
import type { Clock } from '../../clock.ts';
import { conflict, HttpError, tooManyRequests } from '../../http/errors.ts';
import type { AccountDataRepository } from './account-data.repository.ts';
import { EmailTakenError, type AccountRow, type AuthRepository } from './auth.repository.ts';
import type { LoginAttempt, LoginLimiter } from './login-limiter.ts';
import type { PasswordHasher } from './password-hasher.ts';
import { assertAcceptablePassword } from './password-policy.ts';

export const WRONG_CREDENTIALS = 'Email or password is wrong.';
export const unauthorized = (detail: string) => new HttpError(401, detail);

export interface AuthServiceDeps {
  repository: AuthRepository;
  accountData: AccountDataRepository;
  hasher: PasswordHasher;
  limiter: LoginLimiter;
  clock: Clock;
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export function createAuthService({
  repository,
  accountData,
  hasher,
  limiter,
  clock,
}: AuthServiceDeps) {
  // Checking a password for an email that has no account costs the same hashing work, so the time
  // an answer takes does not tell whether the account exists.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hasher.hash('decoy password, never matches'));

  /** Throws 429 while the limits hold, 401 on a wrong password (and counts it). */
  async function checkPassword(
    attempt: LoginAttempt,
    account: AccountRow | undefined,
    password: string,
  ): Promise<AccountRow> {
    const wait = await limiter.retryAfterSeconds(attempt);
    if (wait > 0) {
      throw tooManyRequests(
        wait,
        `Too many sign-in attempts. Try again in ${minutes(wait)} minute${minutes(wait) === 1 ? '' : 's'}.`,
      );
    }
    const matches = account
      ? await hasher.verify(password, account.passwordHash)
      : (await hasher.verify(password, await decoy()), false);
    if (!account || !matches) {
      await limiter.recordFailure(attempt);
      throw unauthorized(WRONG_CREDENTIALS);
    }
    if (hasher.needsRehash(account.passwordHash)) {
      await repository.replaceHash(account.ownerId, await hasher.hash(password));
    }
    return account;
  }

  return {
    async register(input: {
      email: string;
      password: string;
      guestOwnerId: string | undefined;
    }): Promise<string> {
      assertAcceptablePassword(input.password);
      const passwordHash = await hasher.hash(input.password);
      try {
        return await repository.createAccount({ ...input, passwordHash, now: clock() });
      } catch (error) {
        if (error instanceof EmailTakenError) {
          throw conflict('An account with this email already exists. Sign in instead.');
        }
        throw error;
      }
    },

    /** Checks the password within the limits; with a guest to import, moves its data in. */
    async login(input: {
      attempt: LoginAttempt;
      password: string;
      importGuestOwnerId: string | undefined;
    }): Promise<{ ownerId: string; deviceToken: string; imported: boolean }> {
      const account = await checkPassword(
        input.attempt,
        await repository.findByEmail(input.attempt.account),
        input.password,
      );
      const deviceToken = await limiter.recordSuccess(input.attempt);
      const guest = input.importGuestOwnerId;
      const imported = guest !== undefined && (await repository.isGuest(guest));
      if (imported) await accountData.mergeGuestInto(guest, account.ownerId);
      return { ownerId: account.ownerId, deviceToken, imported };
    },

    /** For the account page: the password again before changing or deleting anything. */
    async confirmPassword(
      ownerId: string,
      password: string,
      attempt: Omit<LoginAttempt, 'account'>,
    ) {
      const account = await repository.findByOwner(ownerId);
      if (!account) throw unauthorized('Sign in to use your account.');
      try {
        return await checkPassword({ ...attempt, account: account.email }, account, password);
      } catch (error) {
        // On the account page the email is known; only the password can be wrong.
        if (error instanceof HttpError && error.statusCode === 401) {
          throw new HttpError(403, 'Your current password is not right.');
        }
        throw error;
      }
    },

    async changePassword(ownerId: string, newPassword: string): Promise<void> {
      assertAcceptablePassword(newPassword);
      await repository.setPasswordHash(ownerId, await hasher.hash(newPassword), clock());
    },

    async me(state: {
      accountOwnerId: string | undefined;
      guestOwnerId: string | undefined;
    }): Promise<Me> {
      const guestHasData = state.guestOwnerId
        ? (await repository.isGuest(state.guestOwnerId)) &&
          (await accountData.hasData(state.guestOwnerId))
        : false;
      const account = state.accountOwnerId
        ? await repository.findByOwner(state.accountOwnerId)
        : undefined;
      if (account) {
        return {
          kind: 'account',
          email: account.email,
          created_at: account.createdAt.toISOString(),
          guest_has_data: guestHasData,
        };
      }
      return {
        kind: state.guestOwnerId ? 'guest' : 'visitor',
        email: null,
        created_at: null,
        guest_has_data: guestHasData,
      };
    },

    findAccount: (ownerId: string) => repository.findByOwner(ownerId),

    /** Every data row the owner has, by table (docs/decisions/022-accounts-and-sessions.md). */
    exportData: (ownerId: string) => accountData.exportOwner(ownerId),

    /** The owner and, by ON DELETE CASCADE, everything it owns. */
    deleteAccount: (ownerId: string) => accountData.deleteOwner(ownerId),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
