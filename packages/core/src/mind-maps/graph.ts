import type { MindMapDataInput, StoredEdge, StoredMapData, StoredNode } from '../api/mind-maps.ts';
import type { ContentSource } from '../api/source.ts';

// What makes map_data a graph the editor can draw: unique node ids, unique edge ids, edges whose
// ends exist, no edge from a node to itself. Duplicate edges (same source and target) are not an
// error: docs/product.md §5 says they are ignored, so the later copies are dropped.

/** The id of an edge that was sent without one (docs/product.md §3). */
export const edgeIdFor = (source: string, target: string) => `e${source}-${target}`;

/** The optional parts of a node, kept only when they say something (folded: only when true). */
export function nodeExtras(node: {
  folded?: boolean | undefined;
  note?: string | undefined;
  link?: string | undefined;
}): Pick<StoredNode, 'folded' | 'note' | 'link'> {
  const note = node.note?.trim();
  return {
    ...(node.folded ? { folded: true } : {}),
    ...(note ? { note } : {}),
    ...(node.link ? { link: node.link } : {}),
  };
}

type GraphCheck = { ok: true; data: StoredMapData } | { ok: false; problem: string };

const quote = (id: string) => JSON.stringify(id.length > 40 ? `${id.slice(0, 40)}…` : id);

/** Fills defaults, drops duplicate edges and says what is wrong with a map that is not a graph. */
export function checkGraph(input: MindMapDataInput): GraphCheck {
  const nodes: StoredNode[] = [];
  const nodeIds = new Set<string>();
  for (const node of input.nodes) {
    if (nodeIds.has(node.id)) {
      return { ok: false, problem: `Two nodes share the id ${quote(node.id)}.` };
    }
    nodeIds.add(node.id);
    nodes.push({
      id: node.id,
      text: node.text,
      x: node.x,
      y: node.y,
      // Where a generated node came from travels with it (docs/decisions/046).
      ...(node.source ? { source: node.source } : {}),
      ...nodeExtras(node),
    });
  }

  const edges: StoredEdge[] = [];
  const edgeIds = new Set<string>();
  // Targets already linked from each source (a nested map: no key to build per edge).
  const pairs = new Map<string, Set<string>>();
  for (const edge of input.edges) {
    for (const end of [edge.source, edge.target]) {
      if (!nodeIds.has(end)) {
        return {
          ok: false,
          problem: `An edge points to the node ${quote(end)}, which is not in the map.`,
        };
      }
    }
    if (edge.source === edge.target) {
      return { ok: false, problem: `An edge connects the node ${quote(edge.source)} to itself.` };
    }
    let targets = pairs.get(edge.source);
    if (targets?.has(edge.target)) continue;
    const id = edge.id ?? edgeIdFor(edge.source, edge.target);
    if (edgeIds.has(id)) return { ok: false, problem: `Two edges share the id ${quote(id)}.` };
    if (!targets) pairs.set(edge.source, (targets = new Set()));
    targets.add(edge.target);
    edgeIds.add(id);
    edges.push({ id, source: edge.source, target: edge.target });
  }
  return { ok: true, data: { nodes, edges } };
}

/** Parent of each node: the source of its first incoming edge. */
export function parentsOf(map: StoredMapData): Map<string, string> {
  const parents = new Map<string, string>();
  for (const edge of map.edges)
    if (!parents.has(edge.target)) parents.set(edge.target, edge.source);
  return parents;
}

/** Children of each node, in edge order. */
export function childrenOf(map: StoredMapData): Map<string, string[]> {
  const children = new Map<string, string[]>();
  for (const edge of map.edges) {
    const list = children.get(edge.source);
    if (list) list.push(edge.target);
    else children.set(edge.source, [edge.target]);
  }
  return children;
}

/** Texts from the root down to (and including) `nodeId`, following first incoming edges. */
export function pathFromRoot(map: StoredMapData, nodeId: string): string[] {
  const byId = new Map(map.nodes.map((n) => [n.id, n]));
  const parents = parentsOf(map);
  const path: string[] = [];
  const seen = new Set<string>();
  let current: string | undefined = nodeId;
  while (current !== undefined && !seen.has(current) && byId.has(current)) {
    seen.add(current);
    path.unshift(byId.get(current)!.text);
    current = parents.get(current);
  }
  return path;
}

/** Texts of the other children of `nodeId`'s parent. */
export function siblingsOf(map: StoredMapData, nodeId: string): string[] {
  const parent = parentsOf(map).get(nodeId);
  if (parent === undefined) return [];
  const byId = new Map(map.nodes.map((n) => [n.id, n]));
  return (childrenOf(map).get(parent) ?? [])
    .filter((id) => id !== nodeId)
    .map((id) => byId.get(id)?.text ?? '');
}

/** Nodes no edge points to, in map order; a map that is one big cycle starts at its first node. */
export function rootsOf(map: StoredMapData): StoredNode[] {
  const targets = new Set(map.edges.map((e) => e.target));
  const roots = map.nodes.filter((n) => !targets.has(n.id));
  return roots.length || !map.nodes.length ? roots : [map.nodes[0]!];
}

export interface OutlineItem {
  text: string;
  children: OutlineItem[];
  /** Where a generated node came from (exports credit it); absent for a person's own node. */
  source?: ContentSource;
  note?: string;
  link?: string;
}

/**
 * The map as a forest: each node appears once, under the first parent that reaches it; nodes
 * reachable from no root (inside a cycle) become roots of their own, so nothing is left out.
 */
export function toForest(map: StoredMapData, from?: string): OutlineItem[] {
  const byId = new Map(map.nodes.map((n) => [n.id, n]));
  const children = childrenOf(map);
  const seen = new Set<string>();
  const build = (id: string): OutlineItem => {
    seen.add(id);
    const node = byId.get(id)!;
    const item: OutlineItem = {
      text: node.text,
      children: [],
      ...(node.source ? { source: node.source } : {}),
      ...(node.note ? { note: node.note } : {}),
      ...(node.link ? { link: node.link } : {}),
    };
    // Iterative over depth would be safer for huge chains; recursion depth is bounded by the
    // node limit and a 5,000-deep chain still fits the default stack.
    for (const child of children.get(id) ?? []) {
      if (!seen.has(child) && byId.has(child)) item.children.push(build(child));
    }
    return item;
  };
  if (from !== undefined) return byId.has(from) ? [build(from)] : [];
  const forest = rootsOf(map).map((root) => build(root.id));
  for (const node of map.nodes) if (!seen.has(node.id)) forest.push(build(node.id));
  return forest;
}
