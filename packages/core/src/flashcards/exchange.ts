// Import and export of cards as text Anki reads and writes (its "Notes in Plain Text" format:
// tab-separated with `#separator:` / `#html:` / `#columns:` header lines, and, when the person
// ticks "include deck / notetype / unique identifier / tags" in Anki's export dialog,
// `#deck column:N`, `#notetype column:N`, `#guid column:N` and `#tags column:N` lines naming
// 1-based columns that are not note fields), and as plain CSV.
// Hand-written rather than a CSV library: the format is small, Anki's header lines and HTML rules
// need their own handling anyway, and this runs unchanged on the server and in the browser
// (docs/decisions/015-flashcard-import-export.md).

export interface CardText {
  question: string;
  answer: string;
  /** Credit for where the card came from (an encyclopedia article); exported as a third column. */
  source?: string;
}

export type ExchangeFormat = 'anki' | 'csv';

export interface SkippedLine {
  /** 1-based line number in the file where the record starts. */
  line: number;
  reason: string;
}

/** A card read from a file, with the Anki deck and tags its row named (when the file has them). */
export interface ImportedCard extends CardText {
  deck?: string;
  tags?: string[];
}

export interface ImportResult {
  cards: ImportedCard[];
  skipped: SkippedLine[];
  format: ExchangeFormat;
}

/** Longest side accepted (the same limit as generated cards). */
export const CARD_TEXT_LIMIT = 1000;

const SEPARATOR_NAMES: Record<string, string> = {
  tab: '\t',
  comma: ',',
  semicolon: ';',
  space: ' ',
  pipe: '|',
  colon: ':',
};

function needsQuotes(field: string, separator: string): boolean {
  return field.includes(separator) || /["\r\n]/.test(field) || field !== field.trim();
}

function quote(field: string, separator: string): string {
  return needsQuotes(field, separator) ? `"${field.replaceAll('"', '""')}"` : field;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** HTML from Anki to the plain text cards hold: line breaks kept, tags dropped, entities read. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(div|p|li)>\s*/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff
          ? String.fromCodePoint(code)
          : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\n+$/, '');
}

/** Anki's text format: tab-separated, HTML fields (so text is escaped and newlines are <br>). */
export function exportAnki(cards: readonly CardText[]): string {
  const field = (text: string) => quote(escapeHtml(text).replace(/\r?\n/g, '<br>'), '\t');
  // A Source column only when a card has one: CC BY-SA content must keep its attribution.
  const sourced = cards.some((card) => card.source);
  const lines = [
    '#separator:tab',
    '#html:true',
    `#columns:Front\tBack${sourced ? '\tSource' : ''}`,
  ];
  for (const card of cards) {
    const source = sourced ? `\t${field(card.source ?? '')}` : '';
    lines.push(`${field(card.question)}\t${field(card.answer)}${source}`);
  }
  return `${lines.join('\n')}\n`;
}

