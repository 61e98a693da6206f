import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { NO_READ_CACHE, type ReadCache } from '../../db/read-cache.ts';
import { guestTokens, owners } from '../../db/schema.ts';

export function createIdentityRepository(db: Db, reads: ReadCache = NO_READ_CACHE) {
  // Asked for about one request in three under many owners (the identity cache keeps an answer
  // for 500 ms): prepared once (docs/decisions/041-pglite-read-cache.md), and on PGlite
  // remembered until guest tokens are written (creating or deleting one, or its owner).
  const findOwnerIdByTokenHash = db
    .select({ ownerId: guestTokens.ownerId })
    .from(guestTokens)
    .where(eq(guestTokens.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('identity_owner_by_guest_token');
  return {
    async findOwnerIdByTokenHash(tokenHash: string): Promise<string | undefined> {
      const rows = await reads.read(`guest-token:${tokenHash}`, ['guest_tokens'], () =>
        findOwnerIdByTokenHash.execute({ tokenHash }),
      );
      return rows[0]?.ownerId;
    },

    async createGuest(tokenHash: string, now: Date): Promise<string> {
      return db.transaction(async (tx) => {
        const [owner] = await tx
          .insert(owners)
          .values({ kind: 'guest', createdAt: now })
          .returning({ id: owners.id });
        if (!owner) throw new Error('Inserting an owner returned no row.');
        await tx.insert(guestTokens).values({ tokenHash, ownerId: owner.id, createdAt: now });
        return owner.id;
      });
    },

    /** Removes a guest and (by ON DELETE CASCADE) everything it stored. Accounts are kept. */
    async deleteGuest(ownerId: string): Promise<void> {
      await db.delete(owners).where(eq(owners.id, ownerId));
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
