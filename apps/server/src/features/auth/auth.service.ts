import { randomBytes } from 'node:crypto';
import type { Me } from '@quietdesk/core/api/auth';
import type { Clock } from '../../clock.ts';
import { conflict, HttpError, tooManyRequests, unauthorized } from '../../http/errors.ts';
import type { AccountDataRepository } from './account-data.repository.ts';
import { EmailTakenError, type AccountRow, type AuthRepository } from './auth.repository.ts';
import type { KnownDevicesRepository } from './known-devices.repository.ts';
import type { LoginLimiter } from './login-limiter.ts';
import { HasherBusyError, withHasher, type PasswordHasher } from './password-hasher.ts';
import { assertAcceptablePassword } from './password-policy.ts';

/** A password check: for which account, from where, and the browser's device token if any. */
interface PasswordAttempt {
  /** The normalised email asked for (whether or not such an account exists). */
  account: string;
  address: string;
  /** The device cookie's token: proof of an earlier sign-in on this browser, if it sent one. */
  device?: string | undefined;
}

const WRONG_CREDENTIALS = 'Email or password is wrong.';

interface AuthServiceDeps {
  repository: AuthRepository;
  accountData: AccountDataRepository;
  hasher: PasswordHasher;
  limiter: LoginLimiter;
  knownDevices: KnownDevicesRepository;
  clock: Clock;
}

const newDeviceToken = () => randomBytes(32).toString('base64url');

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export function createAuthService({
  repository,
  accountData,
  hasher,
  limiter,
  knownDevices,
  clock,
}: AuthServiceDeps) {
  // Checking a password for an email that has no account costs the same hashing work, so the time
  // an answer takes does not tell whether the account exists.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hasher.hash('decoy password, never matches'));

  /**
   * Throws 429 while the limits hold, 503 when the hasher is full, 401 on a wrong password. The
   * attempt is counted before the hash and given back only if the password was right
   * (login-limiter.ts), so concurrent guesses cannot pass the limit.
   */
  async function checkPassword(
    attempt: PasswordAttempt,
    account: AccountRow | undefined,
    password: string,
  ): Promise<{ account: AccountRow; knownDevice: boolean }> {
    const knownDevice = account
      ? await knownDevices.isKnown(account.ownerId, attempt.device, clock())
      : false;
    const reservation = await limiter.reserve({
      account: attempt.account,
      address: attempt.address,
      knownDevice,
    });
    const wait = reservation.retryAfterSeconds;
    if (wait > 0) {
      throw tooManyRequests(
        wait,
        `Too many sign-in attempts. Try again in ${minutes(wait)} minute${minutes(wait) === 1 ? '' : 's'}.`,
      );
    }
    let matches: boolean;
    try {
      matches = await withHasher(async () =>
        account
          ? hasher.verify(password, account.passwordHash)
          : (await hasher.verify(password, await decoy()), false),
      );
    } catch (error) {
      await reservation.cancel(); // the password was never checked
      throw error;
    }
    if (!account || !matches) throw unauthorized(WRONG_CREDENTIALS);
    await reservation.succeeded();
    if (hasher.needsRehash(account.passwordHash)) {
      // Best effort: a busy hasher leaves the old hash for the next sign-in.
      await hasher
        .hash(password)
        .then((hash) => repository.replaceHash(account.ownerId, hash))
        .catch((error: unknown) => {
          if (!(error instanceof HasherBusyError)) throw error;
        });
    }
    return { account, knownDevice };
  }

  /** A new device token for this browser, replacing the one it showed if that was the account's. */
  async function rememberDevice(ownerId: string, shown: string | undefined, known: boolean) {
    if (known) await knownDevices.forget(shown);
    const token = newDeviceToken();
    await knownDevices.remember(ownerId, token, clock());
    return token;
  }

  return {
    async register(input: {
      email: string;
      password: string;
      guestOwnerId: string | undefined;
    }): Promise<{ ownerId: string; deviceToken: string }> {
      assertAcceptablePassword(input.password);
      const passwordHash = await withHasher(() => hasher.hash(input.password));
      let ownerId: string;
      try {
        ownerId = await repository.createAccount({ ...input, passwordHash, now: clock() });
      } catch (error) {
        if (error instanceof EmailTakenError) {
          throw conflict('An account with this email already exists. Sign in instead.');
        }
        throw error;
      }
      // The browser that made the account is its owner's first known device.
      return { ownerId, deviceToken: await rememberDevice(ownerId, undefined, false) };
    },

    /** Checks the password within the limits; with a guest to import, moves its data in. */
    async login(input: {
      attempt: PasswordAttempt;
      password: string;
      importGuestOwnerId: string | undefined;
    }): Promise<{ ownerId: string; deviceToken: string; imported: boolean }> {
      const { account, knownDevice } = await checkPassword(
        input.attempt,
        await repository.findByEmail(input.attempt.account),
        input.password,
      );
      const deviceToken = await rememberDevice(account.ownerId, input.attempt.device, knownDevice);
      const guest = input.importGuestOwnerId;
      const imported = guest !== undefined && (await repository.isGuest(guest));
      if (imported) await accountData.mergeGuestInto(guest, account.ownerId);
      return { ownerId: account.ownerId, deviceToken, imported };
    },

    /** For the account page: the password again before changing or deleting anything. */
    async confirmPassword(
      ownerId: string,
      password: string,
      attempt: Omit<PasswordAttempt, 'account'>,
    ): Promise<AccountRow> {
      const account = await repository.findByOwner(ownerId);
      if (!account) throw unauthorized('Sign in to use your account.');
      try {
        return (await checkPassword({ ...attempt, account: account.email }, account, password))
          .account;
      } catch (error) {
        // On the account page the email is known; only the password can be wrong.
        if (error instanceof HttpError && error.statusCode === 401) {
          throw new HttpError(403, 'Your current password is not right.');
        }
        throw error;
      }
    },

    /**
     * Sets the new password and withdraws every known device: browsers that knew the old password
     * are strangers again. Returns a fresh device token for the browser that made the change.
     */
    async changePassword(ownerId: string, newPassword: string): Promise<string> {
      assertAcceptablePassword(newPassword);
      const hash = await withHasher(() => hasher.hash(newPassword));
      await repository.setPasswordHash(ownerId, hash, clock());
      await knownDevices.withdrawAll(ownerId);
      return rememberDevice(ownerId, undefined, false);
    },

    /** Forgets every browser of the account (sign out everywhere; recovery). */
    withdrawKnownDevices: (ownerId: string) => knownDevices.withdrawAll(ownerId),

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
