-- Where generated cards come from (an encyclopedia article and section, the person's notes, the
-- dictionary or a model): kept with the card so decks and their exports can credit it.
ALTER TABLE "flashcard_cards" ADD COLUMN IF NOT EXISTS "source" jsonb;--> statement-breakpoint
-- Encyclopedia articles (MediaWiki pages) shared by every server process and every person, so a
-- classroom asking for one topic costs one fetch; rows older than 7 days are fetched again.
-- Public text, owned by nobody: like rate_limits, managed by hand and not in schema.ts
-- (src/ai/knowledge/knowledge-cache.ts).
CREATE TABLE IF NOT EXISTS "knowledge_articles" (
	"api_url" text NOT NULL,
	"title" text NOT NULL,
	"revision" bigint NOT NULL,
	"page" text NOT NULL,
	"fetched_at" bigint NOT NULL,
	PRIMARY KEY ("api_url", "title")
);--> statement-breakpoint
-- What a topic led to (an article title, the candidates of an ambiguous topic, or nothing).
CREATE TABLE IF NOT EXISTS "knowledge_lookups" (
	"api_url" text NOT NULL,
	"topic" text NOT NULL,
	"result" text NOT NULL,
	"fetched_at" bigint NOT NULL,
	PRIMARY KEY ("api_url", "topic")
);
