CREATE TABLE "mind_maps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" jsonb NOT NULL,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"map_data" jsonb NOT NULL,
	"node_count" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"engine" jsonb,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mind_maps" ADD CONSTRAINT "mind_maps_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mind_maps_owner_updated_idx" ON "mind_maps" USING btree ("owner_id","updated_at");
