import type { MindMapData, MindMapNode } from '@quietdesk/core/api/ai';

// Classic mind-map layout: the root in the middle, first-level branches split between the right
// and the left so both sides are about equally tall, and each subtree stacked in its own
// horizontal band. Columns are wider than the widest node and bands never share a y range, so
// nothing overlaps by construction. Positions are top-left corners (what React Flow stores).

export interface TreeNode {
  text: string;
  children: TreeNode[];
}

/** Estimated rendered size of a node: 150 px minimum width (docs/product.md §9), wrapped text above 240. */
const NODE_MIN_WIDTH = 150;
const NODE_MAX_WIDTH = 240;
const CHAR_WIDTH = 7;
const LINE_HEIGHT = 18;
const PADDING = 22;
export const COLUMN = 300;
export const GAP_Y = 16;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function nodeSize(text: string): { w: number; h: number } {
  const natural = text.length * CHAR_WIDTH + 24;
  const w = Math.min(NODE_MAX_WIDTH, Math.max(NODE_MIN_WIDTH, natural));
  const lines = Math.max(1, Math.ceil(natural / NODE_MAX_WIDTH));
  return { w, h: PADDING + lines * LINE_HEIGHT };
}

export function boxOf(node: MindMapNode): Box {
  return { x: node.x, y: node.y, ...nodeSize(node.text) };
}

export function overlaps(a: Box, b: Box, margin = 8): boolean {
  return (
    a.x < b.x + b.w + margin &&
    b.x < a.x + a.w + margin &&
    a.y < b.y + b.h + margin &&
    b.y < a.y + a.h + margin
  );
}

function bandHeight(node: TreeNode): number {
  const own = nodeSize(node.text).h;
  if (!node.children.length) return own;
  const kids = node.children.reduce((sum, c) => sum + bandHeight(c), 0);
  return Math.max(own, kids + GAP_Y * (node.children.length - 1));
}

export function edgeId(source: string, target: string): string {
  return `e-${source}-${target}`;
}

/** Lays out `root` and numbers nodes n1, n2, ... in depth-first order (deterministic). */
export function layoutTree(root: TreeNode): MindMapData {
  const nodes: MindMapNode[] = [];
  const edges: MindMapData['edges'] = [];
  const place = (node: TreeNode, depth: number, side: 1 | -1, top: number, parent?: string) => {
    const id = `n${nodes.length + 1}`;
    const band = bandHeight(node);
    const { h } = nodeSize(node.text);
    nodes.push({
      id,
      text: node.text,
      x: side * depth * COLUMN,
      y: Math.round(top + (band - h) / 2),
    });
    if (parent) edges.push({ id: edgeId(parent, id), source: parent, target: id });
    const kids = node.children.reduce((s, c) => s + bandHeight(c), 0);
    let y = top + (band - kids - GAP_Y * Math.max(0, node.children.length - 1)) / 2;
    for (const child of node.children) {
      place(child, depth + 1, side, y, id);
      y += bandHeight(child) + GAP_Y;
    }
  };

  // Split the branches in order: the right side takes them until it holds about half the height.
  const total = root.children.reduce((s, c) => s + bandHeight(c) + GAP_Y, 0);
  const right: TreeNode[] = [];
  const left: TreeNode[] = [];
  let rightHeight = 0;
  for (const branch of root.children) {
    const h = bandHeight(branch) + GAP_Y;
    if (rightHeight + h / 2 <= total / 2 || !right.length) {
      right.push(branch);
      rightHeight += h;
    } else left.push(branch);
  }

  const rootSize = nodeSize(root.text);
  nodes.push({ id: 'n1', text: root.text, x: 0, y: Math.round(-rootSize.h / 2) });
  for (const [side, branches] of [
    [1, right],
    [-1, left],
  ] as const) {
    const height = branches.reduce((s, c) => s + bandHeight(c), 0) + GAP_Y * (branches.length - 1);
    let y = -height / 2;
    for (const branch of branches) {
      place(branch, 1, side, y, 'n1');
      y += bandHeight(branch) + GAP_Y;
    }
  }
  return { nodes, edges };
}
