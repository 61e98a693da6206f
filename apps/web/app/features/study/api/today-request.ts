import type { Today } from '@quietdesk/core/api/study';
import {
  TIME_ZONE_COOKIE,
  TODAY_SEED_ELEMENT_ID,
  type TodaySeed,
} from '@quietdesk/core/study/today-seed';
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

// The answer the server rendered the card with, when the page came with one
// (docs/decisions/070-today-in-the-first-html.md): the card's first render must show the same, or
// React would drop the HTML it was sent and render the card anew.
let sent: { seed: TodaySeed; at: number } | undefined;

/**
 * The seed the page came with, taken out of the page as it is read: after a sign-out in this tab
 * nothing of the person's may stay in it.
 */
function seedInPage(): TodaySeed | undefined {
  const element = document.getElementById(TODAY_SEED_ELEMENT_ID);
  const text = element?.textContent;
  element?.remove();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as TodaySeed;
  } catch {
    return undefined;
  }
}

/** Tells the server the zone to render the next dashboard's Today in (a page request has no query). */
function rememberTimeZone(tz: string): void {
  const cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(tz)}`;
  if (document.cookie.split('; ').includes(cookie)) return;
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${cookie}; path=/app; max-age=31536000; samesite=lax${secure}`;
}

/**
 * The answer the page was sent with, taken once, for the card's first render, with when it was
 * true (epoch ms) for the query's staleness. Only as recent as an early answer may be: the card
 * takes it as it hydrates, and an answer left untaken (the person went elsewhere first) must not
 * be shown later, perhaps to someone who signed in after them in this tab. An answer for another
 * zone (the browser moved since its last visit named one) still hydrates the HTML it was rendered
 * into, dated 0 so that it is asked for again at once.
 */
export function takeTodaySeed(tz: string): { today: Today; updatedAt: number } | undefined {
  const waiting = sent;
  sent = undefined;
  if (!waiting) return undefined;
  const { seed, at } = waiting;
  const age = performance.now() - at;
  if (age > EARLY_ANSWER_MAX_AGE_MS) return undefined;
  const fits = seed.zone === null || seed.zone === tz;
  return { today: seed.today, updatedAt: fits ? Date.now() - age : 0 };
}

/**
 * Starts the Today request now (in the browser only) for the next `todayAnswer(tz)`, unless the
 * page came with Today: the card then starts from that answer.
 */
export function requestTodayEarly(tz: string): void {
  if (typeof window === 'undefined') return;
  rememberTimeZone(tz);
  const seed = seedInPage();
  if (seed) {
    sent = { seed, at: performance.now() };
    return;
  }
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
