import type { KnowledgeLevel } from '@quietdesk/core/api/mind-maps';
import { KNOWLEDGE_LABELS } from '@quietdesk/core/mind-maps/knowledge';
import type { MindEdge, MindNode, MindNodeData } from './flow';

// Folding and what the canvas shows. A branch is the node's children in the map's tree: each
// node counts under the first edge that reaches it (as the outline exports read the map), so a
// cross link never hides a node that still hangs from an open branch. Folded is saved with the
// map; the count, hiding and knowledge tint are worked out here and never saved.

/** Children of each node in the map's tree (first incoming edge only), in edge order. */
export function treeChildren(edges: readonly { source: string; target: string }[]) {
  const parentOf = new Map<string, string>();
  const children = new Map<string, string[]>();
  for (const edge of edges) {
    if (parentOf.has(edge.target)) continue;
    parentOf.set(edge.target, edge.source);
    const list = children.get(edge.source);
    if (list) list.push(edge.target);
    else children.set(edge.source, [edge.target]);
  }
  return children;
}

/** Every node below `from` in the tree, breadth first (nearest branches first). */
export function descendantsOf(children: ReadonlyMap<string, string[]>, from: string): string[] {
  const order: string[] = [];
  const seen = new Set([from]);
  for (let queue = [from], i = 0; i < queue.length; i++) {
    for (const child of children.get(queue[i]!) ?? []) {
      if (seen.has(child)) continue;
      seen.add(child);
      order.push(child);
      queue.push(child);
    }
  }
  return order;
}

/** Nodes hidden because a node above them is folded. */
export function hiddenByFolding(
  nodes: readonly MindNode[],
  children: ReadonlyMap<string, string[]>,
): Set<string> {
  const hidden = new Set<string>();
  for (const node of nodes) {
    if (!node.data.folded || hidden.has(node.id)) continue;
    for (const id of descendantsOf(children, node.id)) hidden.add(id);
  }
  return hidden;
}

/**
 * A node's accessible name: its text, how well it is known in words (a tint is never the only
 * sign), and whether it holds a note or a link.
 */
export function nodeName(data: MindNodeData, tint: NodeTint | undefined): string {
  return [
    `${data.text || 'Untitled Node'}${tint ? ` (${tintWords(tint)})` : ''}`,
    ...(data.note ? ['has a note'] : []),
    ...(data.link ? ['has a link'] : []),
  ].join(', ');
}

/** How well a node is known, and from how many reviewed cards made from it (0: recall only). */
export interface NodeTint {
  level: KnowledgeLevel;
  cards: number;
}

/** "Known", or "Known, from 2 cards" when cards made from the node count towards it. */
export function tintWords({ level, cards }: NodeTint): string {
  const from = cards ? `, from ${cards} ${cards === 1 ? 'card' : 'cards'}` : '';
  return `${KNOWLEDGE_LABELS[level]}${from}`;
}

interface Decoration {
  hidden: ReadonlySet<string>;
  children: ReadonlyMap<string, string[]>;
  levels: ReadonlyMap<string, NodeTint>;
}

/**
 * The nodes and edges with what the canvas shows: hidden ones, each node's child count and
 * knowledge level. Unchanged nodes and edges keep their identity, so memoised nodes do not
 * re-render.
 */
export function decorate(
  nodes: readonly MindNode[],
  edges: readonly MindEdge[],
  { hidden, children, levels }: Decoration,
): { nodes: MindNode[]; edges: MindEdge[] } {
  let nodesChanged = false;
  const nextNodes = nodes.map((n) => {
    const isHidden = hidden.has(n.id);
    const childCount = children.get(n.id)?.length ?? 0;
    const tint = levels.get(n.id);
    const level = tint?.level;
    const cards = tint?.cards ?? 0;
    const ariaLabel = nodeName(n.data, tint);
    if (
      !!n.hidden === isHidden &&
      (n.data.childCount ?? 0) === childCount &&
      n.data.level === level &&
      (n.data.cards ?? 0) === cards &&
      n.ariaLabel === ariaLabel
    )
      return n;
    nodesChanged = true;
    const { childCount: _count, level: _level, cards: _cards, ...data } = n.data;
    return {
      ...n,
      hidden: isHidden,
      ariaLabel,
      // A hidden node cannot stay selected: Delete would remove what the person cannot see.
      selected: isHidden ? false : n.selected,
      data: {
        ...data,
        ...(childCount ? { childCount } : {}),
        ...(level ? { level } : {}),
        ...(cards ? { cards } : {}),
      },
    };
  });
  let edgesChanged = false;
  const nextEdges = edges.map((e) => {
    const isHidden = hidden.has(e.source) || hidden.has(e.target);
    if (!!e.hidden === isHidden) return e;
    edgesChanged = true;
    return { ...e, hidden: isHidden, selected: isHidden ? false : e.selected };
  });
  return {
    nodes: nodesChanged ? nextNodes : (nodes as MindNode[]),
    edges: edgesChanged ? nextEdges : (edges as MindEdge[]),
  };
}
