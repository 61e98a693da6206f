import type { StoredMapData } from '@quietdesk/core/api/mind-maps';

// Undo/redo over whole-graph snapshots. A snapshot of a 2,000-node map is a few hundred KB of
// small objects and is only taken when an edit starts (drag start, add, delete, text commit, AI
// expansion, layout), so a bounded stack of them is cheap and every edit undoes in one step.

export const HISTORY_LIMIT = 100;

export interface History {
  past: StoredMapData[];
  future: StoredMapData[];
}

export const emptyHistory = (): History => ({ past: [], future: [] });

/** Records `before` as the state to return to; a new edit forgets what was undone. */
export function record(history: History, before: StoredMapData): History {
  return { past: [...history.past, before].slice(-HISTORY_LIMIT), future: [] };
}

export function undo(history: History, present: StoredMapData) {
  const previous = history.past.at(-1);
  if (!previous) return null;
  return {
    history: { past: history.past.slice(0, -1), future: [present, ...history.future] },
    map: previous,
  };
}

export function redo(history: History, present: StoredMapData) {
  const next = history.future[0];
  if (!next) return null;
  return {
    history: {
      past: [...history.past, present].slice(-HISTORY_LIMIT),
      future: history.future.slice(1),
    },
    map: next,
  };
}
