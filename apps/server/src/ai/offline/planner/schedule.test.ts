import { describe, expect, it } from 'vitest';
import { generatedPlanSchema } from '@quietdesk/core/api/planner';
import { planGoal } from './build-plan.ts';

// Plans rescheduled from what only the person knows, on the real calendar.
const NOW = new Date();
const DAY = 86_400_000;
const today = new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), NOW.getUTCDate()));
const dayOf = (iso: string) => Math.round((Date.parse(iso) - today.getTime()) / DAY);

describe('schedulePlan', () => {
  const items = ['Cells', 'Genetics', 'Evolution', 'Ecology'];
  const plan = planGoal('Prepare for my biology final in 3 weeks', NOW, { items, hoursPerDay: 2 });

  it('is a valid plan whose every task has a date from today to before the exam', () => {
    expect(generatedPlanSchema.parse(plan)).toBeTruthy();
    for (const task of plan.tasks) {
      expect(task.due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(dayOf(task.due_date!)).toBeGreaterThanOrEqual(0);
      expect(dayOf(task.due_date!)).toBeLessThan(21);
    }
    const dates = plan.tasks.map((t) => t.due_date!);
    expect([...dates].sort()).toEqual(dates);
  });

  it('studies every item in order, then reviews it from memory later (spaced retrieval)', () => {
    const studied = plan.tasks.filter((t) => t.title.startsWith('Study '));
    expect(studied.map((t) => t.title)).toEqual(items.map((i) => `Study ${i}`));
    const cells = dayOf(studied[0]!.due_date!);
    const reviews = plan.tasks.filter((t) => /^Review .*Cells/.test(t.title));
    expect(reviews.length).toBeGreaterThanOrEqual(1);
    for (const r of reviews) expect(dayOf(r.due_date!)).toBeGreaterThan(cells);
  });

  it('puts a mock exam before the date and keeps the last day as a buffer', () => {
    const mock = plan.tasks.find((t) => /mock exam/i.test(t.title))!;
    const buffer = plan.tasks.at(-1)!;
    expect(buffer.title).toMatch(/^Buffer/);
    expect(dayOf(mock.due_date!)).toBeLessThan(dayOf(buffer.due_date!));
    expect(dayOf(buffer.due_date!)).toBe(20);
  });

  it('uses the hours a day given', () => {
    expect(plan.tasks.find((t) => /mock exam/i.test(t.title))?.estimated_duration).toBe('2 hours');
  });

  it('drafts sections in turn for writing, with a revision and a buffer before the deadline', () => {
    const essay = planGoal('write my essay in 10 days', NOW, {
      items: ['Introduction', 'Argument', 'Conclusion'],
    });
    expect(essay.tasks.map((t) => t.title)).toEqual([
      'Draft Introduction',
      'Draft Argument',
      'Draft Conclusion',
      'Revise the whole draft',
      'Buffer before the deadline',
    ]);
    expect(dayOf(essay.tasks.at(-1)!.due_date!)).toBe(9);
  });

  it('dates the method plan when only the hours a day are given', () => {
    const dated = planGoal('Learn Spanish in 30 days', NOW, { hoursPerDay: 1 });
    expect(dated.tasks.every((t) => t.due_date)).toBe(true);
    expect(dayOf(dated.tasks.at(-1)!.due_date!)).toBe(29);
  });
});
