import { useMemo, useRef } from 'react';
import type { MindEdge, MindNode } from '../model/flow';
import { splitEdges, STILL_EDGES_FROM, stillEdgePaths } from '../model/still-edges';

/**
 * Big maps (≥ STILL_EDGES_FROM edges): the edges React Flow draws (`live`), the still ones'
 * paths and their single drawn path. Small maps: every edge is live.
 */
export function useStillEdges(nodes: readonly MindNode[], edges: MindEdge[]) {
  const enabled = edges.length >= STILL_EDGES_FROM;
  const cache = useRef(new Map<string, { key: string; path: string }>());
  const { live, still } = useMemo(
    () => (enabled ? splitEdges(nodes, edges) : { live: edges, still: [] }),
    [enabled, nodes, edges],
  );
  const paths = useMemo(
    () => (enabled ? stillEdgePaths(nodes, still, cache.current) : []),
    [enabled, nodes, still],
  );
  const drawn = useMemo(() => paths.map((p) => p.path).join(''), [paths]);
  return { enabled, live, paths, drawn };
}
