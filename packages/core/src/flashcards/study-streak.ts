// The study-day streak: days in a row on which the person did reviews, separate from the quiz's
// answer streak. It is fair: a day on which nothing was due neither counts nor breaks it, and
// today does not break it before the day is over.

import { addDays, dayIn, type Day } from '../planner/calendar.ts';

export { isTimeZone } from '../timer/stats.ts';

/** A calendar day as YYYY-MM-DD in the person's time zone. */
type DayKey = Day;

/** The calendar day of `instant` in `timeZone` (an IANA name such as "Europe/Paris"). */
export const dayKey = dayIn;

export const previousDay = (day: DayKey): DayKey => addDays(day, -1);

/** A card's history: when it was created and, in order, each review with the due it set. */
export interface CardHistory {
  createdAt: Date;
  reviews: readonly { reviewedAt: Date; dueAfter: Date }[];
}

export interface StudyStreak {
  /** Days in a row with reviews, skipping days with nothing due. */
  current: number;
  reviewedToday: boolean;
}

/** How far back the streak is followed (a year and a day). */
const MAX_DAYS = 366;

/**
 * Days on which some card was waiting: from each due moment until the review that answered it
 * (or until now when it still waits). The waits are merged first, so a big deck of cards due
 * together costs one walk over the calendar, not one per card.
 */
function daysWithDueCards(cards: readonly CardHistory[], now: Date, timeZone: string) {
  const earliest = now.getTime() - MAX_DAYS * 86_400_000;
  const waits: [number, number][] = [];
  const add = (from: Date, to: Date) => {
    const start = Math.max(from.getTime(), earliest);
    if (to.getTime() > start) waits.push([start, to.getTime()]);
  };
  for (const card of cards) {
    let due = card.createdAt;
    for (const r of card.reviews) {
      add(due, r.reviewedAt);
      due = r.dueAfter;
    }
    add(due, now);
  }
  waits.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const wait of waits) {
    const last = merged[merged.length - 1];
    if (last && wait[0] <= last[1]) last[1] = Math.max(last[1], wait[1]);
    else merged.push([...wait]);
  }
  const days = new Set<DayKey>();
  for (const [from, to] of merged) {
    const end = dayKey(new Date(to - 1), timeZone);
    for (let at = from, i = 0; i <= MAX_DAYS; i++, at += 86_400_000) {
      const key = dayKey(new Date(at), timeZone);
      days.add(key);
      if (key >= end) break;
    }
    days.add(end);
  }
  return days;
}

export function studyStreak(
  cards: readonly CardHistory[],
  now: Date,
  timeZone: string,
): StudyStreak {
  const reviewDays = new Set<DayKey>();
  let firstReview = Infinity;
  for (const card of cards) {
    for (const r of card.reviews) {
      reviewDays.add(dayKey(r.reviewedAt, timeZone));
      firstReview = Math.min(firstReview, r.reviewedAt.getTime());
    }
  }
  const today = dayKey(now, timeZone);
  const reviewedToday = reviewDays.has(today);
  if (reviewDays.size === 0) return { current: 0, reviewedToday };
  const firstDay = dayKey(new Date(firstReview), timeZone);
  const dueDays = daysWithDueCards(cards, now, timeZone);

  let current = reviewedToday ? 1 : 0;
  let day = previousDay(today);
  for (let i = 0; i < MAX_DAYS && day >= firstDay; i++, day = previousDay(day)) {
    if (reviewDays.has(day)) current += 1;
    else if (dueDays.has(day)) break;
  }
  return { current, reviewedToday };
}
