// Limits shared by the extract pool (main thread) and the extract worker. Kept apart from
// extract-article.ts so the main thread never loads linkedom and Readability (~100 ms at start).

export const DEFAULT_MAX_ELEMENTS = 50_000;
/** Browsers' HTML parsers stop nesting around 512 levels; real articles stay far below. */
export const MAX_DEPTH = 512;
