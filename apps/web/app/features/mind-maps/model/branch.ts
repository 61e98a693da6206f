import type { StoredMapData } from '@quietdesk/core/api/mind-maps';
import { childrenOf } from '@quietdesk/core/mind-maps/graph';

/**
 * The ids of a branch's nodes in the order its Markdown outline lists them (one per item line:
 * each node once, under the first parent that reaches it, as core's toForest walks), for cards
 * made from the branch to remember their node. A node the server's copy of the map does not hold
 * yet (added since the last save) is '': its card then names no node, since the server only links
 * cards to nodes of a saved map.
 */
export function branchNodeIds(
  graph: StoredMapData,
  rootId: string,
  saved: StoredMapData | undefined,
): string[] {
  const exists = new Set(graph.nodes.map((n) => n.id));
  const stored = new Set(saved?.nodes.map((n) => n.id));
  const children = childrenOf(graph);
  const seen = new Set<string>();
  const ids: string[] = [];
  const walk = (id: string) => {
    seen.add(id);
    ids.push(stored.has(id) ? id : '');
    for (const child of children.get(id) ?? []) {
      if (!seen.has(child) && exists.has(child)) walk(child);
    }
  };
  if (exists.has(rootId)) walk(rootId);
  return ids;
}
