// Turns the positioned text runs a PDF page has into what a person reads on it: columns in order,
// lines joined into paragraphs, a hyphen at a line end joined with the next word, and lines that
// repeat at the top or bottom of most pages (running headers, page numbers) left out
// (docs/decisions/048-reader-files-and-library.md). Pure: pdf.js supplies the runs.

/** One run of text as pdf.js gives it: x, y (baseline, upwards) and size in PDF units. */
export interface TextRun {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PageRuns {
  width: number;
  height: number;
  runs: TextRun[];
}

interface Line {
  text: string;
  x: number;
  y: number;
  right: number;
  height: number;
}

/** Lines of a page grouped into blocks in reading order (full-width blocks and columns). */
interface PageLines {
  blocks: Line[][];
}

const median = (values: number[]) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Runs on the same baseline (within half a line) become one line, left to right. */
function toLines(runs: TextRun[]): Line[] {
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x - b.x);
  const groups: TextRun[][] = [];
  for (const run of sorted) {
    const group = groups[groups.length - 1];
    const tolerance = Math.max(1, 0.5 * Math.max(run.height, group?.[0]?.height ?? 0));
    if (group && Math.abs(group[0]!.y - run.y) <= tolerance) group.push(run);
    else groups.push([run]);
  }
  return groups.map((group) => {
    group.sort((a, b) => a.x - b.x);
    let text = '';
    let end = -Infinity;
    for (const run of group) {
      const gap = run.x - end;
      if (text && gap > 0.15 * run.height && !/\s$/.test(text) && !/^\s/.test(run.str)) {
        text += ' ';
      }
      text += run.str;
      end = Math.max(end, run.x + run.width);
    }
    return {
      text: text.replace(/\s+/g, ' ').trim(),
      x: group[0]!.x,
      y: group[0]!.y,
      right: end,
      height: median(group.map((r) => r.height)),
    };
  });
}

/**
 * Vertical gutters: x ranges (nearly) no run crosses, between text on both sides, at least 1.5 %
 * of the page wide. Runs that cross every gutter (a title, a running header) are full-width.
 */
function findGutters(runs: TextRun[], width: number): Array<[number, number]> {
  const bin = 2;
  const bins = Math.ceil(width / bin) + 1;
  const cover = new Uint16Array(bins);
  // Lines that span the page (headers, titles) would close a gutter; only short runs count.
  const narrow = runs.filter((run) => run.width < width * 0.45);
  for (const run of narrow) {
    const from = Math.max(0, Math.floor(run.x / bin));
    const to = Math.min(bins - 1, Math.ceil((run.x + run.width) / bin));
    for (let i = from; i < to; i += 1) cover[i] = cover[i]! + 1;
  }
  const left = Math.min(...narrow.map((run) => run.x));
  const right = Math.max(...narrow.map((run) => run.x + run.width));
  const crossing = Math.floor(narrow.length * 0.06);
  const gutters: Array<[number, number]> = [];
  let start = -1;
  for (let i = 0; i < bins; i += 1) {
    const x = i * bin;
    // A few runs may cross a gutter (a form or a table under the columns): they are read as
    // full-width lines instead of closing it.
    const empty = cover[i]! <= crossing && x > left && x < right;
    if (empty && start < 0) start = x;
    if (!empty && start >= 0) {
      if (x - start >= Math.max(8, width * 0.015)) gutters.push([start, x]);
      start = -1;
    }
  }
  // A gutter needs several lines on both sides, or it is only a gap inside one short line.
  return gutters.filter(([from, to]) => {
    const before = narrow.filter((run) => run.x + run.width <= from).length;
    const after = narrow.filter((run) => run.x >= to).length;
    return before >= 3 && after >= 3;
  });
}

