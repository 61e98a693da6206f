import { useCallback, useEffect, useMemo, useState } from 'react';
import type { RecallResult } from '@quietdesk/core/api/mind-maps';
import { useKnowledge, useRecordRecall } from '../api/knowledge';
import { mapErrorMessage } from '../model/errors';
import { treeChildren } from '../model/fold';
import {
  markRecall,
  recallHidden,
  recallStep,
  recallTally,
  reveal,
  startRecall,
  type RecallSession,
} from '../model/recall';
import type { MapEditor } from './use-map-editor';

/**
 * Recall mode over the editor: the session (model/recall.ts), the marks sent to the server one
 * by one, and how well each node is known (tints) from the server's answer.
 */
export function useRecall(mapId: string, editor: MapEditor) {
  const knowledge = useKnowledge(mapId);
  const record = useRecordRecall(mapId);
  const [session, setSession] = useState<RecallSession | null>(null);
  const [error, setError] = useState<string | null>(null);

  const levels = useMemo(
    () =>
      new Map(
        (knowledge.data?.nodes ?? []).map((n) => [n.node_id, { level: n.level, cards: n.cards }]),
      ),
    [knowledge.data],
  );
  const { setOverlay, bringIntoView } = editor;
  useEffect(() => {
    setOverlay({ hidden: session ? recallHidden(session) : null, levels });
  }, [levels, session, setOverlay]);

  const start = useCallback(
    (startId: string) => {
      setError(null);
      setSession(startRecall(treeChildren(editor.edges), startId));
      bringIntoView([startId]);
    },
    [bringIntoView, editor.edges],
  );

  const step = session ? recallStep(session) : null;
  const showNext = useCallback(() => {
    if (!session || step?.kind !== 'recall') return;
    setSession(reveal(session));
    bringIntoView([step.nodeId]);
  }, [bringIntoView, session, step]);

  const { mutateAsync } = record;
  const mark = useCallback(
    async (result: RecallResult) => {
      if (!session || step?.kind !== 'mark') return;
      setError(null);
      try {
        await mutateAsync({ node_id: step.nodeId, result });
        setSession((current) => (current ? markRecall(current, result) : current));
      } catch (caught) {
        setError(mapErrorMessage(caught, 'recall'));
      }
    },
    [mutateAsync, session, step],
  );

  return {
    active: session !== null,
    session,
    step,
    tally: session ? recallTally(session) : null,
    marking: record.isPending,
    error,
    start,
    reveal: showNext,
    mark,
    end: useCallback(() => setSession(null), []),
  };
}

export type Recall = ReturnType<typeof useRecall>;
