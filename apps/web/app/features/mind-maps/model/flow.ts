import { Position, type Edge, type Node, type NodeHandle } from '@xyflow/react';
import type { KnowledgeLevel, StoredMapData } from '@quietdesk/core/api/mind-maps';
import type { ContentSource } from '@quietdesk/core/api/source';
import { edgeIdFor, nodeExtras } from '@quietdesk/core/mind-maps/graph';

// The stored graph ↔ React Flow's nodes and edges. Only id, text, position and a generated
// node's source are stored (docs/product.md §3); selection and the like live in React Flow only.
// The source travels with the node so saving, undo and "Expand with AI" keep it (expansion reads
// it to go back to the article the node came from).

export type MindNodeData = {
  text: string;
  source?: ContentSource;
  /** Saved with the map: the branch below is hidden. */
  folded?: boolean;
  note?: string;
  link?: string;
  /** Shown, never saved (model/fold.ts): children in the map's tree. */
  childCount?: number;
  /** Shown, never saved: how well the node is known (recall marks and cards). */
  level?: KnowledgeLevel;
  /** Shown, never saved: how many reviewed cards made from the node count in its level. */
  cards?: number;
};
export type MindNode = Node<MindNodeData, 'mind'>;
export type MindEdge = Edge;

/** Drawn by components/mind-edge.tsx: docs/product.md's animated smooth step, from the sides. */
export const EDGE_DEFAULTS = { type: 'mind', animated: true } as const;

export function toFlowNode(node: StoredMapData['nodes'][number], selected = false): MindNode {
  return {
    id: node.id,
    type: 'mind',
    position: { x: node.x, y: node.y },
    data: {
      text: node.text,
      ...(node.source ? { source: node.source } : {}),
      ...nodeExtras(node),
    },
    selected,
  };
}

function toFlowEdge(edge: StoredMapData['edges'][number], ariaLabel?: string): MindEdge {
  return { id: edge.id, source: edge.source, target: edge.target, ariaLabel, ...EDGE_DEFAULTS };
}

/**
 * What a screen reader says for an edge: the texts of its two nodes. React Flow's own name is
 * "Edge from <id> to <id>", and ids are UUIDs.
 */
function edgeLabel(sourceText: string | undefined, targetText: string | undefined): string {
  const name = (text: string | undefined) => `“${text || 'Untitled Node'}”`;
  return `Link from ${name(sourceText)} to ${name(targetText)}`;
}

/** The edges with names from the current node texts; an edge whose name holds is kept as it is. */
export function labelEdges(
  edges: readonly MindEdge[],
  nodes: ReadonlyArray<{ id: string; data: MindNodeData }>,
): MindEdge[] {
  const texts = new Map(nodes.map((n) => [n.id, n.data.text]));
  return edges.map((edge) => {
    const ariaLabel = edgeLabel(texts.get(edge.source), texts.get(edge.target));
    return edge.ariaLabel === ariaLabel ? edge : { ...edge, ariaLabel };
  });
}

/** docs/product.md §3: a map with no nodes and no edges shows one starter node. */
const STARTER_NODE = { id: '1', text: 'Start Here', x: 0, y: 0 } as const;

/** From this many nodes the editor renders only the nodes on screen. */
export const BIG_MAP_NODES = 300;

// React Flow draws every node it has not measured yet, even with onlyRenderVisibleElements, so
// opening a 2,000-node map would mount all of them once. The nodes of a big map start with an
// assumed size (the node's minimum width, one line) and handle positions, so only those on
// screen are mounted. Once React Flow has measured a node, its handles are set from the measured
// size (`handlesFromMeasurement`): React Flow prefers a node's declared handles to those it
// finds in the page, and big maps draw a node's handle elements only while it is selected,
// hovered or a connection is being drawn (mind-node.tsx), so edges between other nodes still
// know where to attach.
export const ASSUMED_WIDTH = 150;
export const ASSUMED_HEIGHT = 38;
/** Side of the square handles on a node's top and bottom (mind-node.tsx: size-2.5). */
const HANDLE = 10;

/** A node's handles as React Flow measures them: centred on its top and bottom edges. */
export function handlesFor(width: number, height: number): NodeHandle[] {
  return [
    {
      type: 'target',
      position: Position.Top,
      x: width / 2 - HANDLE / 2,
      y: -HANDLE / 2,
      width: HANDLE,
      height: HANDLE,
    },
    {
      type: 'source',
      position: Position.Bottom,
      x: width / 2 - HANDLE / 2,
      y: height - HANDLE / 2,
      width: HANDLE,
      height: HANDLE,
    },
  ];
}
const ASSUMED_HANDLES = handlesFor(ASSUMED_WIDTH, ASSUMED_HEIGHT);

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
    if (size && !big) return { ...node, measured: size };
    if (size?.width && size.height)
      return { ...node, measured: size, handles: handlesFor(size.width, size.height) };
    if (!big) return node;
    return {
      ...node,
      initialWidth: ASSUMED_WIDTH,
      initialHeight: ASSUMED_HEIGHT,
      handles: ASSUMED_HANDLES,
    };
  });
  const texts = new Map(map.nodes.map((n) => [n.id, n.text]));
  const edges = map.edges.map((e) =>
    toFlowEdge(e, edgeLabel(texts.get(e.source), texts.get(e.target))),
  );
  return { nodes, edges };
}

/**
 * Fit-view option that counts every node: React Flow otherwise fits only the nodes it has
 * measured, which on a big map are the few it has drawn (see toFlow). It counts the nodes of
 * folded branches too, so unfolding one never opens it off screen.
 */
export const FIT_ALL_NODES = { includeHiddenNodes: true } as const;

/**
 * Nodes of a big map that React Flow has just measured get handles at their measured size in
 * place of the assumed ones (see toFlow). Nodes without declared handles (small maps) are left
 * to React Flow's own measurement.
 */
export function handlesFromMeasurement(
  nodes: MindNode[],
  measuredIds: readonly string[],
): MindNode[] {
  if (!measuredIds.length) return nodes;
  const ids = new Set(measuredIds);
  let changed = false;
  const next = nodes.map((n) => {
    const { width, height } = n.measured ?? {};
    if (!n.handles || !ids.has(n.id) || !width || !height) return n;
    const [target, source] = n.handles;
    if (target?.x === width / 2 - HANDLE / 2 && source?.y === height - HANDLE / 2) return n;
    changed = true;
    return { ...n, handles: handlesFor(width, height) };
  });
  return changed ? next : nodes;
}

/** React Flow changes that unselect every selected node or edge of `items`. */
export function unselectChanges(items: ReadonlyArray<{ id: string; selected?: boolean }>) {
  return items
    .filter((i) => i.selected)
    .map((i) => ({ type: 'select' as const, id: i.id, selected: false }));
}

export function fromFlow(nodes: readonly MindNode[], edges: readonly MindEdge[]): StoredMapData {
  return {
    nodes: nodes.map((n) => ({
      id: n.id,
      text: n.data.text,
      x: Math.round(n.position.x * 100) / 100,
      y: Math.round(n.position.y * 100) / 100,
      ...(n.data.source ? { source: n.data.source } : {}),
      ...nodeExtras(n.data),
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
