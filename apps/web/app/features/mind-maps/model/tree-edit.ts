import type { StoredMapData } from '@quietdesk/core/api/mind-maps';
import { edgeIdFor, parentsOf } from '@quietdesk/core/mind-maps/graph';

// Keyboard editing: Tab adds a child, Enter a sibling. The new node is placed below the last
// child (or beside its parent, on the side away from the root) so a run of Enter presses builds
// a readable column.

const CHILD_DX = 280;
const ROW_DY = 64;

interface AddedNode {
  map: StoredMapData;
  id: string;
}

function placeUnder(map: StoredMapData, parentId: string): { x: number; y: number } {
  const parent = map.nodes.find((n) => n.id === parentId)!;
  const childIds = new Set(map.edges.filter((e) => e.source === parentId).map((e) => e.target));
  const children = map.nodes.filter((n) => childIds.has(n.id));
  if (!children.length) {
    // Away from the root: a node on the left side of a balanced map grows to the left.
    const grandparentId = parentsOf(map).get(parentId);
    const grandparent = map.nodes.find((n) => n.id === grandparentId);
    const side = grandparent && grandparent.x > parent.x ? -1 : 1;
    return { x: parent.x + side * CHILD_DX, y: parent.y };
  }
  const lowest = children.reduce((a, b) => (b.y > a.y ? b : a));
  return { x: lowest.x, y: lowest.y + ROW_DY };
}

export function addChild(map: StoredMapData, parentId: string, id: string, text = ''): AddedNode {
  const at = placeUnder(map, parentId);
  return {
    id,
    map: {
      nodes: [...map.nodes, { id, text, ...at }],
      edges: [...map.edges, { id: edgeIdFor(parentId, id), source: parentId, target: id }],
    },
  };
}

/** A sibling shares the node's parent; a node without a parent gets a new root below it. */
export function addSibling(map: StoredMapData, nodeId: string, id: string, text = ''): AddedNode {
  const parent = parentsOf(map).get(nodeId);
  if (parent !== undefined) return addChild(map, parent, id, text);
  const node = map.nodes.find((n) => n.id === nodeId)!;
  return {
    id,
    map: {
      nodes: [...map.nodes, { id, text, x: node.x, y: node.y + ROW_DY * 2 }],
      edges: map.edges,
    },
  };
}
