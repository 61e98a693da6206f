-- Tags on flashcards (Anki's, kept from an import and written back on export): a text array, empty
-- for cards made before tags existed and for cards that have none.
ALTER TABLE "flashcard_cards" ADD COLUMN IF NOT EXISTS "tags" text[] DEFAULT '{}' NOT NULL;
