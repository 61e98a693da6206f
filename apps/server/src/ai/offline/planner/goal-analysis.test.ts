import { describe, expect, it } from 'vitest';
import { durationInDays } from '@quietdesk/core/api/planner';
import { planGoal } from './build-plan.ts';
import { analyseGoal, findHorizon } from './goal-analysis.ts';

// Monday 3 March 2025, 10:00 UTC.
const NOW = new Date('2025-03-03T10:00:00Z');

describe('analyseGoal: kind and object', () => {
  it.each([
    ['Prepare for my biology final in 3 weeks', 'exam', 'biology final'],
    ['Learn Spanish in 30 days', 'skill', 'Spanish'],
    ['Build a portfolio website by Friday', 'project', 'portfolio website'],
    ['Run a half marathon by June', 'fitness', 'half marathon'],
    ["Write my master's thesis this semester", 'writing', "master's thesis"],
    ['Find a software engineering job in 2 months', 'job', 'software engineering job'],
    ["Plan my sister's wedding by October 12", 'event', "sister's wedding"],
    ['Meditate every day', 'habit', 'meditating'],
    ['I want to get better at chess', 'skill', 'chess'],
    ['Sort out my tax paperwork', 'generic', 'sorting out your tax paperwork'],
    ['Move to Berlin next month', 'event', 'moving to Berlin'],
    ['Build a habit of reading 20 pages every night', 'habit', 'reading 20 pages'],
    ['Learn Japanese before my trip in 5 months', 'skill', 'Japanese'],
  ])('%s → %s about "%s"', (goal, kind, object) => {
    const analysis = analyseGoal(goal, NOW);
    expect(analysis.kind).toBe(kind);
    expect(analysis.object.toLowerCase()).toBe(object.toLowerCase());
  });

  it('recognises languages and running races as variants', () => {
    expect(analyseGoal('Learn Japanese', NOW).variant).toBe('language');
    expect(analyseGoal('Train for a 10k race in 8 weeks', NOW).variant).toBe('running');
    expect(analyseGoal('Learn the guitar', NOW).variant).toBe('none');
  });
});

describe('findHorizon', () => {
  it.each([
    ['in 30 days', 30, '30 days'],
    ['in 3 weeks', 21, '3 weeks'],
    ['within two months', 60, '60 days'],
    ['over the next 10 days', 10, '10 days'],
    ['in a week', 7, '1 week'],
    ['a 12-week plan', 84, '12 weeks'],
  ])('"%s" is %d days (%s)', (phrase, days, label) => {
    expect(findHorizon(`Do it ${phrase}`, NOW)?.horizon).toEqual({ days, label });
  });

  it('reads "by June" relative to now: until 1 June this year', () => {
    // 3 March → 1 June 2025 is 90 days.
    expect(findHorizon('Run a half marathon by June', NOW)?.horizon.days).toBe(90);
  });

  it('reads a month already past as next year', () => {
    const july = new Date('2025-07-10T08:00:00Z');
    // 10 July 2025 → 1 June 2026.
    expect(findHorizon('by June', july)?.horizon.days).toBe(326);
  });

  it('reads "by Friday" as the coming Friday, and a week later on a Friday', () => {
    expect(findHorizon('by Friday', NOW)?.horizon.days).toBe(4);
    expect(findHorizon('by Friday', new Date('2025-03-07T09:00:00Z'))?.horizon.days).toBe(7);
  });

  it('reads dates, semesters, tomorrow and the end of the month', () => {
    expect(findHorizon('by March 20', NOW)?.horizon.days).toBe(17);
    expect(findHorizon('this semester', NOW)?.horizon.days).toBe(84);
    expect(findHorizon('by tomorrow', NOW)?.horizon.days).toBe(1);
    expect(findHorizon('by the end of the month', NOW)?.horizon.days).toBe(28);
  });

  it('finds nothing when no time frame is named, and the kind default applies', () => {
    expect(findHorizon('Learn Spanish', NOW)).toBeUndefined();
    expect(analyseGoal('Learn Spanish', NOW).horizon).toEqual({
      days: 30,
      label: '30 days',
      explicit: false,
    });
  });
});

describe('planGoal', () => {
  const goals = [
    'Prepare for my biology final in 3 weeks',
    'Learn Spanish in 30 days',
    'Build a portfolio website by Friday',
    'Run a half marathon by June',
    'Write a novel',
    'Finish the quarterly report by tomorrow',
  ];

  it.each(goals)('makes a well-formed plan for "%s"', (goal) => {
    const plan = planGoal(goal, NOW);
    const analysis = analyseGoal(goal, NOW);
    expect(plan.goal).toBe(goal);
    expect(plan.tasks.length).toBeGreaterThanOrEqual(4);
    expect(plan.tasks.length).toBeLessThanOrEqual(12);
    const titles = plan.tasks.map((task) => task.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
    for (const task of plan.tasks) {
      expect(task.subtasks.length).toBeGreaterThanOrEqual(2);
      expect(task.subtasks.length).toBeLessThanOrEqual(4);
      expect(['high', 'medium', 'low']).toContain(task.priority);
    }
    const total = plan.tasks.reduce(
      (sum, task) => sum + durationInDays(task.estimated_duration)!,
      0,
    );
    const horizon = durationInDays(plan.total_estimated_duration)!;
    expect(total).toBeLessThanOrEqual(horizon + 1e-9);
    expect(total).toBeGreaterThanOrEqual(horizon * 0.5);
    expect(JSON.stringify(plan.tasks).toLowerCase()).toContain(analysis.object.toLowerCase());
  });

  it('uses the horizon as the total duration', () => {
    expect(planGoal('Learn Spanish in 30 days', NOW).total_estimated_duration).toBe('30 days');
    expect(planGoal('Prepare for my biology final in 3 weeks', NOW).total_estimated_duration).toBe(
      '3 weeks',
    );
  });

  it('is deterministic', () => {
    for (const goal of goals) expect(planGoal(goal, NOW)).toEqual(planGoal(goal, NOW));
  });

  it('gives longer horizons more phases', () => {
    const short = planGoal('Build a portfolio website in 3 days', NOW).tasks.length;
    const long = planGoal('Build a portfolio website in 3 months', NOW).tasks.length;
    expect(long).toBeGreaterThan(short);
  });
});
