// The reader's limits as plain values, apart from the zod contract (api/reader.ts), so the web
// screen can check a file before reading it without loading zod.

/** Stored text per item: the same limit as the fixation reader's text. */
export const READER_TEXT_MAX = 2_000_000;
/** Files larger than this are refused in the browser before they are read. */
export const READER_FILE_MAX_BYTES = 50 * 1024 * 1024;

/** The reader's address for an item, optionally at a highlight. */
export const readerItemUrl = (itemId: string, highlightId?: string) =>
  `/app/fixation-reader?item=${encodeURIComponent(itemId)}${
    highlightId ? `&highlight=${encodeURIComponent(highlightId)}` : ''
  }`;
