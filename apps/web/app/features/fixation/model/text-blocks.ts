import type { FixationToken } from '@quietdesk/core/fixation/tokenize';
import { tokenText } from '@quietdesk/core/fixation/tokenize';

/** A slice of the text rendered as one unit; `start` is its offset in the whole text. */
export interface TextBlock {
  readonly start: number;
  readonly text: string;
}

/**
 * Characters per block. Small enough that tokenizing and rendering one block takes well under a
 * frame, large enough that a 2 MB text is ~1,000 blocks (cheap for React to list).
 */
const BLOCK_CHARS = 2000;

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13 || c === 0x3000;

/**
 * Splits a text into blocks that join back to the text exactly. Cuts only after whitespace, so no
 * word is split and tokenizing block by block gives the same words as tokenizing the whole text.
 * Preference inside the last half of a block: after a newline run (a paragraph), then after a
 * sentence end, then after any space; a single "word" longer than the block is cut hard (never
 * inside a surrogate pair).
 */
export function splitBlocks(text: string, maxChars: number = BLOCK_CHARS): TextBlock[] {
  const blocks: TextBlock[] = [];
  let pos = 0;
  while (pos < text.length) {
    let end = Math.min(pos + maxChars, text.length);
    if (end < text.length) end = findCut(text, pos, end);
    blocks.push({ start: pos, text: text.slice(pos, end) });
    pos = end;
  }
  return blocks;
}

function findCut(text: string, pos: number, end: number): number {
  const floor = pos + Math.floor((end - pos) / 2);
  let sentence = -1;
  let space = -1;
  for (let i = end - 1; i > floor; i--) {
    const c = text.charCodeAt(i);
    if (!isSpace(c)) continue;
    if (c === 10) return skipSpaces(text, i, end);
    const prev = text.charCodeAt(i - 1);
    // . ! ? followed by a space
    if (sentence < 0 && (prev === 46 || prev === 33 || prev === 63)) sentence = i;
    if (space < 0) space = i;
  }
  if (sentence >= 0) return skipSpaces(text, sentence, end);
  if (space >= 0) return skipSpaces(text, space, end);
  // No space in the second half: look in the first half before cutting a word.
  for (let i = floor; i > pos; i--) if (isSpace(text.charCodeAt(i))) return i + 1;
  const c = text.charCodeAt(end - 1);
  return c >= 0xd800 && c <= 0xdbff ? end - 1 : end;
}

/** The index after the whitespace run starting at `i` (not past `limit`). */
function skipSpaces(text: string, i: number, limit: number): number {
  let j = i;
  while (j < limit && isSpace(text.charCodeAt(j))) j++;
  return j;
}

/** Index of the block holding `offset` (binary search; blocks are in order). -1 if none. */
export function blockIndexAt(blocks: readonly TextBlock[], offset: number): number {
  let lo = 0;
  let hi = blocks.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const b = blocks[mid]!;
    if (offset < b.start) hi = mid - 1;
    else if (offset >= b.start + b.text.length) lo = mid + 1;
    else return mid;
  }
  return -1;
}

/**
 * Index of the word token that holds `offset` (relative to the tokens' text). Speech engines report
 * the start of the word being spoken; when the offset lands on a space or punctuation, the next
 * word is the one about to be heard. -1 when there is no word at or after the offset.
 */
export function wordTokenIndexAt(tokens: readonly FixationToken[], offset: number): number {
  if (offset < 0) return -1;
  let pos = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const end = pos + tokenText(token).length;
    if (offset < end) {
      if (token.type === 'word') return i;
      for (let j = i + 1; j < tokens.length; j++) if (tokens[j]!.type === 'word') return j;
      return -1;
    }
    pos = end;
  }
  return -1;
}
