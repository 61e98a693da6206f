import {
  applyEdgeChanges,
  applyNodeChanges,
  type Connection,
  type EdgeChange,
  type NodeChange,
} from '@xyflow/react';
import { useCallback, useRef, useState } from 'react';
import { tidyLayout } from '@quietdesk/core/mind-maps/layout';
import { sameGraph } from '../model/draft';
import {
  connectionEdge,
  fromFlow,
  newNodeAtRandom,
  toFlowNode,
  handlesFromMeasurement,
  labelEdges,
  type MindEdge,
  type MindNode,
} from '../model/flow';
import { addChild, addSibling } from '../model/tree-edit';
import { useMapHistory } from './use-map-history';
import { useMapSync } from './use-map-sync';
import { useWorkingCopy } from './use-working-copy';

/** Arrow-key moves within this window undo as one step. */
const KEY_MOVE_WINDOW_MS = 800;

/**
 * The map editor (docs/product.md §4 Mind map editor): the canvas's working copy
 * (use-working-copy.ts), kept in step with the server (use-map-sync.ts: the query, saves, AI
 * expansions, the local draft), with an undo stack (model/history.ts). This hook holds the edits:
 * each one records an undo step first and marks the map unsaved.
 */
export function useMapEditor(mapId: string) {
  const copy = useWorkingCopy();
  const { nodesRef, edgesRef, put, putNodes, show, current } = copy;
  const history = useMapHistory();
  const { record: recordStep, step: stepHistory } = history;
  const { markDirty, expand: expandWithAi, ...sync } = useMapSync(mapId, copy, history);
  const [editingId, setEditingId] = useState<string | null>(null);
  /** Nodes just added (a new array each time): the editor brings them into view. */
  const [added, setAdded] = useState<string[]>([]);
  const lastKeyMove = useRef(0);
  const rememberedThisTick = useRef(false);
  const dragging = useRef(false);

  /** Call before an edit: the state now becomes one undo step. */
  const remember = useCallback(() => {
    recordStep(current());
    markDirty();
  }, [current, recordStep, markDirty]);

  /** Several change events of one gesture (nodes and their edges removed) are one undo step. */
  const rememberOnce = useCallback(() => {
    if (rememberedThisTick.current) return;
    rememberedThisTick.current = true;
    setTimeout(() => (rememberedThisTick.current = false), 0);
    remember();
  }, [remember]);

  const onNodesChange = useCallback(
    (changes: NodeChange<MindNode>[]) => {
      // A click is a drag of zero length: its position change moves nothing and is no edit.
      // (Most changes are React Flow measuring nodes as they appear: no lookup table for those.)
      const positions = changes.filter((c) => c.type === 'position' && c.position);
      const byId = positions.length
        ? new Map(nodesRef.current.map((n) => [n.id, n]))
        : new Map<string, MindNode>();
      const moves = positions.filter((c) => {
        if (c.type !== 'position' || !c.position) return false;
        const was = byId.get(c.id)?.position;
        return !was || was.x !== c.position.x || was.y !== c.position.y;
      });
      const edits = changes.filter(
        (c) => c.type === 'remove' || c.type === 'add' || c.type === 'replace',
      );
      if (edits.some((c) => c.type === 'remove')) rememberOnce();
      const keyMove = !dragging.current && moves.length > 0;
      if (keyMove) {
        const now = Date.now();
        if (now - lastKeyMove.current > KEY_MOVE_WINDOW_MS) remember();
        lastKeyMove.current = now;
      }
      const measured = changes.flatMap((c) => (c.type === 'dimensions' ? [c.id] : []));
      const next = handlesFromMeasurement(applyNodeChanges(changes, nodesRef.current), measured);
      // Adding or removing nodes can change what is counted and hidden; other changes cannot.
      if (edits.length) put(next, edgesRef.current);
      else putNodes(next);
      if (edits.length || moves.length) markDirty();
    },
    [edgesRef, markDirty, nodesRef, put, putNodes, remember, rememberOnce],
  );

  const onEdgesChange = useCallback(
    (changes: EdgeChange<MindEdge>[]) => {
      const removes = changes.some((c) => c.type === 'remove');
      if (removes) rememberOnce();
      put(nodesRef.current, applyEdgeChanges(changes, edgesRef.current));
      if (removes) markDirty();
    },
    [edgesRef, markDirty, nodesRef, put, rememberOnce],
  );

  const onConnect = useCallback(
    (connection: Connection) => {
      const edge = connectionEdge(edgesRef.current, connection.source, connection.target);
      if (!edge) return;
      remember();
      put(nodesRef.current, labelEdges([...edgesRef.current, edge], nodesRef.current));
    },
    [edgesRef, nodesRef, put, remember],
  );

  const onNodeDragStart = useCallback(() => {
    dragging.current = true;
    remember();
  }, [remember]);
  const onNodeDragStop = useCallback(() => {
    dragging.current = false;
  }, []);

  const addNode = useCallback(() => {
    remember();
    const node = newNodeAtRandom();
    put(
      [
        ...nodesRef.current.map((n) => (n.selected ? { ...n, selected: false } : n)),
        toFlowNode(node, true),
      ],
      edgesRef.current,
    );
    setAdded([node.id]);
  }, [edgesRef, nodesRef, put, remember]);

  const addRelated = useCallback(
    (nodeId: string, kind: 'child' | 'sibling') => {
      if (!nodesRef.current.some((n) => n.id === nodeId)) return;
      remember();
      const id = crypto.randomUUID();
      let graph = current();
      // A child added to a folded branch unfolds it: the person is about to type in it.
      if (kind === 'child')
        graph = {
          ...graph,
          nodes: graph.nodes.map((n) =>
            n.id === nodeId && n.folded ? { ...n, folded: false } : n,
          ),
        };
      const result = kind === 'child' ? addChild(graph, nodeId, id) : addSibling(graph, nodeId, id);
      show(result.map, [id]);
      setEditingId(id);
      setAdded([id]);
    },
    [current, nodesRef, remember, show],
  );

  /** Changes one node's saved fields (one undo step); false when nothing changed. */
  const changeNode = useCallback(
    (nodeId: string, change: (data: MindNode['data']) => MindNode['data']) => {
      const node = nodesRef.current.find((n) => n.id === nodeId);
      if (!node) return false;
      const data = change(node.data);
      if (sameGraph(fromFlow([{ ...node, data }], []), fromFlow([node], []))) return false;
      remember();
      put(
        nodesRef.current.map((n) => (n.id === nodeId ? { ...n, data } : n)),
        edgesRef.current,
      );
      return true;
    },
    [edgesRef, nodesRef, put, remember],
  );

  const commitText = useCallback(
    (nodeId: string, text: string) => {
      setEditingId(null);
      if (changeNode(nodeId, (data) => ({ ...data, text })))
        put(nodesRef.current, labelEdges(edgesRef.current, nodesRef.current));
    },
    [changeNode, edgesRef, nodesRef, put],
  );

  /** Folds or unfolds a node's branch; a node without children has nothing to fold. */
  const toggleFold = useCallback(
    (nodeId: string) => {
      const node = nodesRef.current.find((n) => n.id === nodeId);
      if (!node?.data.childCount && !node?.data.folded) return;
      changeNode(nodeId, ({ folded, ...data }) => (folded ? data : { ...data, folded: true }));
    },
    [changeNode, nodesRef],
  );

  /** A node's note and link (undefined: none). */
  const setNodeDetails = useCallback(
    (nodeId: string, details: { note: string | undefined; link: string | undefined }) => {
      changeNode(nodeId, ({ note: _note, link: _link, ...data }) => ({
        ...data,
        ...(details.note?.trim() ? { note: details.note.trim() } : {}),
        ...(details.link ? { link: details.link } : {}),
      }));
    },
    [changeNode],
  );

  const step = useCallback(
    (direction: 'undo' | 'redo') => {
      const map = stepHistory(direction, current());
      if (!map) return;
      show(map);
      markDirty();
    },
    [current, markDirty, show, stepHistory],
  );

  const tidy = useCallback(() => {
    const graph = current();
    if (!graph.nodes.length) return;
    remember();
    const first = graph.nodes[0]!;
    show(tidyLayout(graph, { x: first.x, y: first.y }));
  }, [current, remember, show]);

  const expand = useCallback(
    async (nodeId: string) => {
      const fresh = await expandWithAi(nodeId);
      if (fresh.length) setAdded([nodeId, ...fresh]);
    },
    [expandWithAi],
  );

  return {
    ...sync,
    nodes: copy.nodes,
    edges: copy.edges,
    nodesRef,
    editingId,
    added,
    canUndo: history.canUndo,
    canRedo: history.canRedo,
    current,
    onNodesChange,
    onEdgesChange,
    onConnect,
    onNodeDragStart,
    onNodeDragStop,
    addNode,
    addRelated,
    commitText,
    toggleFold,
    setNodeDetails,
    setOverlay: copy.setOverlay,
    /** Brings these nodes into view when any is outside it. */
    bringIntoView: setAdded,
    setEditingId,
    undo: () => step('undo'),
    redo: () => step('redo'),
    tidy,
    expand,
  };
}

export type MapEditor = ReturnType<typeof useMapEditor>;
