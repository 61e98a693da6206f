import { createContext, useContext } from 'react';

/** What a node needs from the editor; one stable object so 2,000 memoised nodes do not re-render. */
export interface NodeActions {
  editingId: string | null;
  busy: boolean;
  startEditing: (id: string) => void;
  commitText: (id: string, text: string) => void;
  cancelEditing: () => void;
  expand: (id: string) => void;
  /** Folds or unfolds the node's branch. */
  toggleFold: (id: string) => void;
  /** Recall mode: the map is being quizzed, not edited. */
  recalling: boolean;
  /**
   * Big map: a node draws its handle elements only while selected, hovered or while a
   * connection is being drawn (every handle element subscribes to React Flow's store, which
   * changes on every pan step); model/flow.ts declares where the handles are for edges.
   */
  compact: boolean;
  /** A connection is being drawn: every node shows its handles to drop it on. */
  connecting: boolean;
}

export const NodeActionsContext = createContext<NodeActions | null>(null);

export function useNodeActions(): NodeActions {
  const actions = useContext(NodeActionsContext);
  if (!actions) throw new Error('Mind-map nodes must be rendered inside the editor.');
  return actions;
}
