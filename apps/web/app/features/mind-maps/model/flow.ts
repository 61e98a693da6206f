import { Position, type Edge, type Node, type NodeHandle } from '@xyflow/react';
import type { StoredMapData } from '@quietdesk/core/api/mind-maps';
import { edgeIdFor } from '@quietdesk/core/mind-maps/graph';

// The stored graph ↔ React Flow's nodes and edges. Only id, text and position are stored
// (docs/product.md §3); selection and the like live in React Flow only.

export type MindNodeData = { text: string };
export type MindNode = Node<MindNodeData, 'mind'>;
export type MindEdge = Edge;

export const EDGE_DEFAULTS = { type: 'smoothstep', animated: true } as const;

export function toFlowNode(node: StoredMapData['nodes'][number], selected = false): MindNode {
  return {
    id: node.id,
    type: 'mind',
    position: { x: node.x, y: node.y },
    data: { text: node.text },
    selected,
  };
}

export function toFlowEdge(edge: StoredMapData['edges'][number]): MindEdge {
  return { id: edge.id, source: edge.source, target: edge.target, ...EDGE_DEFAULTS };
}

/** docs/product.md §3: a map with no nodes and no edges shows one starter node. */
export const STARTER_NODE = { id: '1', text: 'Start Here', x: 0, y: 0 } as const;

/** From this many nodes the editor renders only the nodes on screen. */
export const BIG_MAP_NODES = 300;

// React Flow draws every node it has not measured yet, even with onlyRenderVisibleElements, so
// opening a 2,000-node map would mount all of them once. The nodes of a big map start with an
// assumed size (the node's minimum width, one line) and handle positions, so only those on
// screen are mounted; the assumption is dropped once React Flow has measured the node
// (`forgetAssumedHandles`), or it would override the measured handles on the next update.
const ASSUMED_WIDTH = 150;
const ASSUMED_HEIGHT = 38;
const HANDLE = 10;
const ASSUMED_HANDLES: NodeHandle[] = [
  {
    type: 'target',
    position: Position.Top,
    x: ASSUMED_WIDTH / 2 - HANDLE / 2,
    y: -HANDLE / 2,
    width: HANDLE,
    height: HANDLE,
  },
  {
    type: 'source',
    position: Position.Bottom,
    x: ASSUMED_WIDTH / 2 - HANDLE / 2,
    y: ASSUMED_HEIGHT - HANDLE / 2,
    width: HANDLE,
    height: HANDLE,
  },
];

/**
 * React Flow nodes for a graph. `previous` are the nodes on screen before: a node that keeps its
 * id keeps its measured size, so replacing the list (undo, tidy, AI expansion) measures nothing
 * again.
 */
export function toFlow(
  map: StoredMapData,
  previous: readonly MindNode[] = [],
): { nodes: MindNode[]; edges: MindEdge[] } {
  if (!map.nodes.length && !map.edges.length)
    return { nodes: [toFlowNode(STARTER_NODE)], edges: [] };
  const big = map.nodes.length >= BIG_MAP_NODES;
  const measured = new Map(previous.filter((n) => n.measured).map((n) => [n.id, n.measured]));
  const nodes = map.nodes.map((n): MindNode => {
    const node = toFlowNode(n);
    const size = measured.get(n.id);
    if (size) return { ...node, measured: size };
    if (!big) return node;
    return {
      ...node,
      initialWidth: ASSUMED_WIDTH,
      initialHeight: ASSUMED_HEIGHT,
      handles: ASSUMED_HANDLES,
    };
  });
  return { nodes, edges: map.edges.map(toFlowEdge) };
}

/**
 * Fit-view option that counts every node: React Flow otherwise fits only the nodes it has
 * measured, which on a big map are the few it has drawn (see toFlow). Nodes are never hidden.
 */
export const FIT_ALL_NODES = { includeHiddenNodes: true } as const;

/** Nodes React Flow has just measured no longer need their assumed handles (see toFlow). */
export function forgetAssumedHandles(
  nodes: MindNode[],
  measuredIds: readonly string[],
): MindNode[] {
  if (!measuredIds.length) return nodes;
  const ids = new Set(measuredIds);
  if (!nodes.some((n) => n.handles && ids.has(n.id))) return nodes;
  return nodes.map((n) => (n.handles && ids.has(n.id) ? { ...n, handles: undefined } : n));
}

export function fromFlow(nodes: readonly MindNode[], edges: readonly MindEdge[]): StoredMapData {
  return {
    nodes: nodes.map((n) => ({
      id: n.id,
      text: n.data.text,
      x: Math.round(n.position.x * 100) / 100,
      y: Math.round(n.position.y * 100) / 100,
    })),
    edges: edges.map((e) => ({ id: e.id, source: e.source, target: e.target })),
  };
}

/** docs/product.md §3: a new node is 'New Node' at x in [-100, 100], y in [0, 100]. */
export function newNodeAtRandom(random = Math.random): StoredMapData['nodes'][number] {
  return {
    id: crypto.randomUUID(),
    text: 'New Node',
    x: Math.round(random() * 200 - 100),
    y: Math.round(random() * 100),
  };
}

/** A connection: both ends needed, no self loops, no second edge between the same pair. */
export function connectionEdge(
  edges: readonly MindEdge[],
  source: string | null,
  target: string | null,
): MindEdge | null {
  if (!source || !target || source === target) return null;
  if (edges.some((e) => e.source === source && e.target === target)) return null;
  let id = edgeIdFor(source, target);
  for (let n = 2; edges.some((e) => e.id === id); n++) id = `${edgeIdFor(source, target)}-${n}`;
  return { id, source, target, ...EDGE_DEFAULTS };
}
