import { MIND_MAP_NODE_TEXT_MAX, type StoredMapData } from '../api/mind-maps.ts';
import type { ContentSource } from '../api/source.ts';
import { creditsOf, creditText } from '../sources/credits.ts';
import { edgeIdFor, toForest, type OutlineItem } from './graph.ts';
import { tidyLayout } from './layout.ts';
import { isNodeLink, NODE_NOTE_MAX } from './node-link.ts';

// Markdown outlines and OPML, both ways. Export writes every node once (a tree: each node under
// the first parent that reaches it); import reads the tree back, so a round trip keeps every
// text and the shape. Import errors name the line, since that is where a person looks.
// A map made from encyclopedia articles must credit them wherever it goes (their licence asks
// for attribution): the Markdown file names them in its front matter, the OPML file in its head
// and, node by node, in attributes of its own namespace (OPML 2.0 allows extra attributes only
// in a namespace).
// A node's note and link go where outliners put them: in Markdown the label becomes a link
// (`[label](<address>)`) and the note a quoted line under it (`> note`); in OPML the note is the
// `_note` attribute (Workflowy, Dynalist and others) and the link OPML 2.0's `type="link"` with
// `url`. Both readers take them back.

export class OutlineImportError extends Error {
  override name = 'OutlineImportError';
}

interface ParsedOutline {
  title: string | undefined;
  items: OutlineItem[];
}

const oneLine = (text: string) => text.replace(/\r\n|\r|\n/g, ' ');

function checkLabel(text: string, line: number): string {
  if (text.length > MIND_MAP_NODE_TEXT_MAX) {
    throw new OutlineImportError(
      `Line ${line}: the label is ${text.length} characters long; a node holds at most ${MIND_MAP_NODE_TEXT_MAX}.`,
    );
  }
  return text;
}

function checkNote(note: string, line: number): string {
  if (note.length > NODE_NOTE_MAX) {
    throw new OutlineImportError(
      `Line ${line}: the note is ${note.length} characters long; a node's note holds at most ${NODE_NOTE_MAX}.`,
    );
  }
  return note;
}

/** A link kept only when it is one a node may hold (http, https or a reader item). */
const linkIfValid = (value: string | undefined) =>
  value !== undefined && isNodeLink(value.trim()) ? value.trim() : undefined;

// --- Markdown -------------------------------------------------------------------------------

const escapeLinkText = (text: string) => text.replace(/[\\[\]]/g, (c) => `\\${c}`);
const unescapeLinkText = (text: string) => text.replace(/\\([\\[\]])/g, '$1');
// Angle brackets let an address hold parentheses (Wikipedia's "Cell_(biology)").
const linkTarget = (link: string) => link.replace(/[<> ]/g, (c) => encodeURIComponent(c));
const MARKDOWN_LINK = /^\[((?:\\.|[^\]\\])*)\]\((?:<([^<>\n]*)>|(\S+))\)$/;

/** A label that is one whole Markdown link to an address a node may hold: its text and link. */
function splitLink(text: string): { text: string; link?: string } {
  const match = MARKDOWN_LINK.exec(text);
  const link = match ? linkIfValid(match[2] ?? match[3]) : undefined;
  return link ? { text: unescapeLinkText(match![1]!), link } : { text };
}

/**
 * An indented "- " list, two spaces per level; the text after the marker is kept verbatim. A
 * node with a link is written as a Markdown link, its note as quoted lines under it.
 */
export function toMarkdownOutline(map: StoredMapData, from?: string): string {
  const lines: string[] = [];
  const walk = (items: OutlineItem[], depth: number) => {
    for (const item of items) {
      const pad = '  '.repeat(depth);
      const label = oneLine(item.text);
      lines.push(
        item.link
          ? `${pad}- [${escapeLinkText(label)}](<${linkTarget(item.link)}>)`
          : `${pad}- ${label}`,
      );
      for (const line of item.note?.split(/\r\n|\r|\n/) ?? []) lines.push(`${pad}  > ${line}`);
      walk(item.children, depth + 1);
    }
  };
  walk(toForest(map, from), 0);
  return lines.length ? `${lines.join('\n')}\n` : '';
}

/**
 * The outline as a file: the articles it was made from in YAML front matter (the usual place for
 * a Markdown file's metadata; each credit a double-quoted string, written as JSON, which YAML
 * reads the same), then the outline. Without sources it is the outline alone.
 */
export function toMarkdownExport(map: StoredMapData): string {
  const outline = toMarkdownOutline(map);
  const credits = creditsOf(map.nodes.map((n) => n.source));
  if (!credits.length) return outline;
  const lines = credits.map((c) => `  - ${JSON.stringify(creditText(c))}`);
  return `---\nsources:\n${lines.join('\n')}\n---\n\n${outline}`;
}

