CREATE TABLE "reader_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"text" text NOT NULL,
	"sections" jsonb NOT NULL,
	"char_count" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"opened_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reader_highlights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"start" integer NOT NULL,
	"end" integer NOT NULL,
	"quote" text NOT NULL,
	"prefix" text NOT NULL,
	"suffix" text NOT NULL,
	"section" text,
	"card_id" uuid,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reader_items" ADD CONSTRAINT "reader_items_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_highlights" ADD CONSTRAINT "reader_highlights_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_highlights" ADD CONSTRAINT "reader_highlights_item_id_reader_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."reader_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_highlights" ADD CONSTRAINT "reader_highlights_card_id_flashcard_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."flashcard_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reader_items_owner_opened_idx" ON "reader_items" USING btree ("owner_id","opened_at");--> statement-breakpoint
CREATE INDEX "reader_highlights_item_start_idx" ON "reader_highlights" USING btree ("item_id","start");--> statement-breakpoint
CREATE INDEX "reader_highlights_card_idx" ON "reader_highlights" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "reader_highlights_owner_idx" ON "reader_highlights" USING btree ("owner_id");
