import type { Flashcard } from '@quietdesk/core/api/ai';
import { CardSet } from './cards.ts';
import { notesTooThin } from './errors.ts';
import { capitalise } from './facts.ts';
import { informativeness, type Informativeness } from './informativeness.ts';
import {
  TERM_LINE_SHAPE,
  guessLanguage,
  isStopword,
  isTermLine,
  splitSentences,
  termFrequencies,
  words,
  type Lang,
  type Sentence,
} from './notes.ts';

// Flashcards from the student's own notes, using only their words: definition cards where the
// notes define something ("X is a Y", "Term: definition", "Term – definition"), then cloze cards
// that blank the most informative term of the key sentences (a defined term, a name, a number
// with its unit, or the rarest word; see informativeness.ts), never the same term twice. A
// heading above the lines becomes the topic in front of their questions.

const BLANK = '_____';

// Copulas that introduce a definition, per language, followed by an article or relative clause
// so that "The heart is located in the chest" does not count but "The heart is an organ" does.
const DEFINES: Record<Lang, RegExp> = {
  en: /^(.{2,60}?)\s+(is|are)\s+((?:an?|the|one of|any)\s.+|.+\s(?:that|which|who|whereby|where)\s.+)$|^(.{2,60}?)\s+(means|refers to|is defined as|are defined as|describes)\s+(.+)$/iu,
  fr: /^(.{2,60}?)\s+(est|sont|désigne|signifie)\s+((?:une?|le|la|l[’']|les|des)\s?.+)$/iu,
  de: /^(.{2,60}?)\s+(ist|sind|bezeichnet|bedeutet)\s+((?:eine?[rsmn]?|der|die|das)\s.+)$/iu,
  es: /^(.{2,60}?)\s+(es|son|significa)\s+((?:una?|el|la|los|las)\s.+)$/iu,
  it: /^(.{2,60}?)\s+(è|sono|significa)\s+((?:un[oa]?|il|lo|la|l[’']|i|gli|le)\s?.+)$/iu,
  pt: /^(.{2,60}?)\s+(é|são|significa)\s+((?:uma?|o|a|os|as)\s.+)$/iu,
  ru: /^(.{2,60}?)\s+(?:[—–-]\s+(?:это\s+)?|является\s+|означает\s+)(.+)$/iu,
  el: /^(.{2,60}?)\s+(είναι|σημαίνει)\s+((?:ένα?|μια|ο|η|το|οι|τα)\s.+)$/iu,
};

const ASK: Record<Lang, (term: string, plural: boolean) => string> = {
  en: (t, plural) => `What ${plural ? 'are' : 'is'} ${t}?`,
  fr: (t) => `Qu’est-ce que ${t} ?`,
  de: (t, plural) => `Was ${plural ? 'sind' : 'ist'} ${t}?`,
  es: (t, plural) => `¿Qué ${plural ? 'son' : 'es'} ${t}?`,
  it: (t) => `Che cos’è ${t}?`,
  pt: (t) => `O que é ${t}?`,
  ru: (t) => `Что такое ${t}?`,
  el: (t) => `Τι είναι ${t};`,
};

interface Definition {
  term: string;
  definition: string;
  plural: boolean;
}

// "causes of ww1 - ...", "notes: ...": a heading in front of prose, not a term being defined.
const NOT_A_TERM =
  /^(?:causes?|effects?|types?|kinds?|notes?|summary|overview|introduction|intro|key|main|important|remember|revision|chapter|unit|week|wk|lecture|topic)\b/iu;

function asTerm(raw: string, notes: string): string | undefined {
  const term = raw.trim().replace(/^["'“‘«]|["'”’»]$/g, '');
  const ws = words(term);
  if (!ws.length || ws.length > 6 || /[.!?]$/.test(term) || NOT_A_TERM.test(term)) return undefined;
  const head = ws.find((w) => !/^(the|a|an|le|la|les|der|die|das|el|il|o)$/i.test(w));
  if (!head || isStopword(head)) return undefined;
  // Lower the sentence-initial capital unless the notes write the term capitalised elsewhere.
  const lower = term[0]!.toLowerCase() + term.slice(1);
  const capitalisedOnly = ws.length === 1 && /^\p{Lu}\p{Ll}+$/u.test(term);
  if (isStopword(ws[0]!)) return lower;
  return capitalisedOnly && notes.includes(` ${lower}`) ? lower : term;
}

function findDefinition(s: Sentence, lang: Lang, notes: string): Definition | undefined {
  const text = s.text.replace(/[.!?…]+$/, '').trim();
  // Every "Term: definition" line is a definition, however long, with or without a bullet.
  const line = isTermLine(text) ? TERM_LINE_SHAPE.exec(text) : null;
  if (line && words(line[2]!).length >= 2) {
    const term = asTerm(line[1]!, notes);
    // "Фотосинтез — это процесс ...": "это" ("this is") belongs to the dash, not the definition.
    const definition = line[2]!.replace(/^это\s+/iu, '');
    if (term) return { term, definition, plural: false };
  }
  const m = DEFINES[lang].exec(text);
  if (!m) return undefined;
  const groups = m.slice(1).filter((g) => g !== undefined);
  const raw = groups[0]!;
  const definition = groups[groups.length - 1]!;
  const term = asTerm(raw, notes);
  if (!term || words(definition).length < 2) return undefined;
  return { term, definition, plural: /^(are|sind|son|sono|são)$/i.test(groups[1] ?? '') };
}

const NUMBER =
  /(?<![\p{L}\p{N}])\d+(?:[.,]\d+)*(?:\s?(?:%|°[CF]?|km|cm|mm|nm|kg|mg|ml|m|g|l|s|ms|h|min|seconds?|minutes?|hours?|days?|years?|million|billion|BC|BCE|AD|CE)(?![\p{L}\p{N}]))?/gu;
// Names: capitalised words, joined by small linking words ("Declaration of the Rights of Man").
const CAPITALISED =
  /(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}’'-]*(?:\s+(?:(?:of|of the|and|de|de la|des|du|et|von|van|der|und|la|del|y)\s+)?\p{Lu}[\p{L}\p{N}’'-]*)*/gu;
// Acronyms and formulas (ATP, NADPH, C6H12O6) are scored as words, not as names.
const ACRONYM = /^[\p{Lu}\p{N}]+$/u;
// The subject of "X was/is ..." at the start of a sentence is what the sentence is about.
const COPULAS: Partial<Record<Lang, string>> = {
  en: 'was|were|is|are',
  de: 'ist|sind|war|waren',
  fr: 'est|sont|était|étaient',
  es: 'es|son|fue|fueron|era|eran',
};
const ARTICLE = "(?:the|a|an|le|la|les|l’|l'|el|los|las|der|die|das|ein|eine|un|une|una)";
const subjectPattern = (lang: Lang) =>
  COPULAS[lang]
    ? new RegExp(
        `^(?:${ARTICLE}\\s+)?((?:[\\p{L}\\p{N}’'-]+\\s+){0,3}[\\p{L}\\p{N}’'-]+)\\s+(?:${COPULAS[lang]})\\s`,
        'iu',
      )
    : undefined;
/**
 * The subject of the sentence's copula, without an elided article in front ("L’eau y est
 * décomposée" asks "l’_____", answer "eau") or little words behind it ("y", "en", "ne").
 */
function subjectOf(text: string, lang: Lang): string | undefined {
  const raw = subjectPattern(lang)?.exec(text)?.[1];
  if (!raw) return undefined;
  const parts = raw.replace(/^(?:l|d|qu)[’'](?=\p{L})/iu, '').split(/\s+/u);
  while (parts.length > 1 && isStopword(parts.at(-1)!)) parts.pop();
  return parts.join(' ');
}
const LEADING_ARTICLE = new RegExp(`^${ARTICLE}\\s+`, 'iu');
// New information tends to come at the end of a clause ("photosynthesis happens in the
// chloroplasts"): among equally rare words, the later one is the better blank.
const END_FOCUS = 0.4;
const SECOND_CARD_PENALTY = 1;
const TOPIC_PENALTY = 2;
// The name that opens the notes ("Die Weimarer Republik wurde ...", "La Guerra Civil Española").
const CAPITALISED_AT_START = new RegExp(
  `^(?:${ARTICLE}\\s+)?\\p{Lu}[\\p{L}’'-]*(?:\\s+\\p{Lu}[\\p{L}’'-]*)*`,
  'u',
);

/**
 * The terms of a sentence worth blanking, most informative first: terms the notes define, then
 * names, numbers with units, subjects and words weighted by rarity (informativeness.ts).
 */
export function keyTerms(
  text: string,
  info: Informativeness,
  defined: ReadonlySet<string> = new Set(),
  lang: Lang = 'en',
): ScoredTerm[] {
  const scored: [string, number, number][] = [];
  const lower = text.toLowerCase();
  for (const term of defined) {
    const at = lower.indexOf(term);
    if (at >= 0) scored.push([text.slice(at, at + term.length), 10 + term.length / 100, at]);
  }
  for (const m of text.matchAll(NUMBER)) {
    // A year or a quantity with its unit says more than a bare small number.
    const value = m[0];
    // Dates and quantities are the facts history and science notes are made of.
    const weight = /\D/.test(value) || value.length === 4 ? 4 : 1.5;
    scored.push([value, weight + (END_FOCUS * m.index) / text.length, m.index]);
  }
  for (const m of text.matchAll(CAPITALISED)) {
    // "Die Hyperinflation", "La Révolution": the article is grammar, not part of the name.
    const name = m[0].replace(LEADING_ARTICLE, '');
    const at = m.index + m[0].length - name.length;
    const ws = words(name);
    if (!ws.length || ws.every((w) => isStopword(w))) continue;
    // A lone capital at the start of a sentence is grammar; the word is scored as any other.
    if (ws.length === 1 && at === 0) continue;
    if (ws.every((w) => ACRONYM.test(w) || isStopword(w))) continue;
    const rarity = info.ofPhrase(name);
    scored.push([name, 2 + rarity + (ws.length > 1 ? 1 : 0) + (END_FOCUS * at) / text.length, at]);
  }
  const subject = subjectOf(text, lang);
  if (subject && !words(subject).every((w) => isStopword(w))) {
    const at = text.indexOf(subject);
    scored.push([subject, 2 + info.ofPhrase(subject), at]);
  }
  for (const [phrase, at] of info.phrasesIn(text))
    scored.push([phrase, 1.5 + info.ofPhrase(phrase), at]);
  for (const m of text.matchAll(/[\p{L}][\p{L}\p{N}’'-]*/gu)) {
    const w = m[0];
    if (w.length < 3 || isStopword(w)) continue;
    scored.push([w, info.ofWord(w) + (END_FOCUS * m.index) / text.length, m.index]);
  }
  scored.sort((a, b) => b[1] - a[1] || a[2] - b[2]);
  const seen = new Set<string>();
  const out: ScoredTerm[] = [];
  for (const [term, score] of scored) {
    const t = term.trim();
    if (!t || seen.has(t)) continue;
    seen.add(t);
    out.push({ term: t, score });
  }
  return out;
}

interface ScoredTerm {
  term: string;
  score: number;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * The text with every whole-word occurrence of `term` blanked, ignoring case. Found with
 * indexOf: a case-insensitive Unicode RegExp per term took most of a deck's time (a deck tries
 * hundreds of terms). Text whose lower case changes its length, or with characters outside the
 * Basic Multilingual Plane, takes the RegExp.
 */
function blankTerm(text: string, term: string): string {
  const lowerText = text.toLowerCase();
  const lowerTerm = term.toLowerCase();
  if (
    lowerText.length !== text.length ||
    lowerTerm.length !== term.length ||
    SURROGATE.test(text) ||
    !term
  ) {
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, 'giu');
    return text.replace(re, BLANK);
  }
  let out = '';
  let from = 0;
  for (
    let at = lowerText.indexOf(lowerTerm);
    at >= 0;
    at = lowerText.indexOf(lowerTerm, at + Math.max(1, lowerTerm.length))
  ) {
    const before = at > 0 ? text[at - 1]! : '';
    const after = text[at + term.length] ?? '';
    if (at < from || LETTER_OR_DIGIT.test(before) || LETTER_OR_DIGIT.test(after)) continue;
    out += text.slice(from, at) + BLANK;
    from = at + term.length;
  }
  return out + text.slice(from);
}

export function cloze(text: string, term: string): string | undefined {
  const blanked = blankTerm(text, term);
  const rest = words(blanked.replaceAll(BLANK, ' '));
  return blanked !== text && rest.length >= 4 ? blanked : undefined;
}

function sentenceScore(s: Sentence, tf: Map<string, number>, defines: boolean): number {
  const content = words(s.text).filter((w) => !isStopword(w) && w.length > 2);
  const weight = content.reduce((sum, w) => sum + (tf.get(w.toLowerCase()) ?? 0), 0);
  return (
    weight / Math.sqrt(content.length + 1) +
    (s.index === 0 ? 1 : 0) +
    (s.first ? 0.5 : 0) +
    (defines ? 1 : 0)
  );
}

export function notesFlashcards(notes: string, count: number): Flashcard[] {
  const text = notes.slice(0, 200_000);
  const sentences = splitSentences(text);
  if (words(text).length < 6) throw notesTooThin('they are too short');
  const lang = guessLanguage(text);
  const tf = termFrequencies(sentences);
  const info = informativeness(sentences, lang);
  const set = new CardSet(count);
  const defined = new Map<Sentence, Definition>();
  for (const s of sentences) {
    const d = findDefinition(s, lang, text);
    if (d) defined.set(s, d);
  }
  // Each term is tested once: a defined term is not blanked again, no blank repeats, and two
  // forms of one word ("electronegativity", "electronegative") count as the same blank.
  const tested = new Set<string>();
  const sameTerm = (term: string) => {
    const key = term.toLowerCase();
    if (tested.has(key)) return true;
    const stem = key.length >= 8 ? key.slice(0, 8) : undefined;
    return stem !== undefined && [...tested].some((t) => t.length >= 8 && t.startsWith(stem));
  };
  for (const [s, d] of defined) {
    const topic = s.heading ? `${s.heading}: ` : '';
    if (
      set.add(topic + ASK[lang](d.term, d.plural), capitalise(d.definition.replace(/[.;,]+$/, '')))
    )
      tested.add(d.term.toLowerCase());
  }
  const definedTerms = new Set(
    [...defined.values()].map((d) =>
      d.term.toLowerCase().replace(/^(the|a|an|la|le|les|el|der|die|das)\s+/, ''),
    ),
  );
  const ranked = sentences
    .filter((s) => {
      const n = words(s.text).length;
      return n >= 5 && n <= 60;
    })
    .map((s) => ({ s, score: sentenceScore(s, tf, defined.has(s)) }))
    .sort((a, b) => b.score - a.score || a.s.index - b.s.index);
  // Sentences already asked as definitions come last, so clozes add new knowledge first.
  const ordered = [
    ...ranked.filter((r) => !defined.has(r.s)),
    ...ranked.filter((r) => defined.has(r.s)),
  ];
  // What the notes are about (their heading, or the name that opens them: "La Guerra Civil
  // Española ...") is the topic, not a fact to recall; other terms are blanked first.
  const opening = sentences[0];
  const topicText = opening?.heading ?? CAPITALISED_AT_START.exec(opening?.text ?? '')?.[0] ?? '';
  const topicWords = new Set(
    words(topicText)
      .filter((w) => !isStopword(w))
      .map((w) => w.toLowerCase()),
  );
  const isTopic = (term: string) => {
    const ws = words(term).filter((w) => !isStopword(w));
    return ws.length > 0 && ws.every((w) => topicWords.has(w.toLowerCase()));
  };
  // The deck takes the most informative terms of the whole notes, not one per sentence in order:
  // a sentence holding two facts may give two cards (the second one counts a little less).
  const options: { s: Sentence; term: string; score: number }[] = [];
  for (const { s } of ordered) {
    if (defined.has(s)) continue;
    keyTerms(s.text, info, definedTerms, lang)
      .map(({ term, score }) => ({ term, score: isTopic(term) ? score - TOPIC_PENALTY : score }))
      .sort((a, b) => b.score - a.score)
      .slice(0, 3)
      .forEach(({ term, score }, k) =>
        options.push({ s, term, score: score - SECOND_CARD_PENALTY * k }),
      );
  }
  options.sort((a, b) => b.score - a.score || a.s.index - b.s.index);
  const used = new Map<Sentence, number>();
  for (const { s, term } of options) {
    if (set.full) break;
    const key = term.toLowerCase();
    if (sameTerm(key) || (used.get(s) ?? 0) >= 2) continue;
    const question = cloze(s.text, term);
    const topic = s.heading ? `${s.heading}: ` : '';
    if (question && set.add(topic + question, term)) {
      tested.add(key);
      used.set(s, (used.get(s) ?? 0) + 1);
    }
  }
  // Cards keep the order of the notes, so the deck reads like them.
  if (!set.cards.length) throw notesTooThin('no definitions or key facts were found');
  return set.cards;
}
