import {
  applyEdgeChanges,
  applyNodeChanges,
  type Connection,
  type EdgeChange,
  type NodeChange,
} from '@xyflow/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MindMap, StoredMapData } from '@quietdesk/core/api/mind-maps';
import { tidyLayout } from '@quietdesk/core/mind-maps/layout';
import { useExpandNode } from '../api/expand-node';
import { mindMapQuery } from '../api/get-mind-map';
import { mindMapKeys } from '../api/query-keys';
import { useSaveMindMap } from '../api/save-mind-map';
import { clearDraft, readDraft, sameGraph } from '../model/draft';
import { isSaveConflict, mapErrorMessage } from '../model/errors';
import {
  connectionEdge,
  fromFlow,
  newNodeAtRandom,
  toFlow,
  toFlowNode,
  handlesFromMeasurement,
  labelEdges,
  type MindEdge,
  type MindNode,
} from '../model/flow';
import { decorate, hiddenByFolding, treeChildren, type NodeTint } from '../model/fold';
import { addChild, addSibling } from '../model/tree-edit';
import { useMapDraft } from './use-map-draft';
import { useMapHistory } from './use-map-history';

type LoadState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded' };
export type Toast = { kind: 'success' | 'error' | 'info'; text: string };

/** Arrow-key moves within this window undo as one step. */
const KEY_MOVE_WINDOW_MS = 800;

/** What the canvas shows over the map: recall mode's hidden nodes and how well nodes are known. */
export interface Overlay {
  /** Set in recall mode: these are hidden instead of the folded branches. */
  hidden: ReadonlySet<string> | null;
  levels: ReadonlyMap<string, NodeTint>;
}
const NO_OVERLAY: Overlay = { hidden: null, levels: new Map() };

/**
 * The editor's working copy of a map (docs/product.md §4 Mind map editor): the map is read and
 * saved through TanStack Query (api/), undo is model/history.ts, unsaved edits go to the local
 * draft (use-map-draft.ts). React Flow's nodes and edges live here, with refs beside them so
 * handlers read the latest without re-creating themselves.
 */
