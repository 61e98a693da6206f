import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// An owner is whoever data belongs to. A guest starts with kind 'guest' and a cookie token;
// becoming an account later means attaching credentials to the SAME owner id and flipping the
// kind, so no feature row ever has to move.
export const owners = pgTable(
  'owners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['guest', 'account'] })
      .notNull()
      .default('guest'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('owners_kind_check', sql`${table.kind} in ('guest', 'account')`)],
);

// Only the SHA-256 of the cookie token is stored: a leaked database cannot be replayed as cookies.
export const guestTokens = pgTable(
  'guest_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('guest_tokens_owner_id_idx').on(table.ownerId)],
);

// One row per owner; missing row means "defaults" so reads never need to write.
export const preferences = pgTable(
  'preferences',
  {
    ownerId: uuid('owner_id')
      .primaryKey()
      .references(() => owners.id, { onDelete: 'cascade' }),
    theme: text('theme', { enum: ['light', 'dark', 'system'] }).notNull(),
    colorMode: text('color_mode', { enum: ['default', 'calm', 'focus'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('preferences_theme_check', sql`${table.theme} in ('light', 'dark', 'system')`),
    check('preferences_color_mode_check', sql`${table.colorMode} in ('default', 'calm', 'focus')`),
  ],
);
