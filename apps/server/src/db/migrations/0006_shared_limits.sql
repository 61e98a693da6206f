-- Rate-limit counters shared by every server process (src/limits/postgres-limit-store.ts).
-- UNLOGGED: a counter lost in a crash only restarts a one-minute window, and skipping the
-- write-ahead log keeps each hit cheap. Managed by hand, not by drizzle-kit (not in schema.ts).
CREATE UNLOGGED TABLE IF NOT EXISTS "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" bigint NOT NULL
);