export function useMapEditor(mapId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(mindMapQuery(mapId));
  /** The server's map the working copy was last set from (or saved as). */
  const [adopted, setAdopted] = useState<MindMap | null>(null);
  const [nodes, setNodes] = useState<MindNode[]>([]);
  const [edges, setEdges] = useState<MindEdge[]>([]);
  const nodesRef = useRef<MindNode[]>([]);
  const edgesRef = useRef<MindEdge[]>([]);
  const overlayRef = useRef<Overlay>(NO_OVERLAY);
  const versionRef = useRef<number | undefined>(undefined);
  const history = useMapHistory();
  const { record: recordStep, step: stepHistory, clear: clearHistory } = history;
  const saveMutation = useSaveMindMap(mapId);
  const { mutateAsync: sendSave, reset: resetSave } = saveMutation;
  const expandMutation = useExpandNode(mapId);
  const { mutateAsync: sendExpand, reset: resetExpand } = expandMutation;
  const [dirty, setDirty] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [restoredDraft, setRestoredDraft] = useState(false);
  const [toast, setToast] = useState<Toast | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  /** Nodes just added (a new array each time): the editor brings them into view. */
  const [added, setAdded] = useState<string[]>([]);
  const lastKeyMove = useRef(0);
  const rememberedThisTick = useRef(false);
  const dragging = useRef(false);

  const current = useCallback(() => fromFlow(nodesRef.current, edgesRef.current), []);
  const draft = useMapDraft(
    mapId,
    current,
    useCallback(() => versionRef.current, []),
  );

  /** Puts nodes and edges with what the canvas shows over them (model/fold.ts). */
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

  const markDirty = useCallback(() => {
    setDirty(true);
    draft.keep();
  }, [draft]);

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

  // A map read from the server becomes the working copy, unless unsaved edits from an earlier
  // visit are on this device: those are shown, based on the version they started from, so
  // saving over a newer version is reported as a conflict instead of overwriting it.
  const loaded = query.data;
  useEffect(() => {
    if (!loaded || loaded === adopted) return;
    setAdopted(loaded);
    versionRef.current = loaded.version;
    clearHistory();
    const kept = readDraft(mapId);
    if (kept && !sameGraph(kept.mapData, loaded.map_data)) {
      versionRef.current = kept.baseVersion;
      show(kept.mapData);
      setDirty(true);
      setRestoredDraft(true);
    } else {
      if (kept) clearDraft(mapId);
      show(loaded.map_data);
      setDirty(false);
      setRestoredDraft(false);
    }
    // Only a newly read map is adopted; `adopted` changes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  // docs/product.md §4: a load failure clears the map, its nodes and edges.
  const failed = query.isError;
  useEffect(() => {
    if (failed) put([], []);
  }, [failed, put]);

  const load: LoadState = query.isError
    ? { status: 'error', message: mapErrorMessage(query.error, 'load') }
    : query.isPending || !adopted
      ? { status: 'loading' }
      : { status: 'loaded' };

  /** The server's map again (Retry, "Reload theirs", "Discard them"). */
  const reload = useCallback(async () => {
    draft.cancel();
    setAdopted(null);
    setConflict(null);
    resetSave();
    resetExpand();
    put([], []);
    await queryClient.resetQueries({ queryKey: mindMapKeys.map(mapId), exact: true });
  }, [draft, mapId, put, queryClient, resetExpand, resetSave]);

  const discardDraft = useCallback(() => {
    draft.drop();
    setRestoredDraft(false);
    void reload();
  }, [draft, reload]);

  /** The server answered a save or an expansion with this map: it is the new base. */
  const adoptSaved = useCallback(
    (saved: MindMap) => {
      setAdopted(saved);
      queryClient.setQueryData(mindMapKeys.map(mapId), saved);
      versionRef.current = saved.version;
    },
    [mapId, queryClient],
  );

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
    [markDirty, put, putNodes, remember, rememberOnce],
  );

  const onEdgesChange = useCallback(
    (changes: EdgeChange<MindEdge>[]) => {
      const removes = changes.some((c) => c.type === 'remove');
      if (removes) rememberOnce();
      put(nodesRef.current, applyEdgeChanges(changes, edgesRef.current));
      if (removes) markDirty();
    },
    [markDirty, put, rememberOnce],
  );

  const onConnect = useCallback(
    (connection: Connection) => {
      const edge = connectionEdge(edgesRef.current, connection.source, connection.target);
      if (!edge) return;
      remember();
      put(nodesRef.current, labelEdges([...edgesRef.current, edge], nodesRef.current));
    },
    [put, remember],
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
  }, [put, remember]);

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
    [current, remember, show],
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
    [put, remember],
  );

  const commitText = useCallback(
    (nodeId: string, text: string) => {
      setEditingId(null);
      if (changeNode(nodeId, (data) => ({ ...data, text })))
        put(nodesRef.current, labelEdges(edgesRef.current, nodesRef.current));
    },
    [changeNode, put],
  );

  /** Folds or unfolds a node's branch; a node without children has nothing to fold. */
  const toggleFold = useCallback(
    (nodeId: string) => {
      const node = nodesRef.current.find((n) => n.id === nodeId);
      if (!node?.data.childCount && !node?.data.folded) return;
      changeNode(nodeId, ({ folded, ...data }) => (folded ? data : { ...data, folded: true }));
    },
    [changeNode],
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

  /** Shows recall mode's hidden nodes (or the folded branches again) and knowledge tints. */
  const setOverlay = useCallback(
    (overlay: Overlay) => {
      overlayRef.current = overlay;
      put(nodesRef.current, edgesRef.current);
    },
    [put],
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

  const saving = saveMutation.isPending;
  const expanding = expandMutation.isPending;
  const busy = saving || expanding;

  const save = useCallback(async () => {
    if (busy) return;
    const sent = current();
    try {
      const saved = await sendSave({ mapData: sent, version: versionRef.current });
      adoptSaved(saved);
      // Edits made while the request was out stay on screen (and unsaved).
      if (sameGraph(current(), sent)) {
        const selected = nodesRef.current.filter((n) => n.selected).map((n) => n.id);
        show(saved.map_data, selected);
        setDirty(false);
        draft.drop();
        setRestoredDraft(false);
      } else {
        draft.keep();
      }
      setToast({ kind: 'success', text: 'Mind map saved successfully!' });
    } catch (error) {
      const reason = mapErrorMessage(error, 'save');
      if (isSaveConflict(error)) setConflict(reason);
      else setToast({ kind: 'error', text: `Error saving mind map: ${reason}` });
    }
  }, [adoptSaved, busy, current, draft, sendSave, show]);

  const expand = useCallback(
    async (nodeId: string) => {
      if (busy) return;
      const before = current();
      try {
        const expanded = await sendExpand({
          nodeId,
          mapData: before,
          version: versionRef.current,
        });
        recordStep(before);
        adoptSaved(expanded);
        const known = new Set(before.nodes.map((n) => n.id));
        const fresh = expanded.map_data.nodes.filter((n) => !known.has(n.id)).map((n) => n.id);
        show(expanded.map_data, fresh);
        if (fresh.length) setAdded([nodeId, ...fresh]);
        setDirty(false);
        draft.drop();
      } catch (error) {
        if (isSaveConflict(error)) setConflict(mapErrorMessage(error, 'expand'));
      }
    },
    [adoptSaved, busy, current, draft, recordStep, sendExpand, show],
  );

  const saveFailure =
    saveMutation.error && !isSaveConflict(saveMutation.error)
      ? `Failed to save: ${mapErrorMessage(saveMutation.error, 'save')}`
      : null;
  const aiFailure =
    expandMutation.error && !isSaveConflict(expandMutation.error)
      ? `AI Error: ${mapErrorMessage(expandMutation.error, 'expand')}`
      : null;

  return {
    load,
    map: adopted,
    nodes,
    edges,
    nodesRef,
    dirty,
    saving,
    busy,
    saveError: saveFailure,
    aiError: aiFailure,
    conflict,
    restoredDraft,
    toast,
    editingId,
    added,
    canUndo: history.canUndo,
    canRedo: history.canRedo,
    current,
    reload,
    discardDraft,
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
    setOverlay,
    /** Brings these nodes into view when any is outside it. */
    bringIntoView: setAdded,
    setEditingId,
    undo: () => step('undo'),
    redo: () => step('redo'),
    tidy,
    save,
    expand,
    setToast,
    /** New title, description or tags from PATCH: the graph and its version are not touched. */
    setDetails: (details: MindMap) => {
      if (!adopted) return;
      const next = {
        ...adopted,
        title: details.title,
        description: details.description,
        tags: details.tags,
      };
      setAdopted(next);
      queryClient.setQueryData(mindMapKeys.map(mapId), next);
    },
    dismissSaveError: resetSave,
    dismissAiError: resetExpand,
    markSaved: () => {
      setDirty(false);
      draft.drop();
    },
  };
}

export type MapEditor = ReturnType<typeof useMapEditor>;
