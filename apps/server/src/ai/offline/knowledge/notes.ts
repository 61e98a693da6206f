// Text analysis for pasted notes in any language written in Latin, Cyrillic or Greek script:
// sentence splitting that survives abbreviations, initials and decimals, stopword-aware term
// frequencies, and a rough language guess used only to phrase "What is X?" in the notes' language.
// Everything is regex-based and linear (Intl.Segmenter is quadratic on long text in Node 20).

export type Lang = 'en' | 'fr' | 'de' | 'es' | 'it' | 'pt' | 'ru' | 'el';

const STOPWORDS: Record<Lang, string> = {
  en: 'a an the and or but if of in on at to for from by with as is are was were be been being it its this that these those there their they them he she his her we our you your i not no so than then which who whom what when where why how can could will would should may might must do does did has have had into about over under also such very more most other some any each all both only just',
  fr: 'le la les un une des du de d l et ou mais en dans sur au aux pour par avec est sont été être ce cet cette ces qui que quoi dont où il elle ils elles nous vous je tu se sa son ses leur leurs ne pas plus très aussi comme',
  de: 'der die das den dem des ein eine einer eines einem einen und oder aber in im an am auf aus bei mit nach von vom zu zum zur für ist sind war waren wird werden sein es sie er wir ihr ich du nicht kein keine auch als wie so sich dass',
  es: 'el la los las un una unos unas y o pero de del en a al por para con es son fue eran ser está están que quien cual se su sus lo le les no más muy también como',
  it: 'il lo la i gli le un una uno e o ma di del della dei delle in a al alla da per con è sono era erano essere che chi si suo sua non più molto anche come',
  pt: 'o a os as um uma uns umas e ou mas de do da dos das em no na nos nas por para com é são foi eram ser que quem se seu sua não mais muito também como',
  ru: 'и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только ее мне было вот от меня еще нет о из ему это эта этот эти который которые является были был была или для при их они мы',
  el: 'ο η το οι τα του της των τον την ένα μια και ή αλλά σε στο στη στον στην με για από είναι ήταν που δεν θα να ως',
};
const STOP = new Map<Lang, Set<string>>(
  (Object.keys(STOPWORDS) as Lang[]).map((l) => [l, new Set(STOPWORDS[l].split(' '))]),
);
const ALL_STOP = new Set([...STOP.values()].flatMap((s) => [...s]));

export const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

export function isStopword(word: string): boolean {
  return ALL_STOP.has(word.toLowerCase());
}

/** How many of the text's words are stopwords of each language (languages with none left out). */
export function stopwordHits(text: string): Map<Lang, number> {
  const sample = words(text.slice(0, 20_000).toLowerCase());
  const hits = new Map<Lang, number>();
  for (const [lang, stop] of STOP) {
    const n = sample.filter((w) => stop.has(w)).length;
    if (n > 0) hits.set(lang, n);
  }
  return hits;
}

/** The language whose stopwords cover most of the words (English when unsure). */
export function guessLanguage(text: string): Lang {
  let best: Lang = 'en';
  let bestHits = 0;
  for (const [lang, hits] of stopwordHits(text))
    if (hits > bestHits) [best, bestHits] = [lang, hits];
  return best;
}

// Words after which a full stop does not end a sentence (lower-cased, without the dot).
const ABBREVIATIONS = new Set(
  'e.g i.e etc vs cf al approx ca mr mrs ms dr prof st no nr fig jr sr inc ltd co dept est vol pp ed eds ch sec min max z.b bzw usw ggf d.h s.o u.a m.e p.ex. av u.s u.k т.е т.д т.п г гг см др стр рис π.χ κ.λπ'.split(
    ' ',
  ),
);

/**
 * Sentences of one paragraph; a full stop after an abbreviation or an initial does not split.
 * Notes typed all in lower case ("the spark was ... . austria declared ...") split at a full stop
 * before a lower-case word too.
 */
