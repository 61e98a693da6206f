// The forecast of due cards: how many cards of each deck fall due on each of the next 30 days, in
// the person's zone, read from the FSRS due date stored on every card. Cards already due count on
// today. A card reviewed during the window comes back later; that return is not counted, as in
// the other spaced-repetition tools' "future due" charts: it depends on answers not given yet.

import { dayIn, daysBetween, type Day } from '../planner/calendar.ts';
import { QUARTER_HOUR_MS } from './progress-buckets.ts';

export const FORECAST_DAYS = 30;

export interface DueBucket {
  deckId: string;
  /** Whole quarter hours since the epoch of the cards' due time (now for cards already due). */
  bucket: number;
  count: number;
}

/** Per deck, the cards due on each day from today (index 0) for `days` days. */
export function dueForecast(
  buckets: readonly DueBucket[],
  today: Day,
  timeZone: string,
  days = FORECAST_DAYS,
): Map<string, number[]> {
  const perDeck = new Map<string, number[]>();
  for (const { deckId, bucket, count } of buckets) {
    const day = dayIn(new Date(bucket * QUARTER_HOUR_MS), timeZone);
    const index = Math.max(0, daysBetween(today, day));
    if (index >= days) continue;
    let counts = perDeck.get(deckId);
    if (!counts) {
      counts = new Array<number>(days).fill(0);
      perDeck.set(deckId, counts);
    }
    counts[index]! += count;
  }
  return perDeck;
}

/** The day-by-day sum of several decks' forecasts. */
export function sumForecasts(forecasts: readonly (readonly number[])[], days = FORECAST_DAYS) {
  const total = new Array<number>(days).fill(0);
  for (const counts of forecasts) counts.forEach((count, i) => (total[i]! += count));
  return total;
}
