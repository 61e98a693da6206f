import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MindMap, StoredMapData } from '@quietdesk/core/api/mind-maps';
import { useExpandNode } from '../api/expand-node';
import { mindMapQuery } from '../api/get-mind-map';
import { mindMapKeys } from '../api/query-keys';
import { useSaveMindMap } from '../api/save-mind-map';
import { clearDraft, readDraft, sameGraph } from '../model/draft';
import { isSaveConflict, mapErrorMessage } from '../model/errors';
import { useMapDraft } from './use-map-draft';
import type { WorkingCopy } from './use-working-copy';

type LoadState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded' };
export type Toast = { kind: 'success' | 'error' | 'info'; text: string };

interface UndoSteps {
  /** `before` becomes the state an undo returns to. */
  record: (before: StoredMapData) => void;
  clear: () => void;
}

/**
 * The working copy against the server: the map is read (a query) and becomes the working copy,
 * unless this device holds unsaved edits of it (use-map-draft.ts); saves and AI expansions are
 * mutations whose answer becomes the new base version; a version the server no longer has is a
 * conflict the person resolves.
 */
export function useMapSync(mapId: string, copy: WorkingCopy, history: UndoSteps) {
  const { put, show, current, nodesRef } = copy;
  const queryClient = useQueryClient();
  const query = useQuery(mindMapQuery(mapId));
  /** The server's map the working copy was last set from (or saved as). */
  const [adopted, setAdopted] = useState<MindMap | null>(null);
  const versionRef = useRef<number | undefined>(undefined);
  const saveMutation = useSaveMindMap(mapId);
  const { mutateAsync: sendSave, reset: resetSave } = saveMutation;
  const expandMutation = useExpandNode(mapId);
  const { mutateAsync: sendExpand, reset: resetExpand } = expandMutation;
  const [dirty, setDirty] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [restoredDraft, setRestoredDraft] = useState(false);
  const [toast, setToast] = useState<Toast | null>(null);

  const draft = useMapDraft(
    mapId,
    current,
    useCallback(() => versionRef.current, []),
  );

  const markDirty = useCallback(() => {
    setDirty(true);
    draft.keep();
  }, [draft]);

  // A map read from the server becomes the working copy, unless unsaved edits from an earlier
  // visit are on this device: those are shown, based on the version they started from, so
  // saving over a newer version is reported as a conflict instead of overwriting it.
  const loaded = query.data;
  const { clear: clearHistory, record: recordStep } = history;
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
  }, [adoptSaved, busy, current, draft, nodesRef, sendSave, show]);

  /** Expands a node with AI; the ids of the nodes it added (none when it failed). */
  const expand = useCallback(
    async (nodeId: string): Promise<string[]> => {
      if (busy) return [];
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
        setDirty(false);
        draft.drop();
        return fresh;
      } catch (error) {
        if (isSaveConflict(error)) setConflict(mapErrorMessage(error, 'expand'));
        return [];
      }
    },
    [adoptSaved, busy, current, draft, recordStep, sendExpand, show],
  );

  return {
    load,
    map: adopted,
    dirty,
    markDirty,
    saving,
    busy,
    saveError:
      saveMutation.error && !isSaveConflict(saveMutation.error)
        ? `Failed to save: ${mapErrorMessage(saveMutation.error, 'save')}`
        : null,
    aiError:
      expandMutation.error && !isSaveConflict(expandMutation.error)
        ? `AI Error: ${mapErrorMessage(expandMutation.error, 'expand')}`
        : null,
    conflict,
    restoredDraft,
    toast,
    setToast,
    reload,
    discardDraft,
    save,
    expand,
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
