// Today in the dashboard's first HTML (docs/decisions/070-today-in-the-first-html.md): the server
// renders the Today card with the owner's answer and puts the same answer in the page as JSON, so
// the card hydrates with what it was sent instead of asking again. Both sides name the pieces
// from here. No zod in this module: the dashboard reads it before anything else.
import type { Today } from '../api/study.ts';

/** The id of the `<script type="application/json">` element that carries the seed. */
export const TODAY_SEED_ELEMENT_ID = 'today-seed';

/**
 * The browser's IANA time zone, set by the dashboard for the next visit: Today's day and totals
 * depend on it, and a page request carries no query the server could read it from.
 */
export const TIME_ZONE_COOKIE = 'qd_tz';

export interface TodaySeed {
  /**
   * The zone the answer was computed for, or null when it is the same in every zone (a visitor
   * with nothing stored: nothing due, no focus, the default goal).
   */
  zone: string | null;
  today: Today;
}
