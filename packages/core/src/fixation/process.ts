import { analyse, type FixationAnalysis, type PersonalReadingSpeed } from './analysis.ts';
import { FIXATION_RATIO } from './constants.ts';
import { renderHtml } from './html.ts';
import { tokenize, type FixationToken } from './tokenize.ts';

export interface FixationResult {
  original_text: string;
  processed_tokens: FixationToken[];
  html_output: string;
  analysis?: FixationAnalysis;
}

interface ProcessOptions {
  /** Default true, as in the API. */
  includeAnalysis?: boolean;
  /** The reader's own measured speeds; without them no time saving is claimed. */
  personalSpeed?: PersonalReadingSpeed;
}

/**
 * Tokenizes, renders and (optionally) analyses a text: the body of both API calls and of the
 * web app's instant local preview. The text is expected to be validated already (see schemas.ts);
 * the ratio is clamped into 0.1..0.8.
 */
export function processText(
  text: string,
  ratio: number = FIXATION_RATIO.default,
  options: ProcessOptions = {},
): FixationResult {
  const tokens = tokenize(text, ratio);
  const result: FixationResult = {
    original_text: text,
    processed_tokens: tokens,
    html_output: renderHtml(tokens),
  };
  if (options.includeAnalysis ?? true) {
    result.analysis = analyse(text, tokens, options.personalSpeed);
  }
  return result;
}

export type ReaderInput = { kind: 'url'; url: string } | { kind: 'text'; text: string };

/**
 * docs/product.md §5: the input is trimmed; if it then begins with http:// or https:// (any case) it is a web
 * address to fetch, anything else is text to process. Returns null for blank input, which the
 * Process button treats as disabled.
 */
export function classifyReaderInput(input: string): ReaderInput | null {
  const trimmed = input.trim();
  if (trimmed === '') return null;
  return /^https?:\/\//i.test(trimmed)
    ? { kind: 'url', url: trimmed }
    : { kind: 'text', text: trimmed };
}
