ALTER TABLE "reader_items" ADD COLUMN "content_hash" text;--> statement-breakpoint
CREATE INDEX "reader_items_owner_hash_idx" ON "reader_items" USING btree ("owner_id","content_hash");
