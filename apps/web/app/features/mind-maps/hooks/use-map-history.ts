import { useCallback, useRef, useState } from 'react';
import type { StoredMapData } from '@quietdesk/core/api/mind-maps';
import { emptyHistory, record, redo, undo, type History } from '../model/history';

/** The editor's undo stack (model/history.ts) as React state. */
export function useMapHistory() {
  const [history, setHistory] = useState<History>(emptyHistory);
  const ref = useRef(history);
  const put = useCallback((next: History) => {
    ref.current = next;
    setHistory(next);
  }, []);
  return {
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    /** `before` becomes the state an undo returns to. */
    record: useCallback((before: StoredMapData) => put(record(ref.current, before)), [put]),
    /** The map to show after one step, or null when there is none. */
    step: useCallback(
      (direction: 'undo' | 'redo', present: StoredMapData) => {
        const result = (direction === 'undo' ? undo : redo)(ref.current, present);
        if (!result) return null;
        put(result.history);
        return result.map;
      },
      [put],
    ),
    clear: useCallback(() => put(emptyHistory()), [put]),
  };
}
