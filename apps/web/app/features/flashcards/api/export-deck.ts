/**
 * GET /api/flashcards/decks/:id/export as a plain download link: the browser saves the file
 * itself (the server names it), so no script has to hold the text.
 */
export const exportDeckHref = (deckId: string, format: 'anki' | 'csv') =>
  `/api/flashcards/decks/${encodeURIComponent(deckId)}/export?format=${format}`;
