import { describe, expect, it } from 'vitest';
import { addDays, dayIn, daysBetween } from './calendar.ts';
import { planDeadline, replan, type ReplanTask } from './replan.ts';
import { taskMinutes } from './task-minutes.ts';

const task = (estimated_duration: string, extra: Partial<ReplanTask> = {}): ReplanTask => ({
  estimated_duration,
  priority: 'medium',
  done: false,
  ...extra,
});

describe('calendar days', () => {
  it('cross month ends, leap days and New Year', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-01-30', '2026-03-02')).toBe(31);
  });

  it('count a 23-hour and a 25-hour daylight-saving day as one day each', () => {
    // Europe/Berlin: clocks go forward on 2026-03-29 and back on 2026-10-25.
    const berlin = (iso: string) => dayIn(new Date(iso), 'Europe/Berlin');
    expect(berlin('2026-03-28T23:30:00Z')).toBe('2026-03-29'); // 00:30 CET
    expect(berlin('2026-03-29T22:30:00Z')).toBe('2026-03-30'); // 00:30 CEST
    expect(daysBetween(berlin('2026-03-28T23:30:00Z'), berlin('2026-03-29T22:30:00Z'))).toBe(1);
    expect(berlin('2026-10-25T22:59:00Z')).toBe('2026-10-25'); // 23:59 CET, a 25-hour day
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
  });
});

describe('task minutes', () => {
  it('reads clock time as clock time and days as study days', () => {
    expect(taskMinutes('90 minutes', 2)).toBe(90);
    expect(taskMinutes('2 hours', 3)).toBe(120);
    expect(taskMinutes('3 days', 2)).toBe(360);
    expect(taskMinutes('soon', 2)).toBe(60);
  });
});

describe('replan', () => {
  it('spreads undone work in order over the days left, within the hours per day', () => {
    const result = replan({
      tasks: [
        task('2 hours', { done: true, due_date: '2026-03-01' }),
        task('2 hours'),
        task('3 hours'),
        task('1 hour'),
      ],
      today: '2026-03-10',
      deadline: '2026-03-13',
      hoursPerDay: 2,
    });
    expect(result.fits).toBe(true);
    expect(result.dueDates).toEqual(['2026-03-01', '2026-03-10', '2026-03-12', '2026-03-12']);
    expect(result.load).toEqual([
      { day: '2026-03-10', minutes: 120 },
      { day: '2026-03-11', minutes: 120 },
      { day: '2026-03-12', minutes: 120 },
    ]);
  });

  it('keeps the mock exam and reviews (last in the plan) before the exam day', () => {
    const result = replan({
      tasks: [task('1 day'), task('1 day'), task('1 hour'), task('2 hours')],
      today: '2026-05-01',
      deadline: '2026-05-05',
      hoursPerDay: 3,
    });
    expect(result.fits).toBe(true);
    for (const due of result.dueDates) expect(due! <= '2026-05-05').toBe(true);
    expect(result.dueDates[3]! >= result.dueDates[2]!).toBe(true);
  });

  it('crosses a month end', () => {
    const result = replan({
      tasks: [task('1 day'), task('1 day'), task('1 day')],
      today: '2026-04-29',
      deadline: '2026-05-02',
      hoursPerDay: 2,
    });
    expect(result.dueDates).toEqual(['2026-04-29', '2026-04-30', '2026-05-01']);
  });

  it('over a daylight-saving change still gives every day its full hours', () => {
    const result = replan({
      tasks: [task('1 day'), task('1 day'), task('1 day')],
      today: '2026-03-28',
      deadline: '2026-03-30',
      hoursPerDay: 4,
    });
    expect(result.availableMinutes).toBe(3 * 240);
    expect(result.dueDates).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
  });

  it('with the deadline today, only what is left of today counts', () => {
    const result = replan({
      tasks: [task('2 hours'), task('2 hours')],
      today: '2026-06-15',
      deadline: '2026-06-15',
      hoursPerDay: 3,
      minutesDoneToday: 60,
    });
    expect(result.daysLeft).toBe(1);
    expect(result.availableMinutes).toBe(120);
    expect(result.fits).toBe(false);
    expect(result.shortByHours).toBe(2);
    expect(result.choices.hoursPerDay).toBe(5);
    expect(result.choices.deadline).toBe('2026-06-16');
  });

  it('with the deadline passed, nothing fits and a new deadline is offered from today', () => {
    const result = replan({
      tasks: [task('3 hours')],
      today: '2026-06-20',
      deadline: '2026-06-15',
      hoursPerDay: 2,
    });
    expect(result.deadlinePassed).toBe(true);
    expect(result.daysLeft).toBe(0);
    expect(result.fits).toBe(false);
    expect(result.shortByHours).toBe(3);
    expect(result.choices.hoursPerDay).toBeNull();
    expect(result.choices.deadline).toBe('2026-06-21');
  });

  it('says by how many hours it does not fit, and which choices would make it fit', () => {
    const result = replan({
      tasks: [task('2 days'), task('1 day', { priority: 'low' }), task('2 hours')],
      today: '2026-01-30',
      deadline: '2026-02-01',
      hoursPerDay: 2,
    });
    // 4 + 2 + 2 = 8 hours needed, 3 days × 2 = 6 available.
    expect(result.fits).toBe(false);
    expect(result.shortByHours).toBe(2);
    expect(result.choices).toEqual({
      hoursPerDay: 2.75,
      fitsWithoutLowPriority: true,
      deadline: '2026-02-02',
    });
    const dropped = replan({
      tasks: [task('2 days'), task('1 day', { priority: 'low' }), task('2 hours')],
      today: '2026-01-30',
      deadline: '2026-02-01',
      hoursPerDay: 2,
      dropLowPriority: true,
    });
    expect(dropped.fits).toBe(true);
    expect(dropped.dueDates).toEqual(['2026-01-31', undefined, '2026-02-01']);
  });

  it('counts time already spent on a task', () => {
    const result = replan({
      tasks: [task('3 hours', { actual_minutes: 120 }), task('4 hours', { actual_minutes: 500 })],
      today: '2026-02-01',
      deadline: '2026-02-01',
      hoursPerDay: 2,
    });
    expect(result.neededMinutes).toBe(60 + 15);
    expect(result.fits).toBe(true);
  });

  it('a plan with 0 hours left today and a deadline today does not fit', () => {
    const result = replan({
      tasks: [task('1 hour')],
      today: '2026-02-01',
      deadline: '2026-02-01',
      hoursPerDay: 2,
      minutesDoneToday: 200,
    });
    expect(result.availableMinutes).toBe(0);
    expect(result.fits).toBe(false);
    expect(result.shortByHours).toBe(1);
  });

  it('the deadline of a plan is its last dated task', () => {
    expect(planDeadline([{ due_date: '2026-05-02' }, {}, { due_date: '2026-05-10' }])).toBe(
      '2026-05-10',
    );
    expect(planDeadline([{}])).toBeUndefined();
  });
});

describe('replan with more hours a day', () => {
  it('lays the same work (task sizes unchanged) at the offered hours', () => {
    const input = {
      tasks: [task('2 days'), task('1 day')],
      today: '2026-01-30',
      deadline: '2026-01-31',
      hoursPerDay: 2,
    };
    expect(replan(input).fits).toBe(false);
    const more = replan({ ...input, scheduleHoursPerDay: 3 });
    expect(more.neededMinutes).toBe(360);
    expect(more.fits).toBe(true);
    expect(more.dueDates).toEqual(['2026-01-31', '2026-01-31']);
  });
});
