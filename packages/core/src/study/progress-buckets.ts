// Study history travels from the database as quarter-hour buckets (whole quarter hours since the
// Unix epoch, UTC): every time zone in use is offset from UTC by a whole number of quarter hours,
// so a bucket never straddles midnight anywhere, and the day a bucket belongs to can be read in the
// person's zone here, without the database having to know the zone.

import { dayIn, type Day } from '../planner/calendar.ts';

export const QUARTER_HOUR_MS = 900_000;

export interface Bucket {
  /** Whole quarter hours since 1970-01-01T00:00Z. */
  bucket: number;
  value: number;
}

/** Each bucket's value added up per calendar day in `timeZone`. */
export function totalsByDay(buckets: readonly Bucket[], timeZone: string): Map<Day, number> {
  const totals = new Map<Day, number>();
  for (const { bucket, value } of buckets) {
    const day = dayIn(new Date(bucket * QUARTER_HOUR_MS), timeZone);
    totals.set(day, (totals.get(day) ?? 0) + value);
  }
  return totals;
}