function splitParagraph(paragraph: string, lowerCaseNotes: boolean): string[] {
  const out: string[] = [];
  let start = 0;
  const boundary = /[.!?…]+["'”’»)\]]*(?=\s+|$)/gu;
  for (const m of paragraph.matchAll(boundary)) {
    const end = m.index + m[0].length;
    const before = paragraph.slice(start, m.index);
    const lastWord = (/([\p{L}.’'-]+)$/u.exec(before)?.[1] ?? '').toLowerCase();
    const next = paragraph.slice(end).trimStart();
    const isStop = m[0].startsWith('.') && !m[0].startsWith('..');
    if (isStop && (ABBREVIATIONS.has(lastWord) || /^\p{L}$/u.test(lastWord))) continue;
    // A new sentence starts with a capital, a digit, a quote or a bracket.
    if (next && !lowerCaseNotes && !/^["'“‘«(¿¡\p{Lu}\p{N}]/u.test(next)) continue;
    out.push(paragraph.slice(start, end).trim());
    start = end;
  }
  out.push(paragraph.slice(start).trim());
  return out.filter((s) => s.length > 0);
}

export interface Sentence {
  text: string;
  /** Position in the notes (0-based) and whether it opens its paragraph. */
  index: number;
  first: boolean;
  /** True for a line such as "Term: definition" or "- Term – definition". */
  line: boolean;
  /** The heading the sentence sits under, if any. */
  heading?: string;
}

const BULLET = /^\s*(?:[-*•·–—▪◦]|\d+[.)]|[a-z][.)])\s+/u;

/** "Term: definition", "Term - definition", "Term — definition", "Term = definition". */
export const TERM_LINE_SHAPE = /^([^:=–—.!?]{2,60}?)\s*(?::|=|\s[–—-]\s|[–—])\s*(\S.{2,})$/u;

/** A whole line of that shape: a short term and one definition, not a paragraph of prose. */
export function isTermLine(line: string): boolean {
  const m = TERM_LINE_SHAPE.exec(line.trim());
  return Boolean(m && words(m[1]!).length <= 6 && !/[.!?]\s+\S/u.test(m[2]!));
}

/** True when most sentence ends in the notes are followed by a lower-case word. */
function writtenInLowerCase(notes: string): boolean {
  const lower = notes.match(/[.!?]\s+\p{Ll}/gu)?.length ?? 0;
  const upper = notes.match(/[.!?]\s+\p{Lu}/gu)?.length ?? 0;
  return lower > upper;
}

// A heading: a short line on its own, without a full stop, before other lines ("Cell organelles",
// "## Memory (psych unit 4)", "quimica tema 2:"). It becomes the topic of the cards below it.
const HEADING = /^(?:#{1,6}\s*)?([^.!?:=–—]{2,60}?)\s*:?\s*$/u;

export function splitSentences(notes: string): Sentence[] {
  const out: Sentence[] = [];
  const lowerCaseNotes = writtenInLowerCase(notes);
  const paragraphs = notes.replace(/\r\n?/g, '\n').split(/\n\s*\n|\n(?=\s*(?:[-*•·▪◦]|\d+[.)])\s)/);
  let heading: string | undefined;
  for (const paragraph of paragraphs) {
    // Short lines are usually list items or headings: keep them apart instead of joining.
    let raw = paragraph.split('\n').filter((l) => l.trim());
    const top = raw[0]?.trim() ?? '';
    if (raw.length > 1 && !BULLET.test(top) && HEADING.test(top) && words(top).length <= 6) {
      heading = HEADING.exec(top)![1]!.trim();
      raw = raw.slice(1);
    }
    const lines = raw.map((l) => l.replace(BULLET, '').trim());
    // A "Term: definition" line stands alone however long it is.
    const termLines = lines.some(isTermLine);
    const joinable = !termLines && (lines.every((l) => l.length > 60) || lines.length === 1);
    const chunks = joinable ? [lines.join(' ')] : lines;
    // Bullets and separate short lines are where "Term: definition" pairs live.
    const line = chunks.length > 1 || raw.some((l) => BULLET.test(l)) || termLines;
    for (const chunk of chunks) {
      const pieces = isTermLine(chunk)
        ? [chunk.replace(/\s+/g, ' ')]
        : splitParagraph(chunk.replace(/\s+/g, ' '), lowerCaseNotes);
      pieces.forEach((text, i) => {
        out.push({
          text,
          index: out.length,
          first: i === 0,
          line,
          ...(heading ? { heading } : {}),
        });
      });
    }
  }
  return out;
}

/** Term frequencies of content words (lower case) across the notes. */
export function termFrequencies(sentences: readonly Sentence[]): Map<string, number> {
  const tf = new Map<string, number>();
  for (const s of sentences) {
    for (const w of words(s.text)) {
      const key = w.toLowerCase();
      if (key.length < 3 || isStopword(key) || /^\d+$/.test(key)) continue;
      tf.set(key, (tf.get(key) ?? 0) + 1);
    }
  }
  return tf;
}
