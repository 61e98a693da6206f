import type { Sense } from './sense.ts';
import type { Pos, Synset, WordNet } from './wordnet.ts';

// Everything WordNet states about one sense, gathered once so the mind map, its expansion and the
// flashcards all draw on the same true relations and never on guesses.

export interface Facts {
  sense: Sense;
  /** The term itself as a label ("photosynthesis", "French Revolution"). */
  term: string;
  definition: string;
  synonyms: string[];
  hypernyms: Synset[];
  hyponyms: Synset[];
  instances: Synset[];
  parts: Synset[];
  members: Synset[];
  substances: Synset[];
  partOf: Synset[];
  memberOf: Synset[];
  substanceOf: Synset[];
  domains: Synset[];
  domainTerms: Synset[];
  siblings: Synset[];
  derived: string[];
  /** Derivationally related words with their part of speech ("democratic", 'a'). */
  derivedForms: { word: string; pos: Pos }[];
  antonyms: string[];
  examples: string[];
}

/** The synset's lemma that reads best as a label: the one asked for, else WordNet's first. */
export function nameOf(synset: Synset, preferred?: string): string {
  const wanted = preferred?.toLowerCase();
  return synset.lemmas.find((l) => l.toLowerCase() === wanted) ?? synset.lemmas[0] ?? '';
}

export function gatherFacts(wn: WordNet, sense: Sense): Facts {
  const s = sense.synset;
  const term = nameOf(s, sense.lemma);
  const hypernyms = wn.related(s, ['@', '@i']);
  const siblings: Synset[] = [];
  for (const parent of hypernyms.slice(0, 2)) {
    for (const sib of wn.related(parent, ['~', '~i'])) {
      if (sib.offset !== s.offset && !siblings.some((x) => x.offset === sib.offset))
        siblings.push(sib);
    }
  }
  const termIndex = s.lemmas.indexOf(term) + 1;
  const derived: string[] = [];
  const derivedForms: Facts['derivedForms'] = [];
  const antonyms: string[] = [];
  for (const p of s.pointers) {
    // Lexical pointers belong to one word of the synset; keep those of the term itself.
    if ((p.symbol !== '+' && p.symbol !== '!') || (p.source !== 0 && p.source !== termIndex))
      continue;
    const target = wn.synset(p.offset, p.pos);
    const word = p.target ? target.lemmas[p.target - 1] : target.lemmas[0];
    if (!word || word.toLowerCase() === term.toLowerCase()) continue;
    if (p.symbol === '!') antonyms.push(word);
    else if (!derived.includes(word)) {
      derived.push(word);
      derivedForms.push({ word, pos: p.pos });
    }
  }
  return {
    sense,
    term,
    definition: s.definition,
    synonyms: s.lemmas.filter((l) => l.toLowerCase() !== term.toLowerCase()),
    hypernyms,
    hyponyms: wn.related(s, ['~']),
    instances: wn.related(s, ['~i']),
    parts: wn.related(s, ['%p']),
    members: wn.related(s, ['%m']),
    substances: wn.related(s, ['%s']),
    partOf: wn.related(s, ['#p']),
    memberOf: wn.related(s, ['#m']),
    substanceOf: wn.related(s, ['#s']),
    domains: wn.related(s, [';c']),
    domainTerms: wn.related(s, ['-c']),
    siblings,
    derived,
    derivedForms,
    antonyms,
    examples: s.examples,
  };
}

/** Shortens text to `max` characters at a sensible break: clause, then word, with an ellipsis. */
export function shorten(text: string, max = 80): string {
  let t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  // Parenthetical asides are the least essential part of a WordNet gloss.
  t = t.replace(/\s*\([^()]*\)/g, '').trim();
  if (t.length <= max) return t;
  const clause = t.split(/;\s*/)[0]!;
  if (clause.length <= max && clause.length >= max / 3) return clause;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '')}…`;
}

export function capitalise(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}

/** "the French revolution" → "The French Revolution"; small words stay lower case inside. */
export function titleCase(text: string): string {
  const small = new Set(['a', 'an', 'the', 'and', 'or', 'of', 'in', 'on', 'to', 'for', 'by', 'vs']);
  return text
    .split(' ')
    .map((w, i) => (i > 0 && small.has(w.toLowerCase()) ? w.toLowerCase() : capitalise(w)))
    .join(' ');
}