/** RFC 4180 CSV with a header row; text kept as it is. */
export function exportCsv(cards: readonly CardText[]): string {
  const sourced = cards.some((card) => card.source);
  const lines = [sourced ? 'question,answer,source' : 'question,answer'];
  for (const card of cards) {
    const source = sourced ? `,${quote(card.source ?? '', ',')}` : '';
    lines.push(`${quote(card.question, ',')},${quote(card.answer, ',')}${source}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

interface Row {
  line: number;
  fields: string[];
  error?: string;
}

/** Splits delimited text into records; quoted fields may hold separators, quotes and newlines. */
function parseRows(lines: string[], firstLine: number, separator: string): Row[] {
  const text = lines.join('\n');
  const rows: Row[] = [];
  let line = firstLine;
  let i = 0;
  while (i < text.length) {
    const start = line;
    const fields: string[] = [];
    let error: string | undefined;
    for (;;) {
      let value = '';
      if (text[i] === '"') {
        i++;
        let closed = false;
        while (i < text.length) {
          const ch = text[i]!;
          if (ch === '"') {
            if (text[i + 1] === '"') {
              value += '"';
              i += 2;
              continue;
            }
            i++;
            closed = true;
            break;
          }
          if (ch === '\n') line++;
          value += ch;
          i++;
        }
        if (!closed) error = 'a quoted field is never closed';
        // Anything between the closing quote and the separator is kept, as spreadsheets do.
        while (i < text.length && text[i] !== separator && text[i] !== '\n') value += text[i++];
      } else {
        while (i < text.length && text[i] !== separator && text[i] !== '\n') value += text[i++];
      }
      fields.push(value);
      if (i < text.length && text[i] === separator) {
        i++;
        continue;
      }
      break;
    }
    if (text[i] === '\n') {
      i++;
      line++;
    }
    rows.push({ line: start, fields, error });
  }
  return rows;
}

function looksLikeHeader(fields: string[]): boolean {
  const [a = '', b = ''] = fields.map((f) => f.trim().toLowerCase());
  return (a === 'question' && b === 'answer') || (a === 'front' && b === 'back');
}

function guessSeparator(sample: string): string {
  const first = sample.split('\n').find((l) => l.trim() !== '') ?? '';
  if (first.includes('\t')) return '\t';
  if (first.includes(',')) return ',';
  if (first.includes(';')) return ';';
  return '\t';
}

/**
 * Reads Anki text (its `#` header lines decide separator, HTML and columns) or plain CSV. Every
 * record that does not become a card is reported with its line and why.
 */
export function importCards(input: string): ImportResult {
  const lines = input
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  let separator: string | undefined;
  let html: boolean | undefined;
  let columns: string[] | undefined;
  // 0-based indexes of the columns Anki fills with something other than a note field.
  const metaColumns: Partial<Record<'deck' | 'notetype' | 'guid' | 'tags', number>> = {};
  let headerLines = 0;
  for (const raw of lines) {
    const match = /^#([a-z ]+):(.*)$/i.exec(raw);
    if (!match) break;
    headerLines++;
    const key = match[1]!.trim().toLowerCase();
    const value = match[2]!;
    if (key === 'separator') separator = SEPARATOR_NAMES[value.trim().toLowerCase()] ?? value[0];
    else if (key === 'html') html = value.trim().toLowerCase() === 'true';
    else if (key === 'columns') columns = value.split(separator ?? '\t');
    else {
      const meta = /^(deck|notetype|guid|tags) column$/.exec(key);
      const column = Number(value.trim());
      if (meta && Number.isInteger(column) && column >= 1) {
        metaColumns[meta[1] as keyof typeof metaColumns] = column - 1;
      }
    }
  }
  const isAnki = headerLines > 0;
  const body = lines.slice(headerLines);
  if (body.length > 0 && body[body.length - 1] === '') body.pop();
  separator ??= guessSeparator(body.join('\n'));
  if (columns && separator !== '\t' && columns.length === 1) columns = columns[0]!.split(separator);

  // Note fields are the columns Anki did not take for the deck, notetype, guid or tags.
  const taken = new Set(Object.values(metaColumns));
  const fieldColumns = (count: number) =>
    Array.from({ length: count }, (_, i) => i).filter((i) => !taken.has(i));
  let frontIndex = 0;
  let backIndex = 1;
  if (taken.size > 0) {
    const width = Math.max(...taken, 1) + 2;
    [frontIndex = 0, backIndex = 1] = fieldColumns(width);
  }
  if (columns) {
    const names = columns.map((c) => c.trim().toLowerCase());
    const front = names.findIndex((n) => n === 'front' || n === 'question');
    const back = names.findIndex((n) => n === 'back' || n === 'answer');
    if (front >= 0) frontIndex = front;
    if (back >= 0) backIndex = back;
  }

  const cards: CardText[] = [];
  const skipped: SkippedLine[] = [];
  const rows = parseRows(body, headerLines + 1, separator);
  rows.forEach((row, index) => {
    if (row.fields.length === 1 && row.fields[0]!.trim() === '') return; // blank line
    if (isAnki && row.fields.length === 1 && row.fields[0]!.startsWith('#')) return; // comment
    if (index === 0 && !columns && looksLikeHeader(row.fields)) return;
    if (row.error) return skipped.push({ line: row.line, reason: row.error });
    const read = (i: number) => {
      const value = row.fields[i] ?? '';
      return (html ? htmlToText(value) : value).trim();
    };
    const question = read(frontIndex);
    const answer = read(backIndex);
    if (row.fields.length - [...taken].filter((i) => i < row.fields.length).length < 2) {
      return skipped.push({ line: row.line, reason: 'it has one field; a card needs two' });
    }
    if (!question) return skipped.push({ line: row.line, reason: 'the question is empty' });
    if (!answer) return skipped.push({ line: row.line, reason: 'the answer is empty' });
    if (question.length > CARD_TEXT_LIMIT || answer.length > CARD_TEXT_LIMIT) {
      return skipped.push({
        line: row.line,
        reason: `a side is longer than ${CARD_TEXT_LIMIT} characters`,
      });
    }
    const card: ImportedCard = { question, answer };
    const deck = metaColumns.deck === undefined ? '' : read(metaColumns.deck);
    if (deck) card.deck = deck;
    const tags = metaColumns.tags === undefined ? '' : (row.fields[metaColumns.tags] ?? '').trim();
    if (tags) card.tags = tags.split(/\s+/);
    cards.push(card);
  });
  return { cards, skipped, format: isAnki || separator === '\t' ? 'anki' : 'csv' };
}
