CREATE TABLE "guest_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text DEFAULT 'guest' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owners_kind_check" CHECK ("owners"."kind" in ('guest', 'account'))
);
--> statement-breakpoint
CREATE TABLE "preferences" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"theme" text NOT NULL,
	"color_mode" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "preferences_theme_check" CHECK ("preferences"."theme" in ('light', 'dark', 'system')),
	CONSTRAINT "preferences_color_mode_check" CHECK ("preferences"."color_mode" in ('default', 'calm', 'focus'))
);
--> statement-breakpoint
ALTER TABLE "guest_tokens" ADD CONSTRAINT "guest_tokens_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_tokens_owner_id_idx" ON "guest_tokens" USING btree ("owner_id");