import type { FixationResultBody } from '@quietdesk/core/fixation/schemas';

/**
 * What both calls return (`title` and `source_url` only from process-url). Not parsed with zod on
 * purpose: a 300,000-word text has ~600,000 tokens, and the screen only reads `original_text`,
 * `analysis`, `title` and `source_url`; the text is re-tokenized locally, block by block, at the
 * current slider ratio with the same core tokenizer.
 */
export type ReaderResult = FixationResultBody;
