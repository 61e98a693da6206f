import { and, desc, eq, gt, lte, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import * as owned from '../../db/owned-rows.ts';
import { passwordResetTokens, recoveryCodes } from '../../db/schema.ts';

// Recovery secrets, stored only as SHA-256 hashes (docs/decisions/049-account-recovery.md).
// Each "use" is one DELETE … RETURNING, so two requests racing with the same secret cannot both
// win: the row lock lets exactly one of them delete it.

const liveToken = (tokenHash: string, now: Date) =>
  and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, now));

const ownersCode = (ownerId: string, codeHash: string) =>
  and(eq(recoveryCodes.ownerId, ownerId), eq(recoveryCodes.codeHash, codeHash));

export function createRecoveryRepository(db: Db) {
  return {
    /** Stores a new reset token and keeps only the owner's `keep` newest live ones. */
    async addResetToken(input: {
      ownerId: string;
      tokenHash: string;
      now: Date;
      expiresAt: Date;
      keep: number;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(passwordResetTokens).values({
          tokenHash: input.tokenHash,
          ownerId: input.ownerId,
          createdAt: input.now,
          expiresAt: input.expiresAt,
        });
        const newest = tx
          .select({ tokenHash: passwordResetTokens.tokenHash })
          .from(passwordResetTokens)
          .where(
            and(
              eq(passwordResetTokens.ownerId, input.ownerId),
              gt(passwordResetTokens.expiresAt, input.now),
            ),
          )
          .orderBy(desc(passwordResetTokens.createdAt), desc(passwordResetTokens.tokenHash))
          .limit(input.keep);
        await tx
          .delete(passwordResetTokens)
          .where(
            and(
              eq(passwordResetTokens.ownerId, input.ownerId),
              notInArray(passwordResetTokens.tokenHash, newest),
            ),
          );
      });
    },

    /** Whether a token is live, without using it (so a bad one costs no password hashing). */
    isLiveResetToken: (tokenHash: string, now: Date): Promise<boolean> =>
      owned.existsWhere(db, passwordResetTokens, liveToken(tokenHash, now)),

    /** Uses a live token once: returns its owner, or undefined when unknown, used or expired. */
    async consumeResetToken(tokenHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .delete(passwordResetTokens)
        .where(liveToken(tokenHash, now))
        .returning({ ownerId: passwordResetTokens.ownerId });
      return row?.ownerId;
    },

    /** After a password change every outstanding link is void, and dead ones are swept. */
    async deleteResetTokens(ownerId: string, now: Date): Promise<void> {
      await db.delete(passwordResetTokens).where(eq(passwordResetTokens.ownerId, ownerId));
      await db.delete(passwordResetTokens).where(lte(passwordResetTokens.expiresAt, now));
    },

    liveResetTokenCount: (ownerId: string, now: Date): Promise<number> =>
      db.$count(
        passwordResetTokens,
        and(eq(passwordResetTokens.ownerId, ownerId), gt(passwordResetTokens.expiresAt, now)),
      ),

    /** Replaces every code of the owner with new ones (old codes stop working at once). */
    async replaceRecoveryCodes(ownerId: string, codeHashes: string[], now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.ownerId, ownerId));
        await tx
          .insert(recoveryCodes)
          .values(codeHashes.map((codeHash) => ({ ownerId, codeHash, createdAt: now })));
      });
    },

    /** Uses one code of the owner; false when it is not one of theirs or was used already. */
    consumeRecoveryCode: (ownerId: string, codeHash: string): Promise<boolean> =>
      owned.deleteWhere(db, recoveryCodes, ownersCode(ownerId, codeHash)),

    hasRecoveryCode: (ownerId: string, codeHash: string): Promise<boolean> =>
      owned.existsWhere(db, recoveryCodes, ownersCode(ownerId, codeHash)),

    recoveryCodeCount: (ownerId: string): Promise<number> =>
      db.$count(recoveryCodes, eq(recoveryCodes.ownerId, ownerId)),
  };
}

export type RecoveryRepository = ReturnType<typeof createRecoveryRepository>;
