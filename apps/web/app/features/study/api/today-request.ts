import type { Today } from '@quietdesk/core/api/study';
import { apiFetch } from '~/lib/api-client';

/** GET /api/study/today: tasks due or overdue, decks due, focus against the goal, countdowns. */
const getToday = (tz: string) => apiFetch<Today>(`/study/today?tz=${encodeURIComponent(tz)}`);

/**
 * How long an early answer may wait for the Today card: on a slow phone the card's code arrives
 * a few seconds after the dashboard's own; an answer older than this is not today's any more.
 */
const EARLY_ANSWER_MAX_AGE_MS = 10_000;

// A request started as the dashboard's code runs, before React Query and the Today card's code
// are here, waiting for the card's first query to take it: on a phone the answer then travels
// while that code does instead of after it (docs/decisions/068-today-requested-early.md). No
// React Query in this module, so the dashboard's own chunk can start it.
let early: { tz: string; at: number; answer: Promise<Today> } | undefined;

/** Starts the Today request now (in the browser only) for the next `todayAnswer(tz)`. */
export function requestTodayEarly(tz: string): void {
  if (typeof window === 'undefined') return;
  const answer = getToday(tz);
  // Read, success or failure, by the query that takes it; never an unhandled rejection meanwhile.
  answer.catch(() => {});
  early = { tz, at: performance.now(), answer };
}

/**
 * The early request's answer if one is waiting for this zone and is recent (taken once), else a
 * new request.
 */
export function todayAnswer(tz: string): Promise<Today> {
  const waiting = early;
  early = undefined;
  if (waiting?.tz === tz && performance.now() - waiting.at <= EARLY_ANSWER_MAX_AGE_MS)
    return waiting.answer;
  return getToday(tz);
}
