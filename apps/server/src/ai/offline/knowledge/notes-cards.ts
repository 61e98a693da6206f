import type { Flashcard } from '@quietdesk/core/api/ai';
import { CardSet } from './cards.ts';
import { notesTooThin } from './errors.ts';
import { capitalise } from './facts.ts';
import {
  guessLanguage,
  isStopword,
  splitSentences,
  termFrequencies,
  words,
  type Lang,
  type Sentence,
} from './notes.ts';

// Flashcards from the student's own notes, using only their words: definition cards where the
// notes define something ("X is a Y", "Term: definition", "Term – definition"), then cloze cards
// that blank the most informative term of the key sentences (a name, a number with its unit, or a
// word the notes keep coming back to).

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

// "Term: definition", "Term – definition", "Term = definition" (bullets already stripped).
const TERM_LINE = /^([^:=–—]{2,60}?)\s*(?::|=|\s[–—-]\s)\s*(.{3,})$/u;

interface Definition {
  term: string;
  definition: string;
  plural: boolean;
}

function asTerm(raw: string, notes: string): string | undefined {
  const term = raw.trim().replace(/^["'“‘«]|["'”’»]$/g, '');
  const ws = words(term);
  if (!ws.length || ws.length > 6 || /[.!?]$/.test(term)) return undefined;
  const head = ws.find((w) => !/^(the|a|an|le|la|les|der|die|das|el|il|o)$/i.test(w));
  if (!head || isStopword(head)) return undefined;
  // Lower the sentence-initial capital unless the notes write the term capitalised elsewhere.
  const lower = term[0]!.toLowerCase() + term.slice(1);
  const capitalisedOnly = ws.length === 1 && /^\p{Lu}\p{Ll}+$/u.test(term);
  if (isStopword(ws[0]!)) return lower;
  return capitalisedOnly && notes.includes(` ${lower}`) ? lower : term;
}

export function findDefinition(s: Sentence, lang: Lang, notes: string): Definition | undefined {
  const text = s.text.replace(/[.!?…]+$/, '').trim();
  const line = s.line ? TERM_LINE.exec(text) : null;
  if (line && words(line[2]!).length >= 2) {
    const term = asTerm(line[1]!, notes);
    if (term) return { term, definition: line[2]!, plural: false };
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
  /(?<![\p{L}\p{N}])\d+(?:[.,]\d+)*(?:\s?(?:%|°[CF]?|km|cm|mm|nm|kg|mg|ml|m|g|l|s|ms|h|min|years?|million|billion|BC|BCE|AD|CE)(?![\p{L}\p{N}]))?/gu;
const CAPITALISED =
  /(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}’'-]*(?:\s+(?:(?:of|de|du|von|van|der|la)\s+)?\p{Lu}[\p{L}\p{N}’'-]*)*/gu;

/** The most informative term of a sentence, or undefined when nothing stands out. */
export function keyTerm(
  text: string,
  tf: Map<string, number>,
  defined: ReadonlySet<string> = new Set(),
): string | undefined {
  const scored: [string, number, number][] = [];
  // Terms the notes define are their key concepts: blank those first.
  for (const term of defined) {
    const at = text.toLowerCase().indexOf(term);
    if (at >= 0) scored.push([text.slice(at, at + term.length), 10 + term.length / 100, at]);
  }
  for (const m of text.matchAll(NUMBER)) scored.push([m[0], 2.5, m.index]);
  for (const m of text.matchAll(CAPITALISED)) {
    const phrase = m[0];
    const ws = words(phrase);
    if (ws.every((w) => isStopword(w))) continue;
    const freq = ws.reduce((s, w) => s + (tf.get(w.toLowerCase()) ?? 0), 0) / ws.length;
    // A lone capital at the start is just grammar unless the notes keep using the word.
    if (m.index === 0 && ws.length === 1 && freq < 2) continue;
    scored.push([phrase, 1.5 + freq, m.index]);
  }
  for (const m of text.matchAll(/[\p{L}][\p{L}\p{N}’'-]*/gu)) {
    const w = m[0];
    const freq = tf.get(w.toLowerCase()) ?? 0;
    if (w.length < 4 || isStopword(w) || (freq < 2 && w.length < 8)) continue;
    scored.push([w, freq * (1 + w.length / 10), m.index]);
  }
  scored.sort((a, b) => b[1] - a[1] || a[2] - b[2]);
  return scored[0]?.[0];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function cloze(text: string, term: string): string | undefined {
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, 'giu');
  const blanked = text.replace(re, BLANK);
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
  const set = new CardSet(count);
  const defined = new Map<Sentence, Definition>();
  for (const s of sentences) {
    const d = findDefinition(s, lang, text);
    if (d) defined.set(s, d);
  }
  for (const [, d] of defined) {
    set.add(ASK[lang](d.term, d.plural), capitalise(d.definition.replace(/[.;,]+$/, '')));
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
  for (const { s } of ordered) {
    if (set.full) break;
    const term = keyTerm(s.text, tf, definedTerms);
    const question = term && cloze(s.text, term);
    if (term && question) set.add(question, term);
  }
  if (!set.cards.length) throw notesTooThin('no definitions or key facts were found');
  return set.cards;
}
