import type { MindMapData, MindMapNode } from '@quietdesk/core/api/ai';
import { noKnowledge } from './errors.ts';
import { capitalise, gatherFacts, nameOf, type Facts } from './facts.ts';
import { COLUMN, GAP_Y, boxOf, edgeId, nodeSize, overlaps, type Box } from './layout.ts';
import { Labels, SCAFFOLD } from './mind-map.ts';
import { contentWords } from './sense.ts';
import { resolveTopic } from './topic.ts';
import { wordnet, type Synset } from './wordnet.ts';

// Expanding a node adds what WordNet knows about that node's concept and is not yet on the map.
// The rest of the map is the context: the root and the node's ancestors choose the word sense
// ("bank" under "river" is the sloping land), and structural nodes ("Kinds", a definition, a
// study question) expand the concept they hang from.

const NEW_CHILDREN = 6;

type Pick = (f: Facts) => string[];
const names = (s: readonly Synset[]) => s.map((x) => nameOf(x));

// Branch titles written by the map builder, each mapped to the relation it lists.
// A Map: a node named "constructor" must not find Object.prototype's members.
const BRANCH_RELATIONS = new Map<string, Pick>(
  Object.entries({
    'also called': (f) => f.synonyms,
    'a kind of': (f) => names(f.hypernyms),
    'is a': (f) => names(f.hypernyms),
    kinds: (f) => names(f.hyponyms),
    examples: (f) => [...names(f.instances), ...f.examples.map((e) => `“${e}”`)],
    parts: (f) => names(f.parts),
    members: (f) => names(f.members),
    'made of': (f) => names(f.substances),
    'part of': (f) => names([...f.partOf, ...f.substanceOf]),
    'belongs to': (f) => names(f.memberOf),
    field: (f) => names(f.domains),
    'key terms': (f) => names(f.domainTerms),
    'related terms': (f) => [...f.derived, ...names(f.siblings)],
  }),
);

function everything(f: Facts): string[] {
  return [
    capitalise(f.definition),
    ...names(f.hyponyms),
    ...names(f.parts),
    ...names(f.members),
    ...names(f.instances),
    ...names([...f.partOf, ...f.memberOf]),
    ...names(f.hypernyms),
    ...names(f.domainTerms),
    ...f.synonyms,
    ...f.derived,
    ...names(f.siblings),
  ];
}

/** Ancestors of `id`, nearest first, following the first incoming edge (cycle-safe). */
function ancestors(map: MindMapData, id: string): MindMapNode[] {
  const byId = new Map(map.nodes.map((n) => [n.id, n]));
  const out: MindMapNode[] = [];
  const seen = new Set([id]);
  let current = id;
  for (;;) {
    const edge = map.edges.find((e) => e.target === current && !seen.has(e.source));
    const parent = edge && byId.get(edge.source);
    if (!parent) return out;
    out.push(parent);
    seen.add(parent.id);
    current = parent.id;
  }
}

function looksLikeConcept(text: string): boolean {
  const words = text.trim().split(/\s+/).length;
  return words <= 5 && !/[?“”"]/.test(text) && !SCAFFOLD.includes(text);
}

/** Finds the concept to expand and the labels it offers, nearest candidates first. */
function candidates(map: MindMapData, node: MindMapNode): string[] {
  const wn = wordnet();
  const chain = ancestors(map, node.id);
  const context = contentWords([...chain].map((n) => n.text).join(' '));
  const branch = BRANCH_RELATIONS.get(node.text.trim().toLowerCase());
  const sources = looksLikeConcept(node.text) && !branch ? [node, ...chain] : chain;
  for (const source of sources) {
    if (!looksLikeConcept(source.text) || BRANCH_RELATIONS.has(source.text.trim().toLowerCase()))
      continue;
    const resolved = resolveTopic(wn, source.text, context);
    if (!resolved) continue;
    const facts = gatherFacts(wn, resolved.primary);
    return branch && source !== node ? branch(facts) : everything(facts);
  }
  return [];
}

/** Stacks `texts` in a column beside `node`, moved up or down until nothing overlaps. */
function placeBlock(map: MindMapData, node: MindMapNode, texts: readonly string[]): Box[] {
  const root = map.nodes.find((n) => !map.edges.some((e) => e.target === n.id)) ?? map.nodes[0]!;
  const side = node.x < root.x ? -1 : 1;
  const x = node.x + side * COLUMN;
  const sizes = texts.map(nodeSize);
  const height = sizes.reduce((s, b) => s + b.h, 0) + GAP_Y * (texts.length - 1);
  const existing = map.nodes.map(boxOf);
  const top = node.y + nodeSize(node.text).h / 2 - height / 2;
  // Try the natural spot, then alternate further below and above it in small steps.
  for (let step = 0; step < 2000; step++) {
    const shift = (step % 2 ? -1 : 1) * Math.ceil(step / 2) * 20;
    let y = top + shift;
    const boxes = sizes.map((size) => {
      const box = { x, y: Math.round(y), ...size };
      y += size.h + GAP_Y;
      return box;
    });
    if (!boxes.some((b) => existing.some((e) => overlaps(b, e)))) return boxes;
  }
  // A map dense enough to exhaust that search gets the block below everything else.
  const bottom = Math.max(...existing.map((e) => e.y + e.h)) + 40;
  let y = bottom;
  return sizes.map((size) => {
    const box = { x, y, ...size };
    y += size.h + GAP_Y;
    return box;
  });
}

function nextIds(map: MindMapData, count: number): string[] {
  const used = new Set(map.nodes.map((n) => n.id));
  let n = map.nodes.reduce((max, node) => {
    const m = /^n(\d+)$/.exec(node.id);
    return m ? Math.max(max, Number(m[1])) : max;
  }, 0);
  const ids: string[] = [];
  while (ids.length < count) {
    const id = `n${++n}`;
    if (!used.has(id)) ids.push(id);
  }
  return ids;
}

export function expandMap(map: MindMapData, nodeId: string): MindMapData {
  const node = map.nodes.find((n) => n.id === nodeId);
  if (!node) throw new RangeError(`There is no node "${nodeId}" in this mind map.`);
  const labels = new Labels(map.nodes.map((n) => n.text));
  const texts: string[] = [];
  for (const text of candidates(map, node)) {
    if (texts.length >= NEW_CHILDREN) break;
    const label = labels.take(text);
    if (label) texts.push(label);
  }
  if (!texts.length) throw noKnowledge(node.text || 'this node', 'expand');
  return attachChildren(map, node, texts);
}

/** The map with `texts` added as new children of `node`, placed where nothing overlaps. */
export function attachChildren(
  map: MindMapData,
  node: MindMapNode,
  texts: readonly string[],
  extra: (index: number) => Partial<MindMapNode> = () => ({}),
): MindMapData {
  const boxes = placeBlock(map, node, texts);
  const ids = nextIds(map, texts.length);
  const nodes = texts.map((text, i) => ({
    id: ids[i]!,
    text,
    x: boxes[i]!.x,
    y: boxes[i]!.y,
    ...extra(i),
  }));
  return {
    nodes: [...map.nodes, ...nodes],
    edges: [
      ...map.edges,
      ...nodes.map((n) => ({ id: edgeId(node.id, n.id), source: node.id, target: n.id })),
    ],
  };
}
