import { describe, expect, it } from 'vitest';
import type { SavedPlanTask } from '@quietdesk/core/api/planner';
import type { ReplanResponse } from '@quietdesk/core/api/study';
import { doesNotFitText, replanChoices, replannedText, replanState } from './replan';
import { planTask } from './test-helpers';

const task = (due_date: string | undefined, done = false): SavedPlanTask =>
  planTask({ title: 'T', estimated_duration: '2 hours', done, ...(due_date ? { due_date } : {}) });

const result = (extra: Partial<ReplanResponse>): ReplanResponse =>
  ({
    applied: false,
    fits: false,
    today: '2026-03-10',
    deadline: '2026-03-17',
    days_left: 8,
    needed_minutes: 1320,
    available_minutes: 960,
    short_by_hours: 6,
    moved: 3,
    choices: { hours_per_day: 2.75, fits_without_low_priority: false, deadline: '2026-03-20' },
    ...extra,
  }) as ReplanResponse;

describe('when to offer re-planning', () => {
  it('offers it for overdue work or a task ticked done, never without dates or work left', () => {
    expect(replanState([task('2026-03-09'), task('2026-03-12')], '2026-03-10')).toEqual({
      deadline: '2026-03-12',
      overdue: 1,
      offer: true,
    });
    expect(replanState([task('2026-03-10'), task('2026-03-12')], '2026-03-10').offer).toBe(false);
    expect(replanState([task('2026-03-10', true), task('2026-03-12')], '2026-03-10').offer).toBe(
      true,
    );
    expect(replanState([task('2026-03-01', true)], '2026-03-10').offer).toBe(false);
    expect(replanState([task(undefined)], '2026-03-10')).toEqual({
      deadline: undefined,
      overdue: 0,
      offer: false,
    });
  });
});

describe('re-plan messages', () => {
  it('say by how many hours it does not fit', () => {
    expect(doesNotFitText(result({}))).toBe("Doesn't fit: 6 h more than the 8 days left allow.");
    expect(doesNotFitText(result({ days_left: 1, short_by_hours: 0.5 }))).toBe(
      "Doesn't fit: 0.5 h more than the 1 day left allows.",
    );
    expect(doesNotFitText(result({ days_left: 0, short_by_hours: 4 }))).toBe(
      "Doesn't fit: the last day has passed and 4 h of work are left.",
    );
  });

  it('say what moved', () => {
    expect(replannedText(result({ applied: true, fits: true }), 2.75, 'en-GB')).toBe(
      'Re-planned: 3 tasks moved; the work left fits in the 8 days to Tue 17 Mar at 2.75 h a day.',
    );
    expect(replannedText(result({ moved: 0, days_left: 1 }), 2, 'en-GB')).toMatch(
      /^Nothing needed to move; .* 1 day to/,
    );
  });

  it('offer only the choices that make it fit, each with what it re-plans with', () => {
    expect(replanChoices(result({}), 'en-GB')).toEqual([
      { key: 'hours', label: 'Study 2.75 h a day', options: { schedule_hours_per_day: 2.75 } },
      {
        key: 'deadline',
        label: 'Move the deadline to Fri 20 Mar',
        options: { deadline: '2026-03-20' },
      },
    ]);
    const all = replanChoices(
      result({ choices: { hours_per_day: null, fits_without_low_priority: true, deadline: null } }),
    );
    expect(all.map((c) => c.key)).toEqual(['drop-low']);
    expect(all[0]!.options).toEqual({ drop_low_priority: true });
  });
});
