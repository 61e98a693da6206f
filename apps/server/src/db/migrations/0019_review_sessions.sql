-- A "Review" focus session on a deck (docs/decisions/056-review-sessions.md): a row of its own,
-- so deleting the session OR the deck removes the link whole; the session keeps its phases.
CREATE TABLE "focus_session_decks" (
	"session_id" uuid PRIMARY KEY NOT NULL CONSTRAINT "focus_session_decks_session_id_pomodoro_sessions_id_fk" REFERENCES "pomodoro_sessions"("id") ON DELETE CASCADE,
	"owner_id" uuid NOT NULL CONSTRAINT "focus_session_decks_owner_id_owners_id_fk" REFERENCES "owners"("id") ON DELETE CASCADE,
	"deck_id" uuid NOT NULL CONSTRAINT "focus_session_decks_deck_id_flashcard_decks_id_fk" REFERENCES "flashcard_decks"("id") ON DELETE CASCADE
);--> statement-breakpoint
CREATE INDEX "focus_session_decks_deck_idx" ON "focus_session_decks" ("deck_id");--> statement-breakpoint
CREATE INDEX "focus_session_decks_owner_idx" ON "focus_session_decks" ("owner_id");
