import { useCallback, useRef, useState } from 'react';
import type { StoredMapData } from '@quietdesk/core/api/mind-maps';
import { fromFlow, toFlow, type MindEdge, type MindNode } from '../model/flow';
import { decorate, hiddenByFolding, treeChildren, type NodeTint } from '../model/fold';

/** What the canvas shows over the map: recall mode's hidden nodes and how well nodes are known. */
export interface Overlay {
  /** Set in recall mode: these are hidden instead of the folded branches. */
  hidden: ReadonlySet<string> | null;
  levels: ReadonlyMap<string, NodeTint>;
}
const NO_OVERLAY: Overlay = { hidden: null, levels: new Map() };

/**
 * The map as the canvas holds it: React Flow's nodes and edges, decorated with what is folded,
 * hidden and tinted (model/fold.ts). Refs stand beside the state so that handlers read the latest
 * without re-creating themselves on every change.
 */
export function useWorkingCopy() {
  const [nodes, setNodes] = useState<MindNode[]>([]);
  const [edges, setEdges] = useState<MindEdge[]>([]);
  const nodesRef = useRef<MindNode[]>([]);
  const edgesRef = useRef<MindEdge[]>([]);
  const overlayRef = useRef<Overlay>(NO_OVERLAY);

  /** Puts nodes and edges with what the canvas shows over them. */
  const put = useCallback((nextNodes: MindNode[], nextEdges: MindEdge[]) => {
    const children = treeChildren(nextEdges);
    const { hidden, levels } = overlayRef.current;
    const shown = decorate(nextNodes, nextEdges, {
      children,
      hidden: hidden ?? hiddenByFolding(nextNodes, children),
      levels,
    });
    if (shown.nodes !== nodesRef.current) {
      nodesRef.current = shown.nodes;
      setNodes(shown.nodes);
    }
    if (shown.edges !== edgesRef.current) {
      edgesRef.current = shown.edges;
      setEdges(shown.edges);
    }
  }, []);

  /** A change that cannot alter what is hidden or counted (a move, a measurement, a text). */
  const putNodes = useCallback((next: MindNode[]) => {
    nodesRef.current = next;
    setNodes(next);
  }, []);

  /** Shows a stored map, keeping what the canvas measured, with these nodes selected. */
  const show = useCallback(
    (graph: StoredMapData, select: readonly string[] = []) => {
      const flow = toFlow(graph, nodesRef.current);
      const selected = new Set(select);
      put(
        selected.size
          ? flow.nodes.map((n) => ({ ...n, selected: selected.has(n.id) }))
          : flow.nodes,
        flow.edges,
      );
    },
    [put],
  );

  /** The map as it would be saved now. */
  const current = useCallback(() => fromFlow(nodesRef.current, edgesRef.current), []);

  /** Shows recall mode's hidden nodes (or the folded branches again) and knowledge tints. */
  const setOverlay = useCallback(
    (overlay: Overlay) => {
      overlayRef.current = overlay;
      put(nodesRef.current, edgesRef.current);
    },
    [put],
  );

  return { nodes, edges, nodesRef, edgesRef, put, putNodes, show, current, setOverlay };
}

export type WorkingCopy = ReturnType<typeof useWorkingCopy>;
