-- Account recovery (docs/decisions/049-account-recovery.md): password-reset tokens sent by mail
-- and recovery codes. Only SHA-256 hashes of the secrets are stored; both are credentials, not
-- data, so they are never exported and go with the owner by ON DELETE CASCADE.
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"owner_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "recovery_codes_owner_id_code_hash_pk" PRIMARY KEY("owner_id","code_hash")
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_tokens_owner_id_idx" ON "password_reset_tokens" USING btree ("owner_id");
