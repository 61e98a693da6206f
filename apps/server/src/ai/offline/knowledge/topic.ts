import type { SenseCandidate } from './errors.ts';
import { baseForms } from './morphology.ts';
import { chooseSense, contentWords, type Sense } from './sense.ts';
import { chooseStudySense, senseLabel, sensesFromLabel } from './study-sense.ts';
import { spellingSuggestion } from './spelling.ts';
import type { Pos, WordNet } from './wordnet.ts';

// Turns what a student types ("the basics of photosynthesis", "the water cycle", "calculus
// (mathematics)") into WordNet senses, or says why it can't. Rules, each against a real failure:
// - A phrase is understood as a whole or not at all: "water cycle" is not "water", "SQL joins" is
//   not "join", "Taylor Swift" is not "Taylor". Only separators ("and", "in", "of", ...) split a
//   topic into parts, and every part must be a dictionary term in its own right.
// - Words that say what kind of study this is ("the basics of", "introduction to") are dropped.
// - A sense is chosen only when it clearly beats the others for a student (study-sense.ts);
//   otherwise the person is asked which one, with labels such as "calculus (mathematics)" that
//   resolve to exactly that sense when sent back.

interface ResolvedTopic {
  /** The topic as typed, tidied for display ("the French Revolution"). */
  display: string;
  primary: Sense;
  others: Sense[];
  /** Content words of the whole topic plus any outside context, for sense choice. */
  context: string[];
}

export type TopicResolution =
  | { ok: true; topic: ResolvedTopic }
  | { ok: false; reason: 'unknown'; suggestion?: string; candidates: SenseCandidate[] }
  | { ok: false; reason: 'ambiguous'; candidates: SenseCandidate[] };

const LEAD_IN =
  /^(?:(?:an?|the)\s+)?(?:(?:basic|basics|fundamentals|principles|introduction|intro|overview|essentials|summary|study|notes|lesson|lessons|unit|topic)\s+(?:on|of|to|about|in)\s+|(?:what|who|how)\s+(?:is|are|was|were|does|do)\s+|learn(?:ing)?\s+about\s+|about\s+)/;
const ARTICLE = /^(?:the|a|an)\s+/;
const SEPARATOR =
  /\s+(?:and|or|in|of|for|on|with|vs\.?|versus|during|between|within|under|&)\s+|\s*[,;/+]\s*/;
// Words that say what kind of study this is rather than what it is about; dropped when they are a
// whole part ("causes of the cold war") or trail a part ("photosynthesis basics").
const GENERIC = new Set(
  'basics basic introduction intro overview history causes cause effects effect types type role importance process structure function functions theory concept concepts study notes lesson unit chapter part parts'.split(
    ' ',
  ),
);

