import type { FitViewOptions } from '@xyflow/react';
import { ASSUMED_HEIGHT, ASSUMED_WIDTH, FIT_ALL_NODES, type MindEdge, type MindNode } from './flow';

// Where the view opens: at a zoom where node text (14 px, text-sm) is read at 12 px
// or more. A map that fits the canvas at that zoom is shown whole; a larger one opens at its
// root at 100 %, and the person pans from there, instead of a far-off view of tiny text.

/** 14 px × 0.86 ≈ 12 px. */
export const READABLE_ZOOM = 0.86;
/** React Flow's default fitView padding, as a share of the canvas. */
const FIT_PADDING = 0.1;

export function openingFit(
  nodes: readonly MindNode[],
  canvas: { width: number; height: number },
  rootId: string | undefined,
): FitViewOptions<MindNode> {
  const whole = { ...FIT_ALL_NODES, minZoom: READABLE_ZOOM, maxZoom: 1, duration: 0 };
  if (!nodes.length || !rootId || !canvas.width || !canvas.height) return whole;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const n of nodes) {
    left = Math.min(left, n.position.x);
    top = Math.min(top, n.position.y);
    right = Math.max(right, n.position.x + (n.measured?.width ?? ASSUMED_WIDTH));
    bottom = Math.max(bottom, n.position.y + (n.measured?.height ?? ASSUMED_HEIGHT));
  }
  const room = 1 - 2 * FIT_PADDING;
  const fitZoom = Math.min(
    (canvas.width * room) / (right - left),
    (canvas.height * room) / (bottom - top),
  );
  if (fitZoom >= READABLE_ZOOM) return whole;
  return { nodes: [{ id: rootId }], minZoom: 1, maxZoom: 1, duration: 0 };
}

/**
 * Edges are out of the tab order, so Tab reaches the nodes first and never walks through every
 * edge; the edges of a selected node (and a selected edge) stay reachable (just before the
 * nodes in the tab order), so a keyboard user can still delete one.
 */
export function keyboardReachable(edges: MindEdge[], nodes: readonly MindNode[]): MindEdge[] {
  const selected = new Set(nodes.filter((n) => n.selected).map((n) => n.id));
  if (!selected.size && !edges.some((e) => e.selected)) return edges;
  return edges.map((e) =>
    e.selected || selected.has(e.source) || selected.has(e.target) ? { ...e, focusable: true } : e,
  );
}