/** A leading YAML front matter block ("---" … "---" or "..."): metadata, never outline items. */
function frontMatterEnd(lines: readonly string[]): number {
  if (lines[0]?.trimEnd() !== '---') return 0;
  const close = lines.findIndex((line, i) => i > 0 && /^(---|\.\.\.)\s*$/.test(line));
  return close > 0 ? close + 1 : 0;
}

const LIST_ITEM = /^([ \t]*)(?:[-*+]|\d{1,9}[.)])(?: (.*))?$/;
const HEADING = /^(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$/;
const FENCE = /^[ \t]*(```|~~~)/;
const NOTE_LINE = /^[ \t]*>[ \t]?(.*)$/;

const indentWidth = (space: string) => space.replace(/\t/g, '    ').length;

/**
 * Reads list items ("-", "*", "+", "1.") by indentation and headings by level (a heading holds
 * the lists below it). Other non-blank lines count as items at their indentation, so a plain
 * indented outline works too. Fenced code blocks and leading front matter are skipped.
 */
export function parseMarkdownOutline(markdown: string): ParsedOutline {
  const roots: OutlineItem[] = [];
  // Headings get negative keys (a higher level is shallower), list items their indentation.
  const stack: { key: number; item: OutlineItem }[] = [];
  let inFence = false;
  const lines = markdown.split(/\r\n|\r|\n/);
  const start = frontMatterEnd(lines);
  lines.forEach((raw, index) => {
    if (index < start) return;
    const line = index + 1;
    if (FENCE.test(raw)) {
      inFence = !inFence;
      return;
    }
    if (inFence || !raw.trim()) return;
    const note = stack.length ? NOTE_LINE.exec(raw) : null;
    if (note) {
      // A quoted line under an item is that item's note (a blank quoted line keeps a break).
      const item = stack.at(-1)!.item;
      item.note = checkNote(item.note === undefined ? note[1]! : `${item.note}\n${note[1]}`, line);
      return;
    }
    let key: number;
    let text: string;
    const heading = HEADING.exec(raw);
    const listItem = heading ? null : LIST_ITEM.exec(raw);
    if (heading) {
      key = heading[1]!.length - 10;
      text = heading[2]!;
    } else if (listItem) {
      key = indentWidth(listItem[1]!);
      text = listItem[2] ?? '';
    } else {
      const indent = /^[ \t]*/.exec(raw)![0];
      key = indentWidth(indent);
      text = raw.slice(indent.length).trimEnd();
    }
    const linked = splitLink(text);
    const item: OutlineItem = {
      text: checkLabel(linked.text, line),
      children: [],
      ...(linked.link ? { link: linked.link } : {}),
    };
    while (stack.length && stack.at(-1)!.key >= key) stack.pop();
    if (stack.length) stack.at(-1)!.item.children.push(item);
    else roots.push(item);
    stack.push({ key, item });
  });
  return { title: undefined, items: roots };
}

// --- OPML -----------------------------------------------------------------------------------

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r/g, '&#13;')
    .replace(/\n/g, '&#10;')
    .replace(/\t/g, '&#9;');

/** The namespace of the source attributes and credits in an exported OPML file. */
export const OPML_SOURCE_NAMESPACE = 'https://quietdesk.app/ns/opml-source/1';
const NS = 'qd';

const sourceAttributes = (source: ContentSource | undefined) =>
  source
    ? (['kind', 'title', 'url', 'section'] as const)
        .filter((key) => source[key])
        .map((key) => ` ${NS}:${key}="${escapeXml(source[key]!)}"`)
        .join('')
    : '';

/**
 * OPML 2.0 with one <outline text="…"> per node. A node's source rides on it as qd:kind, qd:title,
 * qd:url and qd:section; the head credits each article once (<qd:credit>).
 */
export function toOpml(map: StoredMapData, title: string, from?: string): string {
  const credits = creditsOf(map.nodes.map((n) => n.source));
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    credits.length
      ? `<opml version="2.0" xmlns:${NS}="${OPML_SOURCE_NAMESPACE}">`
      : '<opml version="2.0">',
    '  <head>',
    `    <title>${escapeXml(title)}</title>`,
    ...credits.map(
      (c) =>
        `    <${NS}:credit title="${escapeXml(c.title)}" site="${escapeXml(c.site)}"` +
        (c.url ? ` url="${escapeXml(c.url)}"` : '') +
        (c.licence
          ? ` licence="${escapeXml(c.licence.name)}" licenceUrl="${escapeXml(c.licence.url)}"`
          : '') +
        `>${escapeXml(creditText(c))}</${NS}:credit>`,
    ),
    '  </head>',
    '  <body>',
  ];
  const walk = (items: OutlineItem[], depth: number) => {
    for (const item of items) {
      const pad = '  '.repeat(depth + 2);
      const open =
        `${pad}<outline text="${escapeXml(item.text)}"` +
        (item.note ? ` _note="${escapeXml(item.note)}"` : '') +
        (item.link ? ` type="link" url="${escapeXml(item.link)}"` : '') +
        sourceAttributes(item.source);
      if (!item.children.length) {
        lines.push(`${open}/>`);
        continue;
      }
      lines.push(`${open}>`);
      walk(item.children, depth + 1);
      lines.push(`${pad}</outline>`);
    }
  };
  walk(toForest(map, from), 0);
  lines.push('  </body>', '</opml>');
  return `${lines.join('\n')}\n`;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

function decodeXml(text: string, line: number): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      if (
        !Number.isInteger(code) ||
        code < 1 ||
        code > 0x10ffff ||
        (code >= 0xd800 && code <= 0xdfff)
      ) {
        throw new OutlineImportError(`Line ${line}: "${whole}" is not a character.`);
      }
      return String.fromCodePoint(code);
    }
    // Own keys only: "&constructor;" must not find Object.prototype's members.
    const key = name.toLowerCase();
    const named = Object.hasOwn(NAMED_ENTITIES, key) ? NAMED_ENTITIES[key] : undefined;
    if (named === undefined) {
      throw new OutlineImportError(`Line ${line}: the entity "${whole}" is not known in OPML.`);
    }
    return named;
  });
}

function attribute(attributes: string, name: string, line: number): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(
    attributes,
  );
  if (!match) return undefined;
  return decodeXml(match[1] ?? match[2] ?? '', line);
}

/**
 * Reads <outline> elements (text, else title attribute) nested as they are in the body. A small
 * reader rather than an XML library: OPML outlines use nothing but elements and attributes, and
 * the same code must run in the browser and on the server.
 */
export function parseOpml(xml: string): ParsedOutline {
  if (!/<opml[\s>]/i.test(xml)) {
    throw new OutlineImportError('This is not an OPML file: it has no <opml> element.');
  }
  const lineAt = (() => {
    const starts = [0];
    for (let i = 0; i < xml.length; i++) if (xml.charCodeAt(i) === 10) starts.push(i + 1);
    return (offset: number) => {
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid]! <= offset) lo = mid;
        else hi = mid - 1;
      }
      return lo + 1;
    };
  })();
  const titleMatch = /<title>([\s\S]*?)<\/title>/i.exec(xml);
  const title = titleMatch
    ? decodeXml(titleMatch[1]!, lineAt(titleMatch.index)).trim() || undefined
    : undefined;
  // Comments and CDATA never hold outlines; blank them so their text cannot look like tags.
  const body = xml.replace(/<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]/g, ' '));
  const roots: OutlineItem[] = [];
  const stack: OutlineItem[] = [];
  const tag = /<(\/?)outline\b((?:"[^"]*"|'[^']*'|[^'">])*?)(\/?)>/gi;
  for (let match = tag.exec(body); match; match = tag.exec(body)) {
    const line = lineAt(match.index);
    if (match[1]) {
      if (!stack.pop()) throw new OutlineImportError(`Line ${line}: </outline> closes nothing.`);
      continue;
    }
    const attributes = match[2]!;
    const text = attribute(attributes, 'text', line) ?? attribute(attributes, 'title', line) ?? '';
    const note = attribute(attributes, '_note', line)?.trim();
    // A feed list's outlines carry the site as htmlUrl beside the feed's xmlUrl.
    const link = linkIfValid(
      attribute(attributes, 'url', line) ?? attribute(attributes, 'htmlUrl', line),
    );
    const item: OutlineItem = {
      text: checkLabel(text, line),
      children: [],
      ...(note ? { note: checkNote(note, line) } : {}),
      ...(link ? { link } : {}),
    };
    if (stack.length) stack.at(-1)!.children.push(item);
    else roots.push(item);
    if (!match[3]) stack.push(item);
  }
  if (stack.length) {
    throw new OutlineImportError('The OPML file ends before every <outline> is closed.');
  }
  return { title, items: roots };
}

// --- Outline to map -------------------------------------------------------------------------

/** A map from an outline: ids n1, n2, … in reading order, laid out as a tidy tree. */
export function outlineToMap(items: OutlineItem[]): StoredMapData {
  const map: StoredMapData = { nodes: [], edges: [] };
  let next = 0;
  const stack: { item: OutlineItem; parent: string | undefined }[] = items
    .map((item) => ({ item, parent: undefined as string | undefined }))
    .reverse();
  while (stack.length) {
    const { item, parent } = stack.pop()!;
    const id = `n${++next}`;
    map.nodes.push({
      id,
      text: item.text,
      x: 0,
      y: 0,
      ...(item.note ? { note: item.note } : {}),
      ...(item.link ? { link: item.link } : {}),
    });
    if (parent !== undefined)
      map.edges.push({ id: edgeIdFor(parent, id), source: parent, target: id });
    for (let i = item.children.length - 1; i >= 0; i--) {
      stack.push({ item: item.children[i]!, parent: id });
    }
  }
  return tidyLayout(map);
}
