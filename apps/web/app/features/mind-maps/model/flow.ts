import type { Edge, Node } from '@xyflow/react';
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

export function toFlow(map: StoredMapData): { nodes: MindNode[]; edges: MindEdge[] } {
  if (!map.nodes.length && !map.edges.length)
    return { nodes: [toFlowNode(STARTER_NODE)], edges: [] };
  return { nodes: map.nodes.map((n) => toFlowNode(n)), edges: map.edges.map(toFlowEdge) };
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
