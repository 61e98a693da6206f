import type { RecallResult } from '@quietdesk/core/api/mind-maps';
import { descendantsOf } from './fold';

// Recall mode: everything below the starting node is hidden; the person tries to recall the
// next branch, reveals it and says whether they knew it. Branches come nearest first (breadth
// first), so a node is always asked after its parent is on screen.

/** The editor's address with this query opens the map in recall mode ("Quiz this map"). */
export const RECALL_QUERY = 'recall=1';

export interface RecallSession {
  startId: string;
  /** The nodes to recall, in the order they are asked. */
  order: string[];
  /** Each one's parent in the map's tree (on screen when it is asked). */
  parents: Record<string, string>;
  /** How many of `order` are on screen. */
  revealed: number;
  marks: Record<string, RecallResult>;
}

export function startRecall(
  children: ReadonlyMap<string, string[]>,
  startId: string,
): RecallSession {
  const order = descendantsOf(children, startId);
  const asked = new Set(order);
  const parents: Record<string, string> = {};
  for (const [parent, list] of children)
    for (const child of list) if (asked.has(child) && !(child in parents)) parents[child] = parent;
  return { startId, order, parents, revealed: 0, marks: {} };
}

type RecallStep =
  { kind: 'recall'; nodeId: string } | { kind: 'mark'; nodeId: string } | { kind: 'done' };

/** What the person does next: recall the next node, mark the one just revealed, or nothing. */
export function recallStep(session: RecallSession): RecallStep {
  const last = session.order[session.revealed - 1];
  if (last !== undefined && !session.marks[last]) return { kind: 'mark', nodeId: last };
  const next = session.order[session.revealed];
  return next === undefined ? { kind: 'done' } : { kind: 'recall', nodeId: next };
}

export function reveal(session: RecallSession): RecallSession {
  const step = recallStep(session);
  return step.kind === 'recall' ? { ...session, revealed: session.revealed + 1 } : session;
}

export function markRecall(session: RecallSession, result: RecallResult): RecallSession {
  const step = recallStep(session);
  if (step.kind !== 'mark') return session;
  return { ...session, marks: { ...session.marks, [step.nodeId]: result } };
}

/** The nodes still hidden. */
export const recallHidden = (session: RecallSession): Set<string> =>
  new Set(session.order.slice(session.revealed));

export function recallTally(session: RecallSession) {
  const results = Object.values(session.marks);
  return {
    knew: results.filter((r) => r === 'knew').length,
    missed: results.filter((r) => r === 'missed').length,
    total: session.order.length,
  };
}
