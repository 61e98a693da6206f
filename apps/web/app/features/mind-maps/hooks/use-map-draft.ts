import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { StoredMapData } from '@quietdesk/core/api/mind-maps';
import { clearDraft, writeDraft } from '../model/draft';

const DRAFT_DELAY_MS = 400;

/**
 * The local draft of unsaved edits (model/draft.ts): written 400 ms after the last edit, with
 * the version the edits started from; flushed when the editor closes within that delay.
 */
export function useMapDraft(
  mapId: string,
  snapshot: () => StoredMapData,
  baseVersion: () => number | undefined,
) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const writeNow = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const version = baseVersion();
    if (version === undefined) return;
    writeDraft({ mapId, baseVersion: version, mapData: snapshot(), savedAt: Date.now() });
  }, [baseVersion, mapId, snapshot]);

  const keep = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(writeNow, DRAFT_DELAY_MS);
  }, [writeNow]);

  /** Nothing on its way (a reload is starting). */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  /** The server has the map (or the person threw the edits away): no draft, none on its way. */
  const drop = useCallback(() => {
    cancel();
    clearDraft(mapId);
  }, [cancel, mapId]);

  // Leaving within the draft delay of the last edit still keeps that edit on this device.
  useEffect(
    () => () => {
      if (timer.current !== undefined) writeNow();
    },
    [writeNow],
  );

  return useMemo(() => ({ keep, cancel, drop }), [keep, cancel, drop]);
}
