-- The person's own focus-timer lengths travel with the account (or guest identity), so another
-- browser shows them (docs/decisions/051-timer-settings-with-the-account.md). Null until first saved.
ALTER TABLE "preferences" ADD COLUMN "timer_settings" jsonb;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "timer_settings_changed_at" timestamp (3) with time zone;
