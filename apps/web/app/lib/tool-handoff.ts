import { PERSONAL_KEY_PREFIXES, readStorage, removeStorage, writeStorage } from './storage';

/**
 * Tools hand material to each other without importing each other (features never import
 * features): the sender leaves a hand-off here and navigates to the receiver's route with
 * `?from=handoff`; the receiver's route takes it once. Kept in sessionStorage so it belongs to
 * this tab only and survives the navigation (and a reload of the receiver before it is taken),
 * and expires so a stale one never surprises anyone later.
 */
export type HandoffTarget = 'flashcards' | 'planner';

export interface Handoff {
  /** Where it came from, for the receiver's wording ("From your mind map 'Cells'"). */
  source: 'mind-map';
  /** A short title: the map title or the branch's root label. */
  title: string;
  /** The material itself: for a mind-map branch, an indented Markdown outline of its labels. */
  text: string;
  /**
   * The saved map the branch is from and its nodes' ids in the outline's item order, so cards
   * made from it can remember their node. Absent when the map is not saved on the server.
   */
  map?: { id: string; nodeIds: string[] };
  /** Epoch ms when it was left. */
  createdAt: number;
}

export const HANDOFF_QUERY = 'from=handoff';
const HANDOFF_TTL_MS = 10 * 60_000;
const key = (target: HandoffTarget) => `${PERSONAL_KEY_PREFIXES.handoff}${target}`;

/** Leaves material for `target`; returns the route to navigate to. */
export function handOff(
  target: HandoffTarget,
  handoff: Omit<Handoff, 'createdAt'>,
  now = Date.now(),
) {
  // Storage full or disabled: the receiver opens empty, which is still a working tool.
  writeStorage(key(target), JSON.stringify({ ...handoff, createdAt: now }), 'session');
  const path = target === 'flashcards' ? '/app/flashcards' : '/app/ai-planner';
  return `${path}?${HANDOFF_QUERY}`;
}

function isHandoff(value: unknown): value is Handoff {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    v.source === 'mind-map' &&
    typeof v.title === 'string' &&
    typeof v.text === 'string' &&
    typeof v.createdAt === 'number' &&
    (v.map === undefined ||
      (typeof v.map === 'object' &&
        v.map !== null &&
        typeof (v.map as Record<string, unknown>).id === 'string' &&
        Array.isArray((v.map as Record<string, unknown>).nodeIds)))
  );
}

/**
 * The hand-off left for `target`, if one is there and fresh, without taking it: safe in a render
 * React may run again (a render that suspends while hydrating is thrown away and redone).
 */
export function peekHandoff(target: HandoffTarget, now = Date.now()): Handoff | null {
  const raw = readStorage(key(target), 'session');
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      !isHandoff(value) ||
      now - value.createdAt > HANDOFF_TTL_MS ||
      value.createdAt > now + 60_000
    ) {
      return null;
    }
    return value;
  } catch {
    return null;
  }
}

/** Forgets the hand-off left for `target`: once its receiver has shown it. */
export function dropHandoff(target: HandoffTarget) {
  removeStorage(key(target), 'session');
}
