import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { authSessions } from '../../db/schema.ts';

/** How long a signed-in session lives (docs/decisions/022-accounts-and-sessions.md). */
interface SessionLimits {
  /** A session unused for this long is over. */
  idleTimeoutMs: number;
  /** A session is over this long after sign-in, however active. */
  absoluteLifetimeMs: number;
}

/**
 * Where signed-in sessions live. Sessions are keyed by the SHA-256 of their cookie token, never the
 * token itself. Everything that reads or ends sessions goes through this interface, so moving them
 * (e.g. to Redis) means writing one more implementation, not touching the routes.
 */
export interface SessionStore {
  create(session: { tokenHash: string; ownerId: string; now: Date }): Promise<void>;
  /** The owner of a live session, marking it as used; undefined when unknown or expired. */
  touch(tokenHash: string, now: Date): Promise<string | undefined>;
  revoke(tokenHash: string): Promise<void>;
  /** Ends every session of an owner, except one (the caller's own) when named. */
  revokeAllForOwner(ownerId: string, exceptTokenHash?: string): Promise<void>;
}

// last_seen_at is only rewritten when it is this stale: a write per API call would be wasted work,
// and a minute is nothing against an inactivity timeout of hours or days.
const TOUCH_EVERY_MS = 60_000;

/** Sessions in the app's own database (PGlite or PostgreSQL), so every process sees them. */
export function createDatabaseSessionStore(db: Db, limits: SessionLimits): SessionStore {
  return {
    async create({ tokenHash, ownerId, now }) {
      await db.insert(authSessions).values({ tokenHash, ownerId, createdAt: now, lastSeenAt: now });
      // Sign-in is a good moment to sweep this owner's dead sessions; nothing else needs them.
      await db
        .delete(authSessions)
        .where(
          and(
            eq(authSessions.ownerId, ownerId),
            or(
              lt(authSessions.lastSeenAt, new Date(now.getTime() - limits.idleTimeoutMs)),
              lt(authSessions.createdAt, new Date(now.getTime() - limits.absoluteLifetimeMs)),
            ),
          ),
        );
    },

    async touch(tokenHash, now) {
      const [row] = await db
        .select()
        .from(authSessions)
        .where(eq(authSessions.tokenHash, tokenHash))
        .limit(1);
      if (!row) return undefined;
      const idleFor = now.getTime() - row.lastSeenAt.getTime();
      const age = now.getTime() - row.createdAt.getTime();
      if (idleFor >= limits.idleTimeoutMs || age >= limits.absoluteLifetimeMs) {
        await db.delete(authSessions).where(eq(authSessions.tokenHash, tokenHash));
        return undefined;
      }
      if (idleFor >= TOUCH_EVERY_MS) {
        await db
          .update(authSessions)
          .set({ lastSeenAt: now })
          .where(eq(authSessions.tokenHash, tokenHash));
      }
      return row.ownerId;
    },

    async revoke(tokenHash) {
      await db.delete(authSessions).where(eq(authSessions.tokenHash, tokenHash));
    },

    async revokeAllForOwner(ownerId, exceptTokenHash) {
      await db
        .delete(authSessions)
        .where(
          exceptTokenHash
            ? and(eq(authSessions.ownerId, ownerId), ne(authSessions.tokenHash, exceptTokenHash))
            : eq(authSessions.ownerId, ownerId),
        );
    },
  };
}
