import { z } from 'zod';

// PostgreSQL cannot store a NUL character in text or jsonb, nor a lone UTF-16 surrogate in jsonb.
// JSON lets a client send both ("\u0000", "\udc00"), so every string the server stores goes
// through this check and such input is refused with a 422 instead of failing in the database.

const NUL = '\u0000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_ERROR =
  'The text contains a character that cannot be stored (a NUL character or a broken emoji/surrogate pair).';

export function isStorableText(text: string): boolean {
  return !text.includes(NUL) && !LONE_SURROGATE.test(text);
}

/** `z.string()` for text the server stores. */
export const storableString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, { error: UNSTORABLE_TEXT_ERROR });

/**
 * Stored text of 1 to `max` characters once trimmed. `required` answers a blank value (and one
 * that is not text, unless `notText` says otherwise); `name` starts the too-long answer.
 */
export const requiredText = (max: number, name: string, required: string, notText = required) =>
  storableString({ error: notText })
    .trim()
    .min(1, { error: required })
    .max(max, { error: `${name} must be at most ${max} characters.` });

/**
 * Letters or digits a topic needs: "ab" or a row of emoji names nothing to look up. Real
 * two-letter school topics are abbreviations ("AI", "pH", "PE", "EU") that an encyclopedia mostly
 * answers with a list of meanings, so they are refused too, with the way out: write it out.
 */
const TOPIC_MIN_LETTERS = 3;
export const TOPIC_TOO_SHORT_ERROR = `A topic needs at least ${TOPIC_MIN_LETTERS} letters or digits, such as “water cycle”. Write an abbreviation out: “artificial intelligence” rather than “AI”.`;

export function hasEnoughLetters(topic: string): boolean {
  return (topic.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= TOPIC_MIN_LETTERS;
}
