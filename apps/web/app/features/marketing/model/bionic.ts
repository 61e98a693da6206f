import { FIXATION_RATIO } from '@quietdesk/core/fixation/constants';

interface EmphasisPart {
  bold: string;
  rest: string;
  /** Whitespace or punctuation that follows. */
  gap: string;
}

/**
 * A tiny preview tokenizer for the static demo (the real one lives in @quietdesk/core):
 * bold length is ceil(word length × ratio), at least 1.
 */
export function emphasise(text: string, ratio = FIXATION_RATIO.default): EmphasisPart[] {
  const parts: EmphasisPart[] = [];
  for (const match of text.matchAll(/([\p{L}\p{N}'’]+)([^\p{L}\p{N}'’]*)/gu)) {
    const word = match[1] ?? '';
    const n = Math.max(1, Math.ceil(word.length * ratio));
    parts.push({ bold: word.slice(0, n), rest: word.slice(n), gap: match[2] ?? '' });
  }
  return parts;
}
