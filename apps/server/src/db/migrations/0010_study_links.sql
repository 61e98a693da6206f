-- Links between the tools (docs/decisions/047-study-loop.md). A deck or a map belongs to
-- at most one plan: deleting the plan leaves them unlinked (SET NULL). A focus session's task and
-- a card's mind-map node live in their own rows so deleting EITHER side removes the link whole
-- (both references cascade) and no half-link with a dangling id can remain.
ALTER TABLE "flashcard_decks" ADD COLUMN "plan_id" uuid CONSTRAINT "flashcard_decks_plan_id_plans_id_fk" REFERENCES "plans"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "mind_maps" ADD COLUMN "plan_id" uuid CONSTRAINT "mind_maps_plan_id_plans_id_fk" REFERENCES "plans"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX "flashcard_decks_plan_idx" ON "flashcard_decks" ("plan_id");--> statement-breakpoint
CREATE INDEX "mind_maps_plan_idx" ON "mind_maps" ("plan_id");--> statement-breakpoint
CREATE TABLE "focus_session_tasks" (
	"session_id" uuid PRIMARY KEY NOT NULL CONSTRAINT "focus_session_tasks_session_id_pomodoro_sessions_id_fk" REFERENCES "pomodoro_sessions"("id") ON DELETE CASCADE,
	"owner_id" uuid NOT NULL CONSTRAINT "focus_session_tasks_owner_id_owners_id_fk" REFERENCES "owners"("id") ON DELETE CASCADE,
	"plan_id" uuid NOT NULL CONSTRAINT "focus_session_tasks_plan_id_plans_id_fk" REFERENCES "plans"("id") ON DELETE CASCADE,
	"task_index" integer NOT NULL,
	CONSTRAINT "focus_session_tasks_index_check" CHECK ("task_index" >= 0)
);--> statement-breakpoint
CREATE INDEX "focus_session_tasks_plan_idx" ON "focus_session_tasks" ("plan_id", "task_index");--> statement-breakpoint
CREATE INDEX "focus_session_tasks_owner_idx" ON "focus_session_tasks" ("owner_id");--> statement-breakpoint
CREATE TABLE "flashcard_card_nodes" (
	"card_id" uuid PRIMARY KEY NOT NULL CONSTRAINT "flashcard_card_nodes_card_id_flashcard_cards_id_fk" REFERENCES "flashcard_cards"("id") ON DELETE CASCADE,
	"owner_id" uuid NOT NULL CONSTRAINT "flashcard_card_nodes_owner_id_owners_id_fk" REFERENCES "owners"("id") ON DELETE CASCADE,
	"mind_map_id" uuid NOT NULL CONSTRAINT "flashcard_card_nodes_mind_map_id_mind_maps_id_fk" REFERENCES "mind_maps"("id") ON DELETE CASCADE,
	"node_id" text NOT NULL
);--> statement-breakpoint
CREATE INDEX "flashcard_card_nodes_map_idx" ON "flashcard_card_nodes" ("mind_map_id");--> statement-breakpoint
CREATE INDEX "flashcard_card_nodes_owner_idx" ON "flashcard_card_nodes" ("owner_id");--> statement-breakpoint
CREATE TABLE "study_goals" (
	"owner_id" uuid PRIMARY KEY NOT NULL CONSTRAINT "study_goals_owner_id_owners_id_fk" REFERENCES "owners"("id") ON DELETE CASCADE,
	"daily_focus_minutes" integer NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "study_goals_minutes_check" CHECK ("daily_focus_minutes" BETWEEN 5 AND 960)
);
