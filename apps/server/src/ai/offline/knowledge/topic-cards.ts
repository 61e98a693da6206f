import type { Flashcard } from '@quietdesk/core/api/ai';
import { CardSet } from './cards.ts';
import { noKnowledge } from './errors.ts';
import { capitalise, gatherFacts, nameOf, type Facts } from './facts.ts';
import { companions } from './mind-map.ts';
import { resolveTopicStrict } from './topic.ts';
import { refusal } from './refusal.ts';
import { wordnet, type Synset } from './wordnet.ts';

// Flashcards from a topic, each a question about one WordNet relation with WordNet's own words
// as the answer. Candidates come in teaching order (what it is, what it is a kind of, its kinds,
// parts, ...) and the first `count` that pass the card rules are kept.

const list = (synsets: readonly Synset[], max = 3) =>
  synsets
    .slice(0, max)
    .map((s) => nameOf(s))
    .join(', ');

const POS_NAME = { n: 'noun', v: 'verb', a: 'adjective', r: 'adverb' } as const;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The example sentence with the term (or a simple inflection of it) blanked, if it occurs. */
export function blankTerm(sentence: string, term: string): string | undefined {
  const re = new RegExp(
    `(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?:s|es|ed|d|ing)?(?![\\p{L}\\p{N}])`,
    'giu',
  );
  const blanked = sentence.replace(re, '_____');
  return blanked === sentence ? undefined : blanked;
}

function* candidates(facts: Facts, display?: string): Generator<[string, string]> {
  // "the French Revolution" reads better than "French Revolution" when the student typed it so.
  const t = display?.toLowerCase() === `the ${facts.term.toLowerCase()}` ? display : facts.term;
  // Common nouns are quoted so no article is needed ("What does “black hole” mean?").
  const common = t === t.toLowerCase();
  const q = common ? `“${t}”` : t;
  yield [common ? `What does ${q} mean?` : `What is ${q}?`, capitalise(facts.definition)];
  const [hyper] = facts.hypernyms;
  if (hyper) {
    const kind = facts.sense.synset.pointers.some((p) => p.symbol === '@i')
      ? 'An instance of'
      : 'A kind of';
    yield [`What kind of thing is ${q}?`, `${kind} ${nameOf(hyper)}: ${hyper.definition}`];
  }
  if (facts.hyponyms.length) yield [`Name a type of ${q}.`, capitalise(list(facts.hyponyms))];
  if (facts.parts.length) yield [`What are parts of ${q}?`, capitalise(list(facts.parts, 4))];
  const whole = [...facts.partOf, ...facts.memberOf, ...facts.substanceOf];
  if (whole.length) yield [`What is ${q} part of?`, capitalise(list(whole))];
  for (const hypo of facts.hyponyms.slice(0, 2)) {
    yield [`Which type of ${q} is: ${hypo.definition}?`, capitalise(nameOf(hypo))];
  }
  for (const example of facts.examples) {
    const blanked = blankTerm(example, facts.term);
    if (blanked) yield [`Fill in the blank: “${blanked}”`, facts.term];
  }
  if (facts.synonyms.length) yield [`What is another name for ${q}?`, facts.synonyms.join(', ')];
  if (facts.antonyms.length)
    yield [`What is the opposite of ${q}?`, capitalise(facts.antonyms.join(', '))];
  if (facts.domains.length)
    yield [`Which topic area does ${q} belong to?`, capitalise(list(facts.domains))];
  if (facts.instances.length) yield [`Give an example of ${q}.`, capitalise(list(facts.instances))];
  if (facts.domainTerms.length)
    yield [`Name a term used in ${q}.`, capitalise(list(facts.domainTerms))];
  if (hyper && facts.siblings.length) {
    yield [`Name another kind of ${nameOf(hyper)} besides ${q}.`, capitalise(list(facts.siblings))];
  }
  for (const form of facts.derivedForms.filter((f) => f.pos !== 'n').slice(0, 2)) {
    yield [`Which ${POS_NAME[form.pos]} is derived from ${q}?`, form.word];
  }
  yield [`Which term means: ${facts.definition}?`, capitalise(facts.term)];
  // Neighbouring concepts under the same broader term are true and help tell them apart.
  for (const sib of facts.siblings.slice(0, 3)) {
    if (hyper)
      yield [`Which kind of ${nameOf(hyper)} is: ${sib.definition}?`, capitalise(nameOf(sib))];
  }
  for (const hypo of facts.hyponyms.slice(2, 6)) {
    yield [`Which type of ${q} is: ${hypo.definition}?`, capitalise(nameOf(hypo))];
  }
}

export function topicFlashcards(topic: string, count: number): Flashcard[] {
  const wn = wordnet();
  const result = resolveTopicStrict(wn, topic);
  if (!result.ok) throw refusal(topic, 'cards', result);
  const resolved = result.topic;
  const set = new CardSet(count);
  const sources = [resolved.primary, ...companions(wn, resolved.primary, resolved.others)];
  const streams = sources.map((s, i) =>
    candidates(gatherFacts(wn, s), i ? undefined : resolved.display),
  );
  // The main concept first; companions' cards come only after its own run out.
  for (const stream of streams) {
    for (const [q, a] of stream) {
      if (set.full) break;
      set.add(q, a);
    }
  }
  if (!set.cards.length) throw noKnowledge(topic, 'cards');
  return set.cards;
}
