import { getSmoothStepPath } from '@xyflow/react';
import { sideEnds } from './edge-ends';
import { ASSUMED_HEIGHT, ASSUMED_WIDTH, type MindEdge, type MindNode } from './flow';

// Big maps: React Flow draws only the edges someone is working with; every other edge is part
// of one still layer (components/still-edges-layer.tsx), drawn in map coordinates inside the
// viewport. React Flow gives each of its edges a store subscription that recomputes the edge's
// position on every pan or zoom step; with hundreds of edges on screen that was most of a
// frame's main-thread work on a 2,000-node map (docs/decisions/033-mindmaps-graph-text-leaving-big-canvas.md).
// The still layer does nothing on a pan or zoom: the viewport's transform moves it.

/** From this many edges a map draws its edges as a still layer. */
export const STILL_EDGES_FROM = 300;

/**
 * The edges React Flow keeps drawing on a big map: selected ones, and every edge of a selected
 * node, so a dragged node's edges follow it live and a keyboard user who selected a node can
 * Tab to its edges. The rest are `still`.
 */
export function splitEdges(
  nodes: readonly MindNode[],
  edges: readonly MindEdge[],
): { live: MindEdge[]; still: MindEdge[] } {
  const selected = new Set<string>();
  for (const node of nodes) if (node.selected) selected.add(node.id);
  const live: MindEdge[] = [];
  const still: MindEdge[] = [];
  for (const edge of edges) {
    if (edge.selected || selected.has(edge.source) || selected.has(edge.target)) live.push(edge);
    else still.push(edge);
  }
  return { live, still };
}

/**
 * The SVG path the editor's own edge draws (components/mind-edge.tsx): a smooth step between
 * the facing sides of the two nodes (model/edge-ends.ts). Unmeasured nodes count with their
 * assumed size.
 */
export function stillEdgePath(source: MindNode, target: MindNode): string {
  const [path] = getSmoothStepPath(sideEnds(boxOf(source), boxOf(target)));
  return path;
}

const boxOf = (node: MindNode) => ({
  x: node.position.x,
  y: node.position.y,
  width: node.measured?.width ?? node.initialWidth ?? ASSUMED_WIDTH,
  height: node.measured?.height ?? node.initialHeight ?? ASSUMED_HEIGHT,
});

/**
 * Paths of the still edges, reusing the previous string of an edge whose ends did not move or
 * change size (nodes are measured a few at a time as they come into view, and each batch
 * replaces the node list).
 */
export function stillEdgePaths(
  nodes: readonly MindNode[],
  still: readonly MindEdge[],
  cache: Map<string, { key: string; path: string }>,
): Array<{ id: string; path: string }> {
  const byId = new Map<string, MindNode>();
  for (const node of nodes) byId.set(node.id, node);
  const out: Array<{ id: string; path: string }> = [];
  const seen = new Set<string>();
  for (const edge of still) {
    const source = byId.get(edge.source);
    const target = byId.get(edge.target);
    if (!source || !target) continue;
    const key = `${geometryKey(source)}|${geometryKey(target)}`;
    let entry = cache.get(edge.id);
    if (!entry || entry.key !== key) {
      entry = { key, path: stillEdgePath(source, target) };
      cache.set(edge.id, entry);
    }
    seen.add(edge.id);
    out.push({ id: edge.id, path: entry.path });
  }
  for (const id of cache.keys()) if (!seen.has(id)) cache.delete(id);
  return out;
}

const geometryKey = (node: MindNode) =>
  `${node.position.x},${node.position.y},${node.measured?.width ?? ''},${node.measured?.height ?? ''}`;

/**
 * The still edge passing within `tolerance` (map units) of `point`, the nearest one if several
 * do, or null. A smooth step's path is straight lines joined by quarter curves a few px across;
 * measuring against the lines through all its points (curve control points included) is exact
 * on the lines and off by under a pixel at the bends.
 */
export function stillEdgeAt(
  paths: ReadonlyArray<{ id: string; path: string }>,
  point: { x: number; y: number },
  tolerance: number,
): string | null {
  let nearest: string | null = null;
  let nearestDistance = tolerance;
  for (const { id, path } of paths) {
    const numbers = path.match(/-?\d+(?:\.\d+)?(?:e[-+]?\d+)?/gi)?.map(Number) ?? [];
    for (let i = 2; i + 1 < numbers.length; i += 2) {
      const distance = distanceToSegment(
        point,
        numbers[i - 2]!,
        numbers[i - 1]!,
        numbers[i]!,
        numbers[i + 1]!,
      );
      if (distance <= nearestDistance) {
        nearestDistance = distance;
        nearest = id;
      }
    }
  }
  return nearest;
}

function distanceToSegment(
  p: { x: number; y: number },
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared
    ? Math.max(0, Math.min(1, ((p.x - ax) * dx + (p.y - ay) * dy) / lengthSquared))
    : 0;
  return Math.hypot(p.x - (ax + t * dx), p.y - (ay + t * dy));
}
