import { PLAN_ITEM_MAX, PLAN_ITEMS_MAX } from '@quietdesk/core/api/planner';

// A goal that lists its chapters, topics or milestones in the same sentence ("chem final on 9
// June; chapters: esters, amines, polymers", "Klausur am 3. Juli, Themen: Optik, Akustik") is a
// goal plus the person's own items. The items are split off so that each becomes a dated task
// (schedule.ts), and the rest of the goal is read as usual, so titles never quote the list.
// A labelled list ("chapters:", "Themen:", "thèmes :", "temas:") needs two items; a list after a
// bare colon or dash ("bio quiz friday: mitosis, meiosis, DNA") three, since a colon alone may
// introduce anything.

export interface InlineItems {
  /** The goal without the list (what it is, by when). */
  goal: string;
  items: string[];
}

const LABELS = [
  'chapters?',
  'topics?',
  'units?',
  'modules?',
  'sections?',
  'milestones?',
  'subjects?',
  'themes?',
  'kapitel',
  'themen',
  'themengebiete',
  'abschnitte',
  'meilensteine',
  'chapitres?',
  'thèmes?',
  'sujets?',
  'parties',
  'étapes',
  'capítulos?',
  'temas?',
  'unidades',
  'secciones',
  'hitos',
].join('|');

// "…; chapters: a, b, c" / "…, Themen: a, b" / "… (topics: a, b)"
const LABELLED = new RegExp(
  `(?:^|[\\s,;.(\\-–—])(?:the\\s+|les\\s+|die\\s+|los\\s+)?(?:${LABELS})\\s*(?::|\\s[-–—]\\s)\\s*`,
  'iu',
);
// "…: a, b, c" / "… - a, b, c"
const BARE = /\s*(?::|;|\s[-–—]\s)\s*/u;
// Where a list stops and the goal goes on: a full stop, a semicolon or a bracket.
const LIST_END = /(?:[;)]|\.\s|\.$)/u;
const CONJUNCTION = /\s+(?:and|&|und|et|y|e)\s+/iu;

function splitList(list: string): string[] {
  const parts = list
    .split(/\s*,\s*/u)
    .map((part) => part.replace(/^(?:and|und|et|y)\s+/iu, '').trim())
    .filter(Boolean);
  // "a, b and c": the last part holds two items, unless it joins two single words after items
  // of several words ("write the spec, code the app, test and evaluate"): then it is one item
  // of two verbs, as long as the others.
  const last = parts.at(-1);
  const wordCount = (text: string) => text.split(/\s+/u).length;
  const pairOfWords = last?.split(CONJUNCTION).every((side) => wordCount(side.trim()) === 1);
  const longItems = parts.slice(0, -1).every((part) => wordCount(part) >= 2);
  if (parts.length >= 2 && last && CONJUNCTION.test(last) && !(pairOfWords && longItems)) {
    parts.splice(-1, 1, ...last.split(CONJUNCTION).map((p) => p.trim()));
  }
  return parts;
}

const isItem = (text: string) =>
  text.length > 0 && text.length <= PLAN_ITEM_MAX && text.split(/\s+/u).length <= 8;
// Words of a clause rather than a name ("it is due on friday, no excuses"): after a bare colon
// such a list is a sentence, not topics.
const CLAUSE_WORD =
  /(?:^|\s)(?:i|it|is|are|was|be|me|my|we|you|not|no|ich|ist|sind|nicht|je|est|sont|pas|ne|yo|es|son)(?=\s|$)/iu;

function take(text: string, at: number, after: number, labelled: boolean): InlineItems | undefined {
  const rest = text.slice(after);
  const end = LIST_END.exec(rest);
  const list = end ? rest.slice(0, end.index) : rest;
  const items = splitList(list.replace(/[.!]+$/u, ''));
  if (items.length < (labelled ? 2 : 3) || !items.every(isItem)) return undefined;
  if (!labelled && items.some((item) => CLAUSE_WORD.test(item))) return undefined;
  const tail = end ? rest.slice(end.index + end[0].length) : '';
  const goal = `${text.slice(0, at)} ${tail}`
    .replace(/\s+/gu, ' ')
    .replace(/[\s,;:(\-–—]+$/u, '')
    .trim();
  if (!goal) return undefined;
  return { goal, items: items.slice(0, PLAN_ITEMS_MAX) };
}

export function findInlineItems(goal: string): InlineItems | undefined {
  const text = goal.replace(/\s+/gu, ' ').trim();
  const labelled = LABELLED.exec(text);
  if (labelled) {
    const found = take(text, labelled.index, labelled.index + labelled[0].length, true);
    if (found) return found;
  }
  const bare = BARE.exec(text);
  if (bare && bare.index > 0) return take(text, bare.index, bare.index + bare[0].length, false);
  return undefined;
}
