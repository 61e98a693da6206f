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
  /** Anki-style tags (no spaces; `::` nests them); exported in Anki's tags column. */
  tags?: string[];
}

export type ExchangeFormat = 'anki' | 'csv';

interface SkippedLine {
  /** 1-based line number in the file where the record starts. */
  line: number;
  reason: string;
}

/** A card read from a file, with the Anki deck its row named (when the file has one). */
interface ImportedCard extends CardText {
  deck?: string;
}

export interface ImportResult {
  cards: ImportedCard[];
  skipped: SkippedLine[];
  format: ExchangeFormat;
}

/** Longest side accepted (the same limit as generated cards). */
const CARD_TEXT_LIMIT = 1000;
/** Tags a card keeps, and the longest tag: Anki sets neither, these keep a row bounded. */
export const CARD_TAGS_MAX = 50;
export const CARD_TAG_MAX = 100;

/**
 * Tags as Anki writes them (separated by spaces), duplicates dropped. Tags longer than
 * CARD_TAG_MAX and those past CARD_TAGS_MAX are left out rather than refusing the card.
 */
export function readTags(text: string): string[] {
  const tags = text.split(/\s+/).filter((tag) => tag !== '' && tag.length <= CARD_TAG_MAX);
  return [...new Set(tags)].slice(0, CARD_TAGS_MAX);
}

/** What Anki shows for a cloze deletion while it is hidden. */
const CLOZE_HIDDEN = '[...]';
const CLOZE = /\{\{c(\d+)::([\s\S]*?)(?:::([\s\S]*?))?\}\}/g;

/**
 * Anki's cloze notes (`{{c1::answer}}` or `{{c1::answer::hint}}` in the text) as the cards Anki
 * makes of them: one per cloze number, that number's deletions hidden (`[...]`, or `[hint]`),
 * the others shown, and the hidden text as the answer with the note's Back Extra below it.
 * Undefined when the text has no cloze deletion.
 */
export function clozeCards(text: string, extra = ''): CardText[] | undefined {
  const numbers = [...new Set([...text.matchAll(CLOZE)].map((m) => Number(m[1])))];
  if (numbers.length === 0) return undefined;
  return numbers
    .sort((a, b) => a - b)
    .map((n) => {
      const hidden: string[] = [];
      const question = text.replace(CLOZE, (_whole, num: string, shown: string, hint?: string) => {
        if (Number(num) !== n) return shown;
        hidden.push(shown.trim());
        return hint?.trim() ? `[${hint.trim()}]` : CLOZE_HIDDEN;
      });
      const answer = [hidden.join(', '), extra].filter((part) => part !== '').join('\n');
      return { question: question.trim(), answer };
    });
}

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
      // Own keys only: "&constructor;" must not find Object.prototype's members.
      const key = name.toLowerCase();
      return Object.hasOwn(ENTITIES, key) ? ENTITIES[key]! : whole;
    })
    .replace(/\n+$/, '');
}

/** Anki's text format: tab-separated, HTML fields (so text is escaped and newlines are <br>). */
export function exportAnki(cards: readonly CardText[]): string {
  const field = (text: string) => quote(escapeHtml(text).replace(/\r?\n/g, '<br>'), '\t');
  // A Source column only when a card has one: CC BY-SA content must keep its attribution.
  const sourced = cards.some((card) => card.source);
  // Tags last, in the column Anki's own export uses for them, so Anki files them as tags.
  const tagged = cards.some((card) => card.tags?.length);
  const names = ['Front', 'Back', ...(sourced ? ['Source'] : []), ...(tagged ? ['Tags'] : [])];
  const lines = ['#separator:tab', '#html:true'];
  if (tagged) lines.push(`#tags column:${names.length}`);
  lines.push(`#columns:${names.join('\t')}`);
  for (const card of cards) {
    const cells = [field(card.question), field(card.answer)];
    if (sourced) cells.push(field(card.source ?? ''));
    if (tagged) cells.push(field((card.tags ?? []).join(' ')));
    lines.push(cells.join('\t'));
  }
  return `${lines.join('\n')}\n`;
}

