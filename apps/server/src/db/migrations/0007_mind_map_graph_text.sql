-- A mind map's graph is stored as the JSON text the server wrote, not as jsonb: nothing queries
-- inside it, and jsonb made every save parse ~200 KB (a 2,000-node map) into its binary form and
-- every read print it back and parse it again. EXTERNAL keeps the text uncompressed in TOAST:
-- compressing it on every save cost more than the disk it saves.
ALTER TABLE "mind_maps" ALTER COLUMN "map_data" SET DATA TYPE text USING "map_data"::text;--> statement-breakpoint
ALTER TABLE "mind_maps" ALTER COLUMN "map_data" SET STORAGE EXTERNAL;
