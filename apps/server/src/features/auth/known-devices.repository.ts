import { createHash } from 'node:crypto';
import { and, desc, eq, gt, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { knownDevices } from '../../db/schema.ts';

/** How many browsers one account keeps as known; the least recently signed-in ones go first. */
export const MAX_KNOWN_DEVICES_PER_ACCOUNT = 20;

// Only the token's SHA-256 is stored: the table alone cannot make a browser known.
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Browsers that signed in to an account before (the device cookie). A row lasts as long as the
 * cookie (`lifetimeMs` from its last sign-in) and goes with the account (ON DELETE CASCADE).
 */
export function createKnownDevicesRepository(db: Db, lifetimeMs: number) {
  return {
    async isKnown(ownerId: string, token: string | undefined, now: Date): Promise<boolean> {
      if (!token) return false;
      const [row] = await db
        .select({ ownerId: knownDevices.ownerId })
        .from(knownDevices)
        .where(
          and(
            eq(knownDevices.tokenHash, hashToken(token)),
            eq(knownDevices.ownerId, ownerId),
            gt(knownDevices.lastSignInAt, new Date(now.getTime() - lifetimeMs)),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Remembers the browser and drops the account's oldest ones past the cap. */
    async remember(ownerId: string, token: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(knownDevices)
          .values({ tokenHash: hashToken(token), ownerId, lastSignInAt: now });
        const keep = tx
          .select({ tokenHash: knownDevices.tokenHash })
          .from(knownDevices)
          .where(eq(knownDevices.ownerId, ownerId))
          .orderBy(desc(knownDevices.lastSignInAt), desc(knownDevices.tokenHash))
          .limit(MAX_KNOWN_DEVICES_PER_ACCOUNT);
        await tx
          .delete(knownDevices)
          .where(and(eq(knownDevices.ownerId, ownerId), notInArray(knownDevices.tokenHash, keep)));
      });
    },

    /** Forgets one browser (its cookie is replaced by a new token at the next sign-in). */
    async forget(token: string | undefined): Promise<void> {
      if (token) await db.delete(knownDevices).where(eq(knownDevices.tokenHash, hashToken(token)));
    },

    /** Forgets every browser of the account: after a password change or sign out everywhere. */
    async withdrawAll(ownerId: string): Promise<void> {
      await db.delete(knownDevices).where(eq(knownDevices.ownerId, ownerId));
    },
  };
}

export type KnownDevicesRepository = ReturnType<typeof createKnownDevicesRepository>;
