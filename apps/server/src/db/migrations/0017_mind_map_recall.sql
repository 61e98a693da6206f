-- Recall mode's marks per mind-map node (docs/decisions/057-mind-map-folding-recall-and-notes.md).
-- Folding, notes and links live in the map's graph text and need no column.
CREATE TABLE "mind_map_recall" (
	"mind_map_id" uuid NOT NULL,
	"node_id" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"knew" integer DEFAULT 0 NOT NULL,
	"missed" integer DEFAULT 0 NOT NULL,
	"last_result" text NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "mind_map_recall_mind_map_id_node_id_pk" PRIMARY KEY("mind_map_id","node_id")
);
--> statement-breakpoint
ALTER TABLE "mind_map_recall" ADD CONSTRAINT "mind_map_recall_mind_map_id_mind_maps_id_fk" FOREIGN KEY ("mind_map_id") REFERENCES "public"."mind_maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mind_map_recall" ADD CONSTRAINT "mind_map_recall_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mind_map_recall_owner_idx" ON "mind_map_recall" USING btree ("owner_id");
