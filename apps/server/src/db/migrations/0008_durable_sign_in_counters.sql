-- Sign-in failure counters must outlive a crash, and rate_limits is UNLOGGED (PostgreSQL empties it
-- after one). They get a logged table of the same shape (src/limits/postgres-limit-store.ts);
-- short request-rate counters stay in rate_limits. Managed by hand, not by drizzle-kit.
CREATE TABLE IF NOT EXISTS "login_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "login_counters" ("key", "count", "reset_at")
	SELECT "key", "count", "reset_at" FROM "rate_limits"
	WHERE "key" LIKE 'login:ip:%' OR "key" LIKE 'login:account:%'
	ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
-- Known devices were counters keyed by hashes of the email and the token, with no owner to delete
-- them by; they move to an owner-scoped table, and the old entries are dropped (each owner's
-- browser is known again after its next sign-in).
DELETE FROM "rate_limits" WHERE "key" LIKE 'login:%';
--> statement-breakpoint
CREATE TABLE "known_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"last_sign_in_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_devices_owner_id_idx" ON "known_devices" USING btree ("owner_id","last_sign_in_at");
