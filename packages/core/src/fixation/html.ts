import { RENDER_HINTS } from './render-hints.ts';
import type { FixationToken } from './tokenize.ts';

/**
 * Renders tokens as an HTML fragment: each word becomes `<b>bold</b>normal`, everything else is
 * text. No classes, no wrapper, no attributes: the page styles `b` inside its reader container.
 *
 * Safety: every piece of user text (bold, normal and other content) goes through escapeHtml, which
 * escapes & < > " ' — so the fragment is safe as element content and even inside a quoted
 * attribute value. The only markup in the output is the literal `<b>` and `</b>` written here.
 *
 * Newlines and spaces are kept as they are (no `<br>`): the container must use
 * `white-space: pre-wrap`, which preserves runs of spaces and tabs too, and keeps the fragment's
 * text content equal to the original text (the HTML parser only turns CR LF into LF).
 */
export function renderHtml(tokens: readonly FixationToken[]): string {
  // tokenize() shares one token object between equal words, so each distinct token is escaped
  // and assembled once. For an array straight from tokenize(), the render hints give each index's
  // distinct token id, so a repeat is two array reads; any other token goes through an
  // identity-keyed Map.
  const hints = RENDER_HINTS.get(tokens);
  const ids = hints?.ids ?? [];
  const distinct = hints?.distinct ?? [];
  const pieces = hints?.pieces ?? [];
  const known = Math.min(ids.length, tokens.length);
  let cache: Map<FixationToken, string> | undefined;
  const chunks: string[] = [];
  let html = '';
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    let piece: string | undefined;
    if (i < known && distinct[ids[i]!] === token) {
      const id = ids[i]!;
      piece = pieces[id];
      if (piece === undefined) pieces[id] = piece = renderToken(token);
    } else {
      cache ??= new Map();
      piece = cache.get(token);
      if (piece === undefined) {
        piece = renderToken(token);
        cache.set(token, piece);
      }
    }
    // `+=` builds a rope, measured on 1 MB (~290k tokens) at about half the time of filling an
    // array and calling join(''). But a rope of the whole output is ~290k live cons cells that
    // every young-generation GC during the call has to copy; flattening it every CHUNK pieces
    // keeps the live rope small (the cells die at once), and the chunks are joined at the end.
    html += piece;
    if (i % CHUNK === CHUNK - 1) {
      html.charCodeAt(0);
      chunks.push(html);
      html = '';
    }
  }
  chunks.push(html);
  html = chunks.join('');
  // Flatten here, so the cost is paid (and measured) once rather than by whoever reads it first.
  html.charCodeAt(0);
  return html;
}

/** Pieces per flattened chunk of the output (see renderHtml); measured, 256..4096 all do. */
const CHUNK = 1024;

function renderToken(token: FixationToken): string {
  return token.type === 'word'
    ? '<b>' + escapeHtml(token.bold) + '</b>' + escapeHtml(token.normal)
    : escapeHtml(token.content);
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const SPECIAL = /[&<>"']/g;

/**
 * Escapes the five characters that can end text or an attribute value. Most pieces (words,
 * single spaces) contain none of them; a char-code scan answers that ~2x faster than a regex test
 * on such short strings, and only pieces that need it pay for the replace.
 */
export function escapeHtml(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // & 38, ' 39, " 34, < 60, > 62
    if (c === 38 || c === 39 || c === 34 || c === 60 || c === 62) {
      return text.replace(SPECIAL, (ch) => ENTITIES[ch]!);
    }
  }
  return text;
}
