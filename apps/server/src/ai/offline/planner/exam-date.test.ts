import { describe, expect, it } from 'vitest';
import { examDateOf } from './exam-date.ts';
import { planGoal } from './build-plan.ts';

const now = new Date('2026-01-28T10:00:00Z');

describe('exam date from the goal', () => {
  it('is the day the time frame ends, the day after the last plan day', () => {
    const goal = 'Pass the biology exam in 10 days';
    expect(examDateOf(goal, now)).toBe('2026-02-07');
    const plan = planGoal(goal, now, { items: ['Cells', 'Genetics'] });
    const last = plan.tasks
      .map((task) => task.due_date!)
      .sort()
      .at(-1);
    expect(last).toBe('2026-02-06');
  });

  it('is a named calendar date when the goal gives one', () => {
    expect(examDateOf('Prepare for my chemistry exam by March 3', now)).toBe('2026-03-03');
  });

  it('is absent for a goal that is not an exam, or names no time frame', () => {
    expect(examDateOf('Learn Spanish in 3 months', now)).toBeUndefined();
    expect(examDateOf('Prepare for my physics exam', now)).toBeUndefined();
  });
});