function tidyTopic(topic: string): string {
  return topic
    .normalize('NFKC')
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/^[\s"'“”‘’[{]+|[\s"'“”‘’\]}.?!:;,]+$/g, '')
    .trim();
}

/** The dictionary lemma a phrase is a form of, nouns first; hyphens and spaces both tried. */
function lookupPhrase(wn: WordNet, phrase: string): { lemma: string; pos: Pos } | undefined {
  for (const pos of ['n', 'v', 'a'] as const) {
    for (const variant of new Set([phrase, phrase.replace(/-/g, ' '), phrase.replace(/ /g, '-')])) {
      const [base] = baseForms(wn, variant, pos);
      if (base) return { lemma: base, pos };
    }
  }
  return undefined;
}

function stripLeadIns(text: string): string {
  let t = text.replace(ARTICLE, '');
  for (let i = 0; i < 3 && LEAD_IN.test(t); i++) t = t.replace(LEAD_IN, '').replace(ARTICLE, '');
  return t;
}

function withoutTrailingGeneric(part: string): string {
  const words = part.split(' ');
  while (words.length > 1 && GENERIC.has(words[words.length - 1]!)) words.pop();
  return words.join(' ');
}

// "world war 2", "world war one": the dictionary writes the numbers of names in Roman numerals.
const ROMAN: Record<string, string> = {
  '1': 'i',
  one: 'i',
  '2': 'ii',
  two: 'ii',
  '3': 'iii',
  three: 'iii',
};

function withRomanNumeral(wn: WordNet, text: string): string {
  const m = /^(.+) (1|2|3|one|two|three)$/.exec(text);
  if (!m || lookupPhrase(wn, text)) return text;
  const roman = `${m[1]} ${ROMAN[m[2]!]}`;
  return lookupPhrase(wn, roman) ? roman : text;
}

/** The parts of a topic that must each be a dictionary term, in the order typed. */
function topicParts(wn: WordNet, text: string): string[] {
  if (lookupPhrase(wn, text)) return [text];
  const parts = text
    .split(SEPARATOR)
    .map((p) => withoutTrailingGeneric(p.replace(ARTICLE, '').trim()))
    .filter(Boolean);
  const meaningful = parts.filter((p) => !GENERIC.has(p));
  return meaningful.length ? meaningful : parts;
}

/** Words of the typed part that carry a capital after the first word ("Taylor Swift"). */
function namesAProperNoun(typed: string): boolean {
  const words = typed.split(/\s+/);
  return words.length > 1 && words.slice(1).some((w) => /^\p{Lu}/u.test(w));
}

function originalSlice(display: string, lowerPart: string): string {
  const at = display.toLowerCase().indexOf(lowerPart);
  return at >= 0 ? display.slice(at, at + lowerPart.length) : lowerPart;
}

/**
 * The senses a topic is about, or why there are none: unknown (with a spelling suggestion when
 * one edit away from a term) or ambiguous (with the candidates to choose from).
 */
export function resolveTopicStrict(
  wn: WordNet,
  topic: string,
  outsideContext: readonly string[] = [],
): TopicResolution {
  let display = tidyTopic(topic);
  if (!display) return { ok: false, reason: 'unknown', candidates: [] };
  // "calculus (mathematics)": a label this engine gave out, naming exactly one sense.
  const labelled = sensesFromLabel(wn, display);
  if (labelled?.length === 1) {
    const primary = labelled[0]!;
    const name = primary.synset.lemmas.find((l) => l.toLowerCase() === primary.lemma);
    return {
      ok: true,
      topic: { display: name ?? primary.lemma, primary, others: [], context: [...outsideContext] },
    };
  }
  // Any other aside in brackets is context, not part of the term.
  const aside = /\s*\(([^()]*)\)\s*$/.exec(display);
  if (aside) {
    display = display.slice(0, aside.index).trim();
    outsideContext = [...outsideContext, ...contentWords(aside[1]!)];
  }
  const text = withRomanNumeral(wn, stripLeadIns(display.toLowerCase()));
  const parts = topicParts(wn, text);
  const context = [...contentWords(text), ...outsideContext];
  const senses: Sense[] = [];
  for (const [i, part] of parts.entries()) {
    const hit = lookupPhrase(wn, part);
    if (!hit) {
      const suggestion = spellingSuggestion(wn, text, part);
      const candidates: SenseCandidate[] = [];
      let suggested: string | undefined;
      if (suggestion) {
        const fixed = resolveTopicStrict(wn, suggestion, outsideContext);
        if (fixed.ok) candidates.push(senseLabel(wn, fixed.topic.primary));
        else if (fixed.reason === 'ambiguous') candidates.push(...fixed.candidates);
        if (fixed.ok || fixed.reason === 'ambiguous') suggested = suggestion;
      }
      return { ok: false, reason: 'unknown', suggestion: suggested, candidates };
    }
    const typed = originalSlice(display, part);
    const choice = chooseStudySense(wn, hit.lemma, hit.pos, context, namesAProperNoun(typed));
    if (choice.kind === 'none') {
      return { ok: false, reason: 'unknown', candidates: [] };
    }
    if (choice.kind === 'sense') senses.push(choice.sense);
    // Only the leading part must be unambiguous. A later one ("demand" in "supply and demand")
    // takes the sense nearest the rest of the topic; the map shows it only when that sense shares
    // vocabulary with the leading one (mind-map.ts `companions`).
    else if (i === 0) return { ok: false, reason: 'ambiguous', candidates: choice.candidates };
    else {
      const near = chooseSense(wn, hit.lemma, context, hit.pos);
      if (near) senses.push(near);
    }
  }
  const [primary, ...others] = senses;
  if (!primary) return { ok: false, reason: 'unknown', candidates: [] };
  return { ok: true, topic: { display, primary, others, context } };
}

/** The resolved topic, or undefined when it is unknown or ambiguous (map expansion uses this). */
export function resolveTopic(
  wn: WordNet,
  topic: string,
  outsideContext: readonly string[] = [],
): ResolvedTopic | undefined {
  const result = resolveTopicStrict(wn, topic, outsideContext);
  return result.ok ? result.topic : undefined;
}