function pageLines(page: PageRuns): PageLines {
  const runs = page.runs.filter((run) => run.str.trim() !== '');
  if (!runs.length) return { blocks: [] };
  const gutters = findGutters(runs, page.width);
  if (!gutters.length) return { blocks: [toLines(runs)] };

  const edges = gutters.map(([from, to]) => (from + to) / 2);
  const columns: TextRun[][] = edges.map(() => []).concat([[]]);
  const spanning: TextRun[] = [];
  for (const run of runs) {
    const crosses = gutters.some(([from, to]) => run.x < to && run.x + run.width > from);
    if (crosses) {
      spanning.push(run);
      continue;
    }
    const index = edges.filter((edge) => run.x >= edge).length;
    columns[index]!.push(run);
  }
  // Full-width lines cut the page into bands (a title, the columns, a form under them); each
  // band is read column by column before the next one.
  const blocks: Line[][] = [];
  let upper = Infinity;
  const emitBand = (lower: number) => {
    for (const column of columns) {
      const lines = toLines(column.filter((run) => run.y < upper && run.y >= lower));
      if (lines.length) blocks.push(lines);
    }
  };
  let fullWidth: Line[] = [];
  for (const line of toLines(spanning)) {
    const before = blocks.length;
    emitBand(line.y);
    if (blocks.length > before && fullWidth.length) {
      // Columns came between: the full-width lines above them are a block of their own.
      blocks.splice(before, 0, fullWidth);
      fullWidth = [];
    }
    fullWidth.push(line);
    upper = line.y;
  }
  if (fullWidth.length) blocks.push(fullWidth);
  emitBand(-Infinity);
  return { blocks };
}

/** A line's text with its digits hidden: "Chapter 2 · page 14" repeats as "chapter # · page #". */
const shape = (text: string) => text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ');
const PAGE_NUMBER = /^(page\s*)?[\divxlc]+(\s*(of|\/)\s*\d+)?$/i;

/**
 * Removes running headers and footers: a page's top or bottom line whose shape repeats on at
 * least half of the pages (and on two or more), and a bare page number at either edge.
 */
function dropRunningLines(pages: PageLines[]): PageLines[] {
  const edgesOf = (page: PageLines) => {
    const lines = page.blocks.flat();
    if (!lines.length) return [];
    const top = Math.max(...lines.map((line) => line.y));
    const bottom = Math.min(...lines.map((line) => line.y));
    return lines.filter((line) => line.y === top || line.y === bottom);
  };
  const counts = new Map<string, number>();
  for (const page of pages) {
    for (const key of new Set(edgesOf(page).map((line) => shape(line.text)))) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const withText = pages.filter((page) => page.blocks.length > 0).length;
  const repeated = (line: Line) => {
    const n = counts.get(shape(line.text)) ?? 0;
    return n >= 2 && n >= withText / 2;
  };
  return pages.map((page) => {
    const edges = new Set(edgesOf(page));
    const keep = (line: Line) =>
      !(edges.has(line) && (repeated(line) || PAGE_NUMBER.test(line.text)));
    return {
      blocks: page.blocks.map((block) => block.filter(keep)).filter((block) => block.length > 0),
    };
  });
}

const ENDS_SENTENCE = /[.!?:;"”’)]$/;
const HYPHENATED = /\p{L}[-\u00AD]$/u;
const STARTS_LOWER = /^\p{Ll}/u;

/** Lines of one block joined into paragraphs. */
function toParagraphs(lines: Line[]): string[] {
  if (!lines.length) return [];
  const gaps = lines.slice(1).map((line, i) => lines[i]!.y - line.y);
  const spacing = median(gaps.filter((gap) => gap > 0));
  const fullWidth =
    Math.max(...lines.map((line) => line.right)) - Math.min(...lines.map((l) => l.x));
  const left = Math.min(...lines.map((line) => line.x));
  const paragraphs: string[] = [];
  let current = '';
  lines.forEach((line, i) => {
    const previous = lines[i - 1];
    const breakBefore =
      previous !== undefined &&
      // A larger gap than the usual line spacing, …
      ((spacing > 0 && previous.y - line.y > spacing * 1.4) ||
        // … a short line that ends a sentence, …
        (ENDS_SENTENCE.test(previous.text) && previous.right - left < fullWidth * 0.8) ||
        // … or an indented first line.
        (line.x - left > line.height * 1.2 && previous.x - left < line.height * 0.5));
    if (breakBefore && current) {
      paragraphs.push(current);
      current = '';
    }
    if (!current) current = line.text;
    else if (HYPHENATED.test(current) && STARTS_LOWER.test(line.text)) {
      // "con-" + "tinues" is one word broken at the line end.
      current = current.slice(0, -1) + line.text;
    } else if (HYPHENATED.test(current)) {
      // "Self-" + "Assessment": a compound broken after its hyphen keeps it.
      current += line.text;
    } else current += ` ${line.text}`;
  });
  if (current) paragraphs.push(current);
  return paragraphs;
}

/** Paragraphs of each page, in reading order; a page without text gives an empty list. */
export function layoutPages(pages: PageRuns[]): string[][] {
  return dropRunningLines(pages.map(pageLines)).map((page) =>
    page.blocks.flatMap((block) => toParagraphs(block)),
  );
}
