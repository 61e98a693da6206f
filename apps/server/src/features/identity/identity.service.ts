import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { IdentityRepository } from './identity.repository.ts';
import type { SessionStore } from './session-store.ts';

// Guest and session tokens are 32 random bytes (base64url in the cookie). Only their SHA-256 is
// stored: a fast hash is enough because the input already has 256 bits of entropy, unlike a
// password.

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export const newToken = (): string => randomBytes(32).toString('base64url');

// 43 base64url characters encode exactly 32 bytes; anything else cannot be one of our tokens.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const isWellFormedToken = (token: string | undefined): token is string =>
  token !== undefined && TOKEN_PATTERN.test(token);

export function createIdentityService(
  repository: IdentityRepository,
  sessions: SessionStore,
  clock: Clock,
) {
  return {
    async ownerIdForToken(token: string | undefined): Promise<string | undefined> {
      if (!isWellFormedToken(token)) return undefined;
      return repository.findOwnerIdByTokenHash(hashToken(token));
    },

    async createGuest(): Promise<{ ownerId: string; token: string }> {
      const token = newToken();
      const ownerId = await repository.createGuest(hashToken(token), clock());
      return { ownerId, token };
    },

    discardGuest: (ownerId: string) => repository.deleteGuest(ownerId),

    /** The owner and token hash of a live signed-in session, or undefined. */
    async resolveSession(
      token: string | undefined,
    ): Promise<{ ownerId: string; tokenHash: string } | undefined> {
      if (!isWellFormedToken(token)) return undefined;
      const tokenHash = hashToken(token);
      const ownerId = await sessions.touch(tokenHash, clock());
      return ownerId ? { ownerId, tokenHash } : undefined;
    },

    /** A fresh session for an owner: always a new token, so signing in rotates the session. */
    async startSession(ownerId: string): Promise<{ token: string; tokenHash: string }> {
      const token = newToken();
      const tokenHash = hashToken(token);
      await sessions.create({ tokenHash, ownerId, now: clock() });
      return { token, tokenHash };
    },

    endSession: (tokenHash: string) => sessions.revoke(tokenHash),
    endAllSessions: (ownerId: string, exceptTokenHash?: string) =>
      sessions.revokeAllForOwner(ownerId, exceptTokenHash),
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
