import {
  applyEdgeChanges,
  applyNodeChanges,
  type Connection,
  type EdgeChange,
  type NodeChange,
} from '@xyflow/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MindMap, StoredMapData } from '@quietdesk/core/api/mind-maps';
import { tidyLayout } from '@quietdesk/core/mind-maps/layout';
import { expandNode } from '../api/expand-node';
import { getMindMap } from '../api/get-mind-map';
import { SaveConflictError, saveMindMap } from '../api/save-mind-map';
import { clearDraft, readDraft, sameGraph, writeDraft } from '../model/draft';
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
import { emptyHistory, record, redo, undo, type History } from '../model/history';
import { addChild, addSibling } from '../model/tree-edit';

export type LoadState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded' };
export type Toast = { kind: 'success' | 'error' | 'info'; text: string };

const DRAFT_DELAY_MS = 400;
/** Arrow-key moves within this window undo as one step. */
const KEY_MOVE_WINDOW_MS = 800;

/**
 * The editor's state (docs/product.md §4 Mind map editor): loading, loaded, load-failed, saving,
 * save error, the AI busy flag; plus undo/redo, the local draft and conflict handling.
 */
export function useMapEditor(mapId: string) {
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [map, setMap] = useState<MindMap | null>(null);
  const [nodes, setNodes] = useState<MindNode[]>([]);
  const [edges, setEdges] = useState<MindEdge[]>([]);
  const nodesRef = useRef<MindNode[]>([]);
  const edgesRef = useRef<MindEdge[]>([]);
  const versionRef = useRef<number | undefined>(undefined);
  const [history, setHistory] = useState<History>(emptyHistory);
  const historyRef = useRef(history);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [aiError, setAiError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [restoredDraft, setRestoredDraft] = useState(false);
  const [toast, setToast] = useState<Toast | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  /** Nodes just added (a new array each time): the editor brings them into view. */
  const [added, setAdded] = useState<string[]>([]);
  const draftTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastKeyMove = useRef(0);
  const rememberedThisTick = useRef(false);
  const dragging = useRef(false);

  const putNodes = useCallback((next: MindNode[]) => {
    nodesRef.current = next;
    setNodes(next);
  }, []);
  const putEdges = useCallback((next: MindEdge[]) => {
    edgesRef.current = next;
    setEdges(next);
  }, []);
  const putHistory = useCallback((next: History) => {
    historyRef.current = next;
    setHistory(next);
  }, []);

  const current = useCallback(() => fromFlow(nodesRef.current, edgesRef.current), []);

  const show = useCallback(
    (graph: StoredMapData, select: readonly string[] = []) => {
      const flow = toFlow(graph, nodesRef.current);
      const selected = new Set(select);
      putNodes(
        selected.size
          ? flow.nodes.map((n) => ({ ...n, selected: selected.has(n.id) }))
          : flow.nodes,
      );
      putEdges(flow.edges);
    },
    [putNodes, putEdges],
  );

  const writeDraftNow = useCallback(() => {
    clearTimeout(draftTimer.current);
    draftTimer.current = undefined;
    if (versionRef.current === undefined) return;
    writeDraft({
      mapId,
      baseVersion: versionRef.current,
      mapData: current(),
      savedAt: Date.now(),
    });
  }, [current, mapId]);

  const keepDraft = useCallback(() => {
    clearTimeout(draftTimer.current);
    draftTimer.current = setTimeout(writeDraftNow, DRAFT_DELAY_MS);
  }, [writeDraftNow]);

  /** The server has the map (or the person threw the edits away): no draft, none on its way. */
  const dropDraft = useCallback(() => {
    clearTimeout(draftTimer.current);
    draftTimer.current = undefined;
    clearDraft(mapId);
  }, [mapId]);

  const markDirty = useCallback(() => {
    setDirty(true);
    keepDraft();
  }, [keepDraft]);

  /** Call before an edit: the state now becomes one undo step. */
  const remember = useCallback(() => {
    putHistory(record(historyRef.current, current()));
    markDirty();
  }, [current, markDirty, putHistory]);

  /** Several change events of one gesture (nodes and their edges removed) are one undo step. */
  const rememberOnce = useCallback(() => {
    if (rememberedThisTick.current) return;
    rememberedThisTick.current = true;
    setTimeout(() => (rememberedThisTick.current = false), 0);
    remember();
  }, [remember]);

  const reload = useCallback(async () => {
    clearTimeout(draftTimer.current);
    draftTimer.current = undefined;
    setLoad({ status: 'loading' });
    setMap(null);
    putNodes([]);
    putEdges([]);
    setSaveError(null);
    setConflict(null);
    setAiError(null);
    try {
      const loaded = await getMindMap(mapId);
      setMap(loaded);
      versionRef.current = loaded.version;
      putHistory(emptyHistory());
      const draft = readDraft(mapId);
      if (draft && !sameGraph(draft.mapData, loaded.map_data)) {
        // Unsaved edits from an earlier visit: show them, based on the version they started from,
        // so saving over a newer version is reported as a conflict instead of overwriting it.
        versionRef.current = draft.baseVersion;
        show(draft.mapData);
        setDirty(true);
        setRestoredDraft(true);
      } else {
        if (draft) clearDraft(mapId);
        show(loaded.map_data);
        setDirty(false);
        setRestoredDraft(false);
      }
      setLoad({ status: 'loaded' });
    } catch (error) {
      // docs/product.md §4: a load failure clears the map, its nodes and edges.
      setMap(null);
      putNodes([]);
      putEdges([]);
      setLoad({
        status: 'error',
        message: error instanceof Error ? error.message : 'Failed to fetch mind map',
      });
    }
  }, [mapId, putEdges, putHistory, putNodes, show]);

  useEffect(() => {
    void reload();
    // Leaving within the draft delay of the last edit still keeps that edit on this device.
    return () => {
      if (draftTimer.current !== undefined) writeDraftNow();
    };
  }, [reload, writeDraftNow]);

  const discardDraft = useCallback(() => {
    dropDraft();
    setRestoredDraft(false);
    void reload();
  }, [dropDraft, reload]);

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
      putNodes(handlesFromMeasurement(applyNodeChanges(changes, nodesRef.current), measured));
      if (edits.length || moves.length) markDirty();
    },
    [markDirty, putNodes, remember, rememberOnce],
  );

  const onEdgesChange = useCallback(
    (changes: EdgeChange<MindEdge>[]) => {
      const removes = changes.some((c) => c.type === 'remove');
      if (removes) rememberOnce();
      putEdges(applyEdgeChanges(changes, edgesRef.current));
      if (removes) markDirty();
    },
    [markDirty, putEdges, rememberOnce],
  );

  const onConnect = useCallback(
    (connection: Connection) => {
      const edge = connectionEdge(edgesRef.current, connection.source, connection.target);
      if (!edge) return;
      remember();
      putEdges(labelEdges([...edgesRef.current, edge], nodesRef.current));
    },
    [putEdges, remember],
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
    putNodes([
      ...nodesRef.current.map((n) => (n.selected ? { ...n, selected: false } : n)),
      toFlowNode(node, true),
    ]);
    setAdded([node.id]);
  }, [putNodes, remember]);

  const addRelated = useCallback(
    (nodeId: string, kind: 'child' | 'sibling') => {
      if (!nodesRef.current.some((n) => n.id === nodeId)) return;
      remember();
      const id = crypto.randomUUID();
      const added =
        kind === 'child' ? addChild(current(), nodeId, id) : addSibling(current(), nodeId, id);
      show(added.map, [id]);
      setEditingId(id);
      setAdded([id]);
    },
    [current, remember, show],
  );

  const commitText = useCallback(
    (nodeId: string, text: string) => {
      setEditingId(null);
      const node = nodesRef.current.find((n) => n.id === nodeId);
      if (!node || node.data.text === text) return;
      remember();
      putNodes(
        nodesRef.current.map((n) => (n.id === nodeId ? { ...n, data: { ...n.data, text } } : n)),
      );
      putEdges(labelEdges(edgesRef.current, nodesRef.current));
    },
    [putEdges, putNodes, remember],
  );

  const step = useCallback(
    (direction: 'undo' | 'redo') => {
      const result = (direction === 'undo' ? undo : redo)(historyRef.current, current());
      if (!result) return;
      putHistory(result.history);
      show(result.map);
      markDirty();
    },
    [current, markDirty, putHistory, show],
  );

  const tidy = useCallback(() => {
    const graph = current();
    if (!graph.nodes.length) return;
    remember();
    const first = graph.nodes[0]!;
    show(tidyLayout(graph, { x: first.x, y: first.y }));
  }, [current, remember, show]);

  const applySaved = useCallback(
    (saved: MindMap, sent: StoredMapData) => {
      setMap(saved);
      versionRef.current = saved.version;
      // Edits made while the request was out stay on screen (and unsaved).
      if (sameGraph(current(), sent)) {
        const selected = nodesRef.current.filter((n) => n.selected).map((n) => n.id);
        show(saved.map_data, selected);
        setDirty(false);
        dropDraft();
        setRestoredDraft(false);
      } else {
        keepDraft();
      }
    },
    [current, dropDraft, keepDraft, show],
  );

  const save = useCallback(async () => {
    if (saving || busy) return;
    const sent = current();
    setSaving(true);
    setBusy(true);
    setSaveError(null);
    try {
      const saved = await saveMindMap(mapId, sent, versionRef.current);
      applySaved(saved, sent);
      setToast({ kind: 'success', text: 'Mind map saved successfully!' });
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'Failed to save mind map';
      if (error instanceof SaveConflictError) setConflict(reason);
      else {
        setSaveError(`Failed to save: ${reason}`);
        setToast({ kind: 'error', text: `Error saving mind map: ${reason}` });
      }
    } finally {
      setSaving(false);
      setBusy(false);
    }
  }, [applySaved, busy, current, mapId, saving]);

  const expand = useCallback(
    async (nodeId: string) => {
      if (busy) return;
      const before = current();
      setBusy(true);
      setAiError(null);
      try {
        const expanded = await expandNode(mapId, nodeId, before, versionRef.current);
        putHistory(record(historyRef.current, before));
        setMap(expanded);
        versionRef.current = expanded.version;
        const known = new Set(before.nodes.map((n) => n.id));
        const fresh = expanded.map_data.nodes.filter((n) => !known.has(n.id)).map((n) => n.id);
        show(expanded.map_data, fresh);
        if (fresh.length) setAdded([nodeId, ...fresh]);
        setDirty(false);
        dropDraft();
      } catch (error) {
        const message = error instanceof Error ? error.message : 'AI expansion failed';
        if (error instanceof SaveConflictError) setConflict(message);
        else setAiError(`AI Error: ${message}`);
      } finally {
        setBusy(false);
      }
    },
    [busy, current, dropDraft, mapId, putHistory, show],
  );

  return {
    load,
    map,
    nodes,
    edges,
    nodesRef,
    dirty,
    saving,
    busy,
    saveError,
    aiError,
    conflict,
    restoredDraft,
    toast,
    editingId,
    added,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
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
    setEditingId,
    undo: () => step('undo'),
    redo: () => step('redo'),
    tidy,
    save,
    expand,
    setToast,
    /** New title, description or tags from PATCH: the graph and its version are not touched. */
    setDetails: (details: MindMap) =>
      setMap((old) =>
        old
          ? { ...old, title: details.title, description: details.description, tags: details.tags }
          : old,
      ),
    dismissSaveError: () => setSaveError(null),
    dismissAiError: () => setAiError(null),
    markSaved: () => {
      setDirty(false);
      dropDraft();
    },
  };
}

export type MapEditor = ReturnType<typeof useMapEditor>;