/** RFC 4180 CSV with a header row; text kept as it is, tags separated by spaces. */
export function exportCsv(cards: readonly CardText[]): string {
  const sourced = cards.some((card) => card.source);
  const tagged = cards.some((card) => card.tags?.length);
  const names = ['question', 'answer', ...(sourced ? ['source'] : []), ...(tagged ? ['tags'] : [])];
  const lines = [names.join(',')];
  for (const card of cards) {
    const cells = [quote(card.question, ','), quote(card.answer, ',')];
    if (sourced) cells.push(quote(card.source ?? '', ','));
    if (tagged) cells.push(quote((card.tags ?? []).join(' '), ','));
    lines.push(cells.join(','));
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

  const cards: ImportedCard[] = [];
  const skipped: SkippedLine[] = [];
  const rows = parseRows(body, headerLines + 1, separator);
  let tagsIndex = metaColumns.tags;
  rows.forEach((row, index) => {
    if (row.fields.length === 1 && row.fields[0]!.trim() === '') return; // blank line
    if (isAnki && row.fields.length === 1 && row.fields[0]!.startsWith('#')) return; // comment
    if (index === 0 && !columns && looksLikeHeader(row.fields)) {
      // Our own CSV export names a tags column in its header row.
      const tags = row.fields.findIndex((f) => f.trim().toLowerCase() === 'tags');
      if (tags >= 2 && tagsIndex === undefined) tagsIndex = tags;
      return;
    }
    if (row.error) return skipped.push({ line: row.line, reason: row.error });
    const read = (i: number) => {
      const value = row.fields[i] ?? '';
      // Anki's media references ([sound:…] and pictures) point at files the text does not carry.
      const text = html ? htmlToText(value) : value;
      return (isAnki ? text.replace(/\[sound:[^\]]*\]/g, '') : text).trim();
    };
    const onlyMedia = (i: number) => /<img\b|\[sound:/i.test(row.fields[i] ?? '');
    if (row.fields.length - [...taken].filter((i) => i < row.fields.length).length < 2) {
      return skipped.push({ line: row.line, reason: 'it has one field; a card needs two' });
    }
    const question = read(frontIndex);
    const answer = read(backIndex);
    const made = isAnki ? clozeCards(question, answer) : undefined;
    if (!question) {
      return skipped.push({
        line: row.line,
        reason: onlyMedia(frontIndex)
          ? 'the question is only a picture or sound, which are not imported'
          : 'the question is empty',
      });
    }
    if (!made && !answer) {
      return skipped.push({
        line: row.line,
        reason: onlyMedia(backIndex)
          ? 'the answer is only a picture or sound, which are not imported'
          : 'the answer is empty',
      });
    }
    if (made?.some((c) => !c.answer)) {
      return skipped.push({ line: row.line, reason: 'a cloze deletion is empty' });
    }
    const texts = made ?? [{ question, answer }];
    if (
      texts.some((c) => c.question.length > CARD_TEXT_LIMIT || c.answer.length > CARD_TEXT_LIMIT)
    ) {
      return skipped.push({
        line: row.line,
        reason: `a side is longer than ${CARD_TEXT_LIMIT} characters`,
      });
    }
    const deck = metaColumns.deck === undefined ? '' : read(metaColumns.deck);
    const tags = tagsIndex === undefined ? [] : readTags(row.fields[tagsIndex] ?? '');
    for (const text of texts) {
      const card: ImportedCard = { ...text };
      if (deck) card.deck = deck;
      if (tags.length) card.tags = tags;
      cards.push(card);
    }
  });
  return { cards, skipped, format: isAnki || separator === '\t' ? 'anki' : 'csv' };
}
