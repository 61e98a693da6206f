import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accounts, guestTokens, owners, passwordResetTokens } from '../../db/schema.ts';

export type AccountRow = typeof accounts.$inferSelect;

/** Postgres' unique_violation, wrapped or not by the driver layer. */
const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

export class EmailTakenError extends Error {
  override name = 'EmailTakenError';
}

export function createAuthRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<AccountRow | undefined> {
      const [row] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
      return row;
    },

    async findByOwner(ownerId: string): Promise<AccountRow | undefined> {
      const [row] = await db.select().from(accounts).where(eq(accounts.ownerId, ownerId)).limit(1);
      return row;
    },

    /**
     * Makes an account. With a guest, that same owner becomes the account (its data stays where it
     * is) and its guest tokens stop working: from now on only a password opens it.
     */
    async createAccount(input: {
      guestOwnerId: string | undefined;
      email: string;
      passwordHash: string;
      now: Date;
    }): Promise<string> {
      try {
        return await db.transaction(async (tx) => {
          let ownerId: string | undefined;
          if (input.guestOwnerId) {
            const [promoted] = await tx
              .update(owners)
              .set({ kind: 'account' })
              .where(and(eq(owners.id, input.guestOwnerId), eq(owners.kind, 'guest')))
              .returning({ id: owners.id });
            ownerId = promoted?.id;
            if (ownerId) await tx.delete(guestTokens).where(eq(guestTokens.ownerId, ownerId));
          }
          if (!ownerId) {
            const [created] = await tx
              .insert(owners)
              .values({ kind: 'account', createdAt: input.now })
              .returning({ id: owners.id });
            if (!created) throw new Error('Inserting an owner returned no row.');
            ownerId = created.id;
          }
          await tx.insert(accounts).values({
            ownerId,
            email: input.email,
            passwordHash: input.passwordHash,
            createdAt: input.now,
            passwordChangedAt: input.now,
          });
          return ownerId;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new EmailTakenError();
        throw error;
      }
    },

    /**
     * A new password, however it was set (account page, reset link, recovery code), voids every
     * reset link already mailed: a link must not undo a change made after it was sent.
     */
    async setPasswordHash(ownerId: string, passwordHash: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(accounts)
          .set({ passwordHash, passwordChangedAt: now })
          .where(eq(accounts.ownerId, ownerId));
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.ownerId, ownerId));
      });
    },

    /** Rehash on sign-in after the cost changed: same password, new parameters. */
    async replaceHash(ownerId: string, passwordHash: string): Promise<void> {
      await db.update(accounts).set({ passwordHash }).where(eq(accounts.ownerId, ownerId));
    },

    async isGuest(ownerId: string): Promise<boolean> {
      const [row] = await db
        .select({ kind: owners.kind })
        .from(owners)
        .where(eq(owners.id, ownerId))
        .limit(1);
      return row?.kind === 'guest';
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
