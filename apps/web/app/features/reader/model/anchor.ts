// A highlight is kept as offsets plus its quote and the words around it. When a file is opened
// and extracted again (a newer extractor may join a hyphen or drop a header differently), the
// offsets can move: the quote is then found again by its text, the closest match to where it
// was, preferring one whose surroundings still match.

export interface Anchor {
  start: number;
  end: number;
  quote: string;
  prefix: string;
  suffix: string;
}

const CONTEXT_LENGTH = 40;

export function anchorOf(text: string, start: number, end: number): Anchor {
  return {
    start,
    end,
    quote: text.slice(start, end),
    prefix: text.slice(Math.max(0, start - CONTEXT_LENGTH), start),
    suffix: text.slice(end, end + CONTEXT_LENGTH),
  };
}

const commonSuffix = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n += 1;
  return n;
};
const commonPrefix = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
};

/** Where the anchored words are in this text, or null when they are no longer in it. */
export function locate(text: string, anchor: Anchor): { start: number; end: number } | null {
  if (text.slice(anchor.start, anchor.end) === anchor.quote) {
    return { start: anchor.start, end: anchor.end };
  }
  let best: { start: number; score: number } | null = null;
  for (let at = text.indexOf(anchor.quote); at >= 0; at = text.indexOf(anchor.quote, at + 1)) {
    const context =
      commonSuffix(text.slice(Math.max(0, at - anchor.prefix.length), at), anchor.prefix) +
      commonPrefix(text.slice(at + anchor.quote.length), anchor.suffix);
    // Context counts most; distance from the old place breaks ties.
    const score = context * 1_000_000 - Math.abs(at - anchor.start);
    if (!best || score > best.score) best = { start: at, score };
  }
  return best ? { start: best.start, end: best.start + anchor.quote.length } : null;
}
