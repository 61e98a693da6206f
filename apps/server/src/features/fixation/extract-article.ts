import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { DEFAULT_MAX_ELEMENTS, MAX_DEPTH } from './extract-limits.ts';

// Page HTML -> article title and plain text with paragraphs separated by blank lines. Runs inside
// the extract worker (extract-worker.ts), which the pool kills when it takes too long, so the only
// limits needed here are those that keep a hostile page from being parsed at all or from
// overflowing the stack: an element cap and a nesting cap, both checked before Readability runs.

export { DEFAULT_MAX_ELEMENTS, MAX_DEPTH };
const MAX_TITLE_LENGTH = 300;

export type ExtractOutcome =
  | { ok: true; title: string | undefined; text: string }
  | { ok: false; reason: 'too-many-elements' | 'too-deep' | 'empty' };

const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'CAPTION',
  'DD',
  'DETAILS',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'SUMMARY',
  'TABLE',
  'THEAD',
  'TBODY',
  'TFOOT',
  'TR',
  'UL',
]);
/** Table cells: each row is one paragraph, its cells separated (never run together). */
const CELLS = new Set(['TD', 'TH']);
const CELL_SEPARATOR = ' · ';
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'IFRAME', 'OBJECT', 'SVG']);

/** A cheap upper bound on the element count from the raw text: every element has a start tag. */
function countStartTags(html: string, limit: number): number {
  const pattern = /<[a-zA-Z]/g;
  let count = 0;
  while (pattern.exec(html) && count <= limit) count++;
  return count;
}

// linkedom's nodes, typed by what is used here (the server has no DOM lib types).
interface TreeNode {
  nodeType: number;
  textContent: string | null;
  tagName?: string;
  childNodes: ArrayLike<TreeNode>;
}

interface MinimalElement {
  tagName: string;
  firstElementChild: MinimalElement | null;
  nextElementSibling: MinimalElement | null;
  parentElement: MinimalElement | null;
}

/** Element count and depth, walked without recursion (deep pages would overflow the stack). */
function measure(root: MinimalElement, maxElements: number) {
  let count = 0;
  let depth = 0;
  let maxDepth = 0;
  let node: MinimalElement | null = root;
  while (node) {
    count++;
    if (depth > maxDepth) maxDepth = depth;
    if (count > maxElements || maxDepth > MAX_DEPTH) break;
    if (node.firstElementChild) {
      node = node.firstElementChild;
      depth++;
      continue;
    }
    while (node && node !== root && !node.nextElementSibling) {
      node = node.parentElement;
      depth--;
    }
    node = node && node !== root ? node.nextElementSibling : null;
  }
  return { count, maxDepth };
}

const collapse = (text: string) => text.replace(/\s+/g, ' ');

/** Block-aware text of an element: one paragraph per block, blank lines between paragraphs. */
function blockText(root: TreeNode): string {
  const paragraphs: string[] = [];
  let current = '';
  let preformatted = false;
  const flush = () => {
    // Preformatted text keeps its indentation; elsewhere lines come from <br> and are trimmed.
    const lines = current
      .split('\n')
      .map((line) => (preformatted ? line.trimEnd() : line.trim()))
      .filter((line) => line.trim() !== '');
    if (lines.length) paragraphs.push(lines.join('\n'));
    current = '';
    preformatted = false;
  };
  // Explicit stack of [node, leaving, insidePre] so nesting depth cannot overflow the call stack.
  const stack: Array<[TreeNode, boolean, boolean]> = [[root, false, false]];
  while (stack.length) {
    const [node, leaving, inPre] = stack.pop()!;
    if (node.nodeType === 3) {
      const text = node.textContent ?? '';
      if (inPre) preformatted = true;
      current += inPre ? text : collapse(text);
      continue;
    }
    if (node.nodeType !== 1) continue;
    const tag = (node.tagName ?? '').toUpperCase();
    if (SKIPPED.has(tag)) continue;
    if (tag === 'BR') {
      current += '\n';
      continue;
    }
    if (CELLS.has(tag) && !leaving) {
      // A cell after another cell on the same row: separate them ("France · Paris").
      const line = current.slice(current.lastIndexOf('\n') + 1);
      if (line.trim() !== '' && !line.trimEnd().endsWith(CELL_SEPARATOR.trim())) {
        current = `${current.trimEnd()}${CELL_SEPARATOR}`;
      }
    }
    const block = BLOCKS.has(tag);
    if (leaving) {
      if (block) flush();
      continue;
    }
    if (block) flush();
    stack.push([node, true, inPre]);
    const children = node.childNodes;
    for (let i = children.length - 1; i >= 0; i--)
      stack.push([children[i]!, false, inPre || tag === 'PRE']);
  }
  flush();
  return paragraphs.join('\n\n');
}

export function extractArticle(
  html: string,
  maxElements: number = DEFAULT_MAX_ELEMENTS,
): ExtractOutcome {
  // Markup with many times more tags than allowed is refused before building a DOM for it. The
  // factor leaves room for "<b" and "<x" inside scripts and comments, which are not elements.
  if (countStartTags(html, maxElements * 4) > maxElements * 4)
    return { ok: false, reason: 'too-many-elements' };
  const { document } = parseHTML(html);
  const size = measure(document.documentElement as unknown as MinimalElement, maxElements);
  if (size.count > maxElements) return { ok: false, reason: 'too-many-elements' };
  if (size.maxDepth > MAX_DEPTH) return { ok: false, reason: 'too-deep' };

  const article = new Readability<TreeNode>(document as never, {
    serializer: (node) => node as TreeNode,
  }).parse();
  const body = article?.content ? blockText(article.content) : '';
  if (!/\S/.test(body)) return { ok: false, reason: 'empty' };

  const rawTitle = collapse(article?.title ?? document.title ?? '').trim();
  const title = rawTitle ? rawTitle.slice(0, MAX_TITLE_LENGTH) : undefined;
  // The article often starts with its own heading; do not say the title twice.
  const text = title && !hasOwnHeading(body, title) ? `${title}\n\n${body}` : body;
  return { ok: true, title, text };
}

/** Letters and digits only, lower case: "Star’s New Home — Photos" ~ "star's new home: photos". */
const comparable = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** Separators between a page's title and its site's name: "Title | Site", "Title - Site". */
const SITE_SEPARATOR = /\s+[|\-–—·:»]+\s+/;
/** Paragraphs at the start of an article that may hold its heading (after a byline or site line). */
const LEAD_PARAGRAPHS = 3;
const HEADING_MAX_LENGTH = 300;

/**
 * Whether the article already starts with its own heading, so the title must not be added on
 * top: one of its first short paragraphs reads as the title, or as the title without the site's
 * name, once case, punctuation and spacing are ignored.
 */
function hasOwnHeading(body: string, title: string): boolean {
  const titles = new Set(
    [title, ...title.split(SITE_SEPARATOR)].map(comparable).filter((t) => t.length >= 3),
  );
  const lead = body.split('\n\n', LEAD_PARAGRAPHS);
  return lead.some((paragraph) => {
    if (paragraph.length > HEADING_MAX_LENGTH) return false;
    const heading = comparable(paragraph);
    return heading.length >= 3 && titles.has(heading);
  });
}
