import type { StoredMapData } from '@quietdesk/core/api/mind-maps';
import { toForest, type OutlineItem } from '@quietdesk/core/mind-maps/graph';

/**
 * The ids of a branch's nodes in the order its Markdown outline lists them (one per item line),
 * for cards made from the branch to remember their node. A node the server's copy of the map
 * does not hold yet (added since the last save) is '' : its card then names no node, since the
 * server only links cards to nodes of a saved map.
 */
export function branchNodeIds(
  graph: StoredMapData,
  rootId: string,
  saved: StoredMapData | undefined,
): string[] {
  const stored = new Set(saved?.nodes.map((n) => n.id));
  const ids: string[] = [];
  const walk = (items: readonly OutlineItem[]) => {
    for (const item of items) {
      ids.push(item.id && stored.has(item.id) ? item.id : '');
      walk(item.children);
    }
  };
  walk(toForest(graph, rootId));
  return ids;
}
