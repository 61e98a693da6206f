import { hierarchy, tree } from 'd3-hierarchy';
import type { StoredMapData, StoredNode } from '../api/mind-maps.ts';
import { childrenOf, rootsOf } from './graph.ts';

// Tidy layout: the Reingold–Tilford tree from d3-hierarchy (docs/decisions/013-mind-map-layout-and-outlines.md),
// drawn left to right. Each node sits under the first parent that reaches it; several roots (or
// nodes only reachable through a cycle) are laid out one below the other.

/** Horizontal distance between depths: wider than the widest node (240 px). */
export const LAYOUT_COLUMN = 280;
/** Vertical distance between neighbouring leaves. */
export const LAYOUT_ROW = 64;

interface LayoutItem {
  id: string;
  children: LayoutItem[];
}

function spanningForest(map: StoredMapData): LayoutItem[] {
  const children = childrenOf(map);
  const known = new Set(map.nodes.map((n) => n.id));
  const seen = new Set<string>();
  // Breadth-first with an explicit queue: a 5,000-deep chain must not overflow the stack.
  const grow = (rootId: string): LayoutItem => {
    const root: LayoutItem = { id: rootId, children: [] };
    seen.add(rootId);
    const queue = [root];
    for (let i = 0; i < queue.length; i++) {
      const item = queue[i]!;
      for (const child of children.get(item.id) ?? []) {
        if (seen.has(child) || !known.has(child)) continue;
        seen.add(child);
        const next = { id: child, children: [] };
        item.children.push(next);
        queue.push(next);
      }
    }
    return root;
  };
  const forest = rootsOf(map).map((root) => grow(root.id));
  for (const node of map.nodes) if (!seen.has(node.id)) forest.push(grow(node.id));
  return forest;
}

/** The same map with every node moved to its place in a tidy left-to-right tree. */
export function tidyLayout(map: StoredMapData, origin = { x: 0, y: 0 }): StoredMapData {
  if (!map.nodes.length) return map;
  const forest = spanningForest(map);
  const top = hierarchy<LayoutItem>({ id: '', children: forest });
  const laidOut = tree<LayoutItem>().nodeSize([LAYOUT_ROW, LAYOUT_COLUMN])(top);
  const place = new Map<string, { x: number; y: number }>();
  let minY = Infinity;
  let firstRootY = 0;
  laidOut.each((node) => {
    if (node.depth === 0) return;
    // d3's x is the breadth axis: it becomes our y; depth becomes x.
    place.set(node.data.id, { x: (node.depth - 1) * LAYOUT_COLUMN, y: node.x });
    minY = Math.min(minY, node.x);
    if (node.depth === 1 && node.data.id === forest[0]!.id) firstRootY = node.x;
  });
  // Keep the first root where it was asked to be, so the map does not jump away on screen.
  const dy = origin.y - firstRootY;
  const nodes: StoredNode[] = map.nodes.map((node) => {
    const at = place.get(node.id)!;
    return { ...node, x: Math.round(origin.x + at.x), y: Math.round(at.y + dy) };
  });
  return { nodes, edges: map.edges };
}
