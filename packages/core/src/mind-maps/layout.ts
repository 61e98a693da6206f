import { hierarchy, tree } from 'd3-hierarchy';
import type { StoredMapData, StoredNode } from '../api/mind-maps.ts';
import { childrenOf, rootsOf } from './graph.ts';

// Tidy layout: the Reingold–Tilford tree from d3-hierarchy (docs/decisions/013-mind-map-layout-and-outlines.md),
// balanced around the root (docs/decisions/044-mind-map-reading-and-export.md). Each node sits under the first parent that reaches it; several roots (or
// nodes only reachable through a cycle) are laid out one below the other.

/** Horizontal distance between depths: wider than the widest node (240 px). */
const LAYOUT_COLUMN = 280;
/** Vertical distance between neighbouring leaves. */
const LAYOUT_ROW = 64;

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

/** Leaves under an item: how many rows its subtree takes. Iterative, for very deep chains. */
function leafCounts(root: LayoutItem): Map<LayoutItem, number> {
  const order: LayoutItem[] = [root];
  for (let i = 0; i < order.length; i++) order.push(...order[i]!.children);
  const counts = new Map<LayoutItem, number>();
  for (let i = order.length - 1; i >= 0; i--) {
    const item = order[i]!;
    counts.set(
      item,
      item.children.length ? item.children.reduce((sum, c) => sum + counts.get(c)!, 0) : 1,
    );
  }
  return counts;
}

/**
 * One tree, balanced: the root's branches split in order between its right and its left so both
 * sides hold about as many rows, each side a tidy tree growing away from the root. Positions are
 * relative to the root; `top` and `bottom` are the tree's extent.
 */
function layOutBalanced(root: LayoutItem) {
  const rows = leafCounts(root);
  const total = root.children.reduce((sum, c) => sum + rows.get(c)!, 0);
  const right: LayoutItem[] = [];
  const left: LayoutItem[] = [];
  let rightRows = 0;
  for (const branch of root.children) {
    const size = rows.get(branch)!;
    if (!right.length || rightRows + size / 2 <= total / 2) {
      right.push(branch);
      rightRows += size;
    } else left.push(branch);
  }
  const place = new Map<string, { x: number; y: number }>([[root.id, { x: 0, y: 0 }]]);
  let top = 0;
  let bottom = 0;
  for (const [side, branches] of [
    [1, right],
    [-1, left],
  ] as const) {
    if (!branches.length) continue;
    const laidOut = tree<LayoutItem>().nodeSize([LAYOUT_ROW, LAYOUT_COLUMN])(
      hierarchy<LayoutItem>({ id: root.id, children: branches }),
    );
    // d3's x is the breadth axis: it becomes our y, centred on the root; depth becomes x.
    laidOut.each((node) => {
      if (node.depth === 0) return;
      const y = node.x - laidOut.x;
      place.set(node.data.id, { x: side * node.depth * LAYOUT_COLUMN, y });
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    });
  }
  return { place, top, bottom };
}

/**
 * The same map with every node moved to its place in a balanced tree: the root in the middle,
 * its branches to the right and to the left. Several roots (or nodes only reachable through a
 * cycle) are laid out one below the other.
 */
export function tidyLayout(map: StoredMapData, origin = { x: 0, y: 0 }): StoredMapData {
  if (!map.nodes.length) return map;
  const place = new Map<string, { x: number; y: number }>();
  // Keep the first root where it was asked to be, so the map does not jump away on screen.
  let nextTop: number | undefined;
  for (const root of spanningForest(map)) {
    const laid = layOutBalanced(root);
    const rootY = nextTop === undefined ? origin.y : nextTop - laid.top;
    for (const [id, at] of laid.place) place.set(id, { x: origin.x + at.x, y: rootY + at.y });
    nextTop = rootY + laid.bottom + LAYOUT_ROW * 2;
  }
  const nodes: StoredNode[] = map.nodes.map((node) => {
    const at = place.get(node.id)!;
    return { ...node, x: Math.round(at.x), y: Math.round(at.y) };
  });
  return { nodes, edges: map.edges };
}
