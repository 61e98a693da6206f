import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import {
  createIdentityCache,
  DEFAULT_IDENTITY_CACHE,
  type IdentityCacheOptions,
} from './identity-cache.ts';
import type { IdentityRepository } from './identity.repository.ts';
import type { SessionStore } from './session.repository.ts';

// Guest and session tokens are 32 random bytes (base64url in the cookie). Only their SHA-256 is
// stored: a fast hash is enough because the input already has 256 bits of entropy, unlike a
// password.

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export const newToken = (): string => randomBytes(32).toString('base64url');

// 43 base64url characters encode exactly 32 bytes; anything else cannot be one of our tokens.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const isWellFormedToken = (token: string | undefined): token is string =>
  token !== undefined && TOKEN_PATTERN.test(token);

export function createIdentityService(
  repository: IdentityRepository,
  sessions: SessionStore,
  clock: Clock,
  cacheOptions: IdentityCacheOptions = DEFAULT_IDENTITY_CACHE,
) {
  // Guest tokens and sessions share one cache under different prefixes (identity-cache.ts).
  const cache = createIdentityCache(clock, cacheOptions);
  const guestKey = (tokenHash: string) => `g:${tokenHash}`;
  const sessionKey = (tokenHash: string) => `s:${tokenHash}`;

  return {
    async ownerIdForToken(token: string | undefined): Promise<string | undefined> {
      if (!isWellFormedToken(token)) return undefined;
      const tokenHash = hashToken(token);
      return cache.get(guestKey(tokenHash), () => repository.findOwnerIdByTokenHash(tokenHash));
    },

    async createGuest(): Promise<{ ownerId: string; token: string }> {
      const token = newToken();
      const ownerId = await repository.createGuest(hashToken(token), clock());
      return { ownerId, token };
    },

    async discardGuest(ownerId: string): Promise<void> {
      await repository.deleteGuest(ownerId);
      cache.evictOwner(ownerId);
    },

    /**
     * Forgets what this process remembers about an owner's tokens, after something outside this
     * service ended them (an account deleted, a guest turned into or merged into an account).
     * Other processes forget within the cache's lifetime.
     */
    forgetOwner: (ownerId: string) => cache.evictOwner(ownerId),

    /** The owner and token hash of a live signed-in session, or undefined. */
    async resolveSession(
      token: string | undefined,
    ): Promise<{ ownerId: string; tokenHash: string } | undefined> {
      if (!isWellFormedToken(token)) return undefined;
      const tokenHash = hashToken(token);
      // A cached session skips touch(): last_seen_at is only rewritten once a minute anyway, and
      // the cache's lifetime is far below the inactivity timeout.
      const ownerId = await cache.get(sessionKey(tokenHash), () =>
        sessions.touch(tokenHash, clock()),
      );
      return ownerId ? { ownerId, tokenHash } : undefined;
    },

    /** A fresh session for an owner: always a new token, so signing in rotates the session. */
    async startSession(ownerId: string): Promise<{ token: string; tokenHash: string }> {
      const token = newToken();
      const tokenHash = hashToken(token);
      await sessions.create({ tokenHash, ownerId, now: clock() });
      return { token, tokenHash };
    },

    async endSession(tokenHash: string): Promise<void> {
      await sessions.revoke(tokenHash);
      cache.evict(sessionKey(tokenHash));
    },

    async endAllSessions(ownerId: string, exceptTokenHash?: string): Promise<void> {
      await sessions.revokeAllForOwner(ownerId, exceptTokenHash);
      cache.evictOwner(ownerId);
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
