import type { GeneratedMindMap } from '@quietdesk/core/api/ai';
import { refusal } from './refusal.ts';
import { capitalise, gatherFacts, nameOf, shorten, titleCase, type Facts } from './facts.ts';
import { layoutTree, type TreeNode } from './layout.ts';
import { resolveTopicStrict } from './topic.ts';
import { senseBag, type Sense } from './sense.ts';
import { wordnet, type Synset, type WordNet } from './wordnet.ts';

// A topic becomes a map of what WordNet states about it, one branch per relation. Where WordNet
// knows little, the map is filled with questions for the learner ("How does X work?") rather
// than with invented answers, so every statement on the map is true.

const MIN_NODES = 12;
const PER_BRANCH = 6;

/** Case-insensitive label registry: no label appears twice on a map. */
export class Labels {
  private readonly seen = new Set<string>();
  constructor(existing: Iterable<string> = []) {
    for (const label of existing) this.seen.add(Labels.key(label));
  }
  static key(label: string): string {
    return label.trim().toLowerCase();
  }
  has(label: string): boolean {
    return this.seen.has(Labels.key(label));
  }
  /** Registers and returns the label when it is new, non-empty and short enough. */
  take(label: string): string | undefined {
    const text = shorten(label.trim());
    if (!text || this.has(text)) return undefined;
    this.seen.add(Labels.key(text));
    return text;
  }
}

function leaves(labels: Labels, texts: readonly string[], limit = PER_BRANCH): TreeNode[] {
  const out: TreeNode[] = [];
  for (const text of texts) {
    if (out.length >= limit) break;
    const label = labels.take(text);
    if (label) out.push({ text: label, children: [] });
  }
  return out;
}

const names = (synsets: readonly Synset[]) => synsets.map((s) => nameOf(s));

function branch(
  labels: Labels,
  title: string,
  texts: readonly string[],
  limit = PER_BRANCH,
): TreeNode | undefined {
  if (!texts.some((t) => !labels.has(shorten(t)))) return undefined;
  if (labels.has(title)) return undefined;
  const children = leaves(labels, texts, limit);
  if (!children.length) return undefined;
  labels.take(title);
  return { text: title, children };
}

function kindTitle(facts: Facts): string {
  return facts.sense.synset.pointers.some((p) => p.symbol === '@i') ? 'Is a' : 'A kind of';
}

/** Branches built from true relations, in the order a learner would read them. */
function factBranches(facts: Facts, labels: Labels): TreeNode[] {
  const out: (TreeNode | undefined)[] = [
    branch(labels, 'What it is', [capitalise(facts.definition)], 1),
    branch(labels, 'Also called', facts.synonyms, 4),
    // Instances (people, events, places) are "a" something rather than a kind of it.
    branch(labels, kindTitle(facts), names(facts.hypernyms), 3),
    branch(labels, 'Kinds', names(facts.hyponyms)),
    branch(labels, 'Examples', [...names(facts.instances), ...facts.examples.map((e) => `“${e}”`)]),
    branch(labels, 'Parts', names(facts.parts)),
    branch(labels, 'Members', names(facts.members)),
    branch(labels, 'Made of', names(facts.substances)),
    branch(labels, 'Part of', names([...facts.partOf, ...facts.substanceOf])),
    branch(labels, 'Belongs to', names(facts.memberOf)),
    branch(labels, 'Field', names(facts.domains), 3),
    branch(labels, 'Key terms', names(facts.domainTerms)),
    branch(labels, 'Related terms', [...facts.derived, ...names(facts.siblings)], 5),
  ];
  return out.filter((b): b is TreeNode => b !== undefined);
}

/** Questions that guide study without claiming anything about the topic. */
export const SCAFFOLD = [
  'Why does it matter?',
  'How does it work?',
  'What are real examples?',
  'What challenges or open questions remain?',
  'Which resources cover it best?',
  'How would you explain it to a friend?',
  'Which words here are new to you?',
  'How does it connect to what you know?',
];

function scaffold(labels: Labels, needed: number): TreeNode | undefined {
  return branch(labels, 'Questions to explore', SCAFFOLD, Math.max(5, needed));
}

/** Concepts of the topic that share vocabulary with the main one ("demand" with "supply"). */
export function companions(wn: WordNet, primary: Sense, others: readonly Sense[]): Sense[] {
  const bag = senseBag(wn, primary.synset);
  return others.filter((o) => [...senseBag(wn, o.synset)].some((w) => bag.has(w)));
}

function countNodes(nodes: readonly TreeNode[]): number {
  return nodes.reduce((n, node) => n + 1 + countNodes(node.children), 0);
}

export function buildMindMap(topic: string): GeneratedMindMap {
  const wn = wordnet();
  const result = resolveTopicStrict(wn, topic);
  if (!result.ok) throw refusal(topic, 'map', result);
  const resolved = result.topic;
  const facts = gatherFacts(wn, resolved.primary);
  const rootText = shorten(capitalise(resolved.display)) || capitalise(facts.term);
  const labels = new Labels([rootText]);
  const branches = factBranches(facts, labels);
  // Second-level depth on "A kind of": the hypernym's own hypernym, when it adds a new label.
  const kindBranch = branches.find((b) => b.text === kindTitle(facts));
  if (kindBranch && facts.hypernyms[0]) {
    const grand = wn.related(facts.hypernyms[0], ['@', '@i'])[0];
    const label = grand && labels.take(`which is a kind of ${nameOf(grand)}`);
    if (label) kindBranch.children[0]!.children.push({ text: label, children: [] });
  }
  // Other concepts in the topic ("demand" in "supply and demand") get a definition branch each.
  // A sense that shares nothing with the main one is likely a misreading (WordNet's "python" is
  // only the snake, so in "Python programming" it stays off the map).
  for (const other of companions(wn, resolved.primary, resolved.others).slice(0, 2)) {
    const name = nameOf(other.synset, other.lemma);
    const b = branch(labels, capitalise(name), [capitalise(other.synset.definition)], 1);
    if (b) branches.push(b);
  }
  const have = 1 + countNodes(branches);
  if (have < MIN_NODES + 6) {
    const questions = scaffold(labels, MIN_NODES - have - 1);
    if (questions) branches.push(questions);
  }
  const map_data = layoutTree({ text: rootText, children: branches });
  const tags = [...new Set(facts.hypernyms.flatMap((h) => h.lemmas.slice(0, 1)))]
    .map((t) => t.toLowerCase().slice(0, 60))
    .slice(0, 5);
  return {
    title: titleCase(rootText).slice(0, 200),
    description: `${capitalise(facts.term)}: ${facts.definition}.`.slice(0, 2000),
    tags,
    map_data,
  };
}
