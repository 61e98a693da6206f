import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { IdentityRepository } from './identity.repository.ts';

// A guest token is 32 random bytes (base64url in the cookie). Only its SHA-256 is stored: a fast
// hash is enough because the input already has 256 bits of entropy, unlike a password.

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

// 43 base64url characters encode exactly 32 bytes; anything else cannot be one of our tokens.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function createIdentityService(repository: IdentityRepository, clock: Clock) {
  return {
    async ownerIdForToken(token: string | undefined): Promise<string | undefined> {
      if (!token || !TOKEN_PATTERN.test(token)) return undefined;
      return repository.findOwnerIdByTokenHash(hashToken(token));
    },

    async createGuest(): Promise<{ ownerId: string; token: string }> {
      const token = randomBytes(32).toString('base64url');
      const ownerId = await repository.createGuest(hashToken(token), clock());
      return { ownerId, token };
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
