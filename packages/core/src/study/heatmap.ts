// The year of study days: focus minutes and cards reviewed per day in the person's zone, laid out
// as a calendar of weeks (Monday first) like a contribution graph, with an intensity level per day.

import { addDays, daysBetween, type Day } from '../planner/calendar.ts';
import type { StudyDay } from '../api/study-progress.ts';
import { totalsByDay, type Bucket } from './progress-buckets.ts';

/** Days shown: today and the 364 before it. */
export const HEATMAP_DAYS = 365;
/** Seconds a card review counts as when a day's study time is summed for its level. */
const SECONDS_PER_CARD = 10;
/** Study minutes from which a day reaches levels 1–4. */
const HEATMAP_LEVEL_MINUTES = [1, 15, 45, 90] as const;

interface HeatmapCell extends StudyDay {
  /** 0 (nothing) to 4 (90 minutes or more of focus and reviews together). */
  level: number;
}

export interface Heatmap {
  /** Columns of 7 days, Monday to Sunday; null for days outside the year shown. */
  weeks: (HeatmapCell | null)[][];
  studyDays: number;
  focusMinutes: number;
  cardsReviewed: number;
}

/** The first day of the year shown, today being its last. */
export function heatmapStart(today: Day): Day {
  return addDays(today, -(HEATMAP_DAYS - 1));
}

/**
 * Days with any study in the year to `today`, oldest first, from quarter-hour buckets of focus
 * milliseconds and of reviews. Focus counts on the day its phase ended, as Today counts it.
 */
export function studyDays(
  focusMs: readonly Bucket[],
  reviews: readonly Bucket[],
  today: Day,
  timeZone: string,
): StudyDay[] {
  const start = heatmapStart(today);
  const focus = totalsByDay(focusMs, timeZone);
  const cards = totalsByDay(reviews, timeZone);
  const days = [...new Set([...focus.keys(), ...cards.keys()])]
    .filter((day) => day >= start && day <= today)
    .sort();
  return days
    .map((day) => ({
      day,
      focus_minutes: Math.floor((focus.get(day) ?? 0) / 60_000),
      cards_reviewed: cards.get(day) ?? 0,
    }))
    .filter((day) => day.focus_minutes > 0 || day.cards_reviewed > 0);
}

export function studyLevel(day: Pick<StudyDay, 'focus_minutes' | 'cards_reviewed'>): number {
  const minutes = day.focus_minutes + (day.cards_reviewed * SECONDS_PER_CARD) / 60;
  if (day.cards_reviewed > 0 && minutes < HEATMAP_LEVEL_MINUTES[0]) return 1;
  let level = 0;
  for (const threshold of HEATMAP_LEVEL_MINUTES) if (minutes >= threshold) level += 1;
  return level;
}

/** 0 for Monday … 6 for Sunday. */
function weekday(day: Day): number {
  return (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
}

/** The year to `today` as weeks of cells, the first week starting on the Monday before. */
export function heatmapGrid(days: readonly StudyDay[], today: Day): Heatmap {
  const start = heatmapStart(today);
  const byDay = new Map(days.map((day) => [day.day, day]));
  const firstMonday = addDays(start, -weekday(start));
  const weekCount = Math.floor(daysBetween(firstMonday, today) / 7) + 1;
  const weeks: (HeatmapCell | null)[][] = [];
  let studyDayCount = 0;
  let focusMinutes = 0;
  let cardsReviewed = 0;
  for (let w = 0; w < weekCount; w += 1) {
    const week: (HeatmapCell | null)[] = [];
    for (let d = 0; d < 7; d += 1) {
      const day = addDays(firstMonday, w * 7 + d);
      if (day < start || day > today) {
        week.push(null);
        continue;
      }
      const found = byDay.get(day);
      const cell = {
        day,
        focus_minutes: found?.focus_minutes ?? 0,
        cards_reviewed: found?.cards_reviewed ?? 0,
      };
      const level = studyLevel(cell);
      if (level > 0) studyDayCount += 1;
      focusMinutes += cell.focus_minutes;
      cardsReviewed += cell.cards_reviewed;
      week.push({ ...cell, level });
    }
    weeks.push(week);
  }
  return { weeks, studyDays: studyDayCount, focusMinutes, cardsReviewed };
}
