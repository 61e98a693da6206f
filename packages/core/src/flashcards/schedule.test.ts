import { describe, expect, it } from 'vitest';
import {
  examDeadline,
  formatInterval,
  isDue,
  newSchedule,
  previewDue,
  review,
  type CardSchedule,
  type ReviewRating,
} from './schedule.ts';

const now = new Date();
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
const DAY = 86_400_000;

function rateAll(ratings: ReviewRating[], start = now, examDate?: string) {
  let schedule: CardSchedule = newSchedule(start);
  let at = start;
  for (const rating of ratings) {
    schedule = review(schedule, rating, at, { examDate }).schedule;
    at = schedule.due > at ? schedule.due : later(at, 60_000);
  }
  return schedule;
}

describe('FSRS scheduling', () => {
  it('makes a new card due at once', () => {
    const card = newSchedule(now);
    expect(card.state).toBe('new');
    expect(isDue(card, now)).toBe(true);
  });

  it('schedules a card rated Good twice later than one rated Again', () => {
    const good = rateAll(['good', 'good']);
    const again = rateAll(['again']);
    expect(good.due.getTime()).toBeGreaterThan(again.due.getTime());
    expect(good.due.getTime() - now.getTime()).toBeGreaterThanOrEqual(DAY);
    expect(again.due.getTime() - now.getTime()).toBeLessThan(DAY);
    expect(again.state).toBe('learning');
  });

  it('orders the preview Again < Hard <= Good < Easy and keeps the log', () => {
    const reviewed = rateAll(['good', 'good', 'good']);
    const at = reviewed.due;
    const preview = previewDue(reviewed, at);
    expect(preview.again.getTime()).toBeLessThan(preview.hard.getTime());
    expect(preview.hard.getTime()).toBeLessThanOrEqual(preview.good.getTime());
    expect(preview.good.getTime()).toBeLessThan(preview.easy.getTime());
    const { schedule, log } = review(reviewed, 'again', at);
    expect(log).toMatchObject({ rating: 'again', state: 'review', reviewedAt: at });
    expect(schedule.lapses).toBe(1);
    expect(schedule.due.getTime()).toBe(preview.again.getTime());
  });

  it('never schedules a card past the day before the exam', () => {
    const exam = new Date(now.getTime() + 5 * DAY).toISOString().slice(0, 10);
    const deadline = examDeadline(exam, now)!;
    expect(deadline.toISOString()).toBe(
      new Date(Date.parse(`${exam}T00:00:00Z`) - DAY).toISOString(),
    );
    const easy = review(newSchedule(now), 'easy', now, { examDate: exam }).schedule;
    expect(easy.due.getTime()).toBe(deadline.getTime());
    const without = review(newSchedule(now), 'easy', now).schedule;
    expect(without.due.getTime()).toBeGreaterThan(deadline.getTime());
    const preview = previewDue(newSchedule(now), now, { examDate: exam });
    expect(preview.easy.getTime()).toBeLessThanOrEqual(deadline.getTime());
  });

  it('lets FSRS decide once the exam is too close or past', () => {
    const past = new Date(now.getTime() - 3 * DAY).toISOString().slice(0, 10);
    expect(examDeadline(past, now)).toBeUndefined();
    expect(examDeadline(null, now)).toBeUndefined();
    expect(rateAll(['easy'], now, past).due.getTime()).toBe(rateAll(['easy']).due.getTime());
  });

  it('formats intervals the way the review buttons show them', () => {
    expect(formatInterval(now, later(now, 20_000))).toBe('<1m');
    expect(formatInterval(now, later(now, 10 * 60_000))).toBe('10m');
    expect(formatInterval(now, later(now, 3 * 3_600_000))).toBe('3h');
    expect(formatInterval(now, later(now, 4 * DAY))).toBe('4d');
    expect(formatInterval(now, later(now, 60 * DAY))).toBe('2mo');
    expect(formatInterval(now, later(now, 547 * DAY))).toBe('1.5y');
  });
});
