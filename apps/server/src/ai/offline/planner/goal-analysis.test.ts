import { describe, expect, it } from 'vitest';
import { durationInDays } from '@quietdesk/core/api/planner';
import { planGoal } from './build-plan.ts';
import { analyseGoal, findHorizon } from './goal-analysis.ts';

// The real date: every horizon must land on the right calendar day whenever the tests run.
const NOW = new Date();
const DAY = 86_400_000;
const today = Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), NOW.getUTCDate());
/** Days from today to `date` (UTC), for expectations written with plain calendar arithmetic. */
const daysTo = (y: number, m: number, d: number) => Math.round((Date.UTC(y, m, d) - today) / DAY);
/** Days to the next `month`/`day` from today (this year's if still ahead, else next year's). */
const daysToNext = (month: number, day: number) => {
  const thisYear = daysTo(NOW.getUTCFullYear(), month, day);
  return thisYear > 0 ? thisYear : daysTo(NOW.getUTCFullYear() + 1, month, day);
};
/** Days to the next `weekday` (0 = Sunday) after today. */
const daysToWeekday = (weekday: number) => (weekday - NOW.getUTCDay() + 7) % 7 || 7;

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
    ['Move to Berlin next month', 'moving', 'moving to Berlin'],
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
    expect(analyseGoal('Learn the guitar', NOW).variant).toBe('instrument');
    expect(analyseGoal('Learn to juggle', NOW).variant).toBe('none');
  });
});

describe('findHorizon', () => {
  it.each([
    ['in 30 days', 30, '30 days'],
    ['in 3 weeks', 21, '3 weeks'],
    ['over the next 10 days', 10, '10 days'],
    ['in a week', 7, '1 week'],
  ])('"%s" is %d days (%s)', (phrase, days, label) => {
    const found = findHorizon(`Do it ${phrase}`, NOW)?.horizon;
    expect(found?.days).toBe(days);
    expect(found?.label).toBe(label);
  });

  it('reads "within two months" as two calendar months', () => {
    const [y, m, d] = [NOW.getUTCFullYear(), NOW.getUTCMonth(), NOW.getUTCDate()];
    const clamped = daysTo(y, m + 2, Math.min(d, new Date(Date.UTC(y, m + 3, 0)).getUTCDate()));
    expect([clamped, daysTo(y, m + 2, d)]).toContain(
      findHorizon('within two months', NOW)?.horizon.days,
    );
  });

  it('reads "by June" and "next June" as the coming 1 June, not two weeks', () => {
    expect(findHorizon('Run a half marathon by June', NOW)?.horizon.days).toBe(daysToNext(5, 1));
    expect(findHorizon('run a marathon next June', NOW)?.horizon.days).toBe(daysToNext(5, 1));
  });

  it('reads "deadline is friday" and "by Friday" as the coming Friday, not three weeks', () => {
    expect(findHorizon('essay deadline is friday', NOW)?.horizon.days).toBe(daysToWeekday(5));
    expect(findHorizon('by Friday', NOW)?.horizon.days).toBe(daysToWeekday(5));
  });

  it('reads "by Friday" said on a Friday as next week\'s', () => {
    const friday = new Date(today + ((5 - NOW.getUTCDay() + 7) % 7) * DAY + 9 * 3_600_000);
    expect(findHorizon('by Friday', friday)?.horizon.days).toBe(7);
  });

  it('reads "2 hours a day" as daily effort, not a one-day plan', () => {
    expect(findHorizon('learn guitar 2 hours a day', NOW)).toBeUndefined();
    expect(findHorizon('meditate 30 minutes every morning', NOW)).toBeUndefined();
    const a = analyseGoal('learn french 1 hour a day for 3 months', NOW);
    expect(a.hoursPerDay).toBe(1);
    expect(a.horizon.days).toBeGreaterThanOrEqual(89);
    expect(analyseGoal('meditate 30 minutes every morning', NOW).hoursPerDay).toBe(0.5);
  });

  it.each([
    ['ich will in drei wochen meine mathe-prüfung bestehen', 21],
    ['préparer mon examen de chimie dans trois semaines', 21],
    ['preparar el examen de historia en dos semanas', 14],
    ['Klausur in Statistik in 10 Tagen', 10],
  ])('reads the German, French or Spanish horizon in "%s"', (goal, days) => {
    expect(findHorizon(goal, NOW)?.horizon.days).toBe(days);
  });

  it('reads German, French and Spanish dates and month ends', () => {
    expect(findHorizon('bis Ende Juli Deutsch lernen', NOW)?.horizon.days).toBe(daysToNext(7, 0));
    expect(findHorizon("apprendre le piano d'ici fin juin", NOW)?.horizon.days).toBe(
      daysToNext(6, 0),
    );
    expect(findHorizon('rendre mon mémoire avant le 15 mai', NOW)?.horizon.days).toBe(
      daysToNext(4, 15),
    );
    expect(findHorizon('mi examen final es el viernes', NOW)?.horizon.days).toBe(daysToWeekday(5));
  });

  it('reads dates, semesters, tomorrow and the end of the month', () => {
    expect(findHorizon('by March 20', NOW)?.horizon.days).toBe(daysToNext(2, 20));
    expect(findHorizon('this semester', NOW)?.horizon.days).toBe(84);
    expect(findHorizon('by tomorrow', NOW)?.horizon.days).toBe(1);
    expect(findHorizon('cram for chem midterm tmrw', NOW)?.horizon.days).toBe(1);
    const endOfMonth = daysTo(NOW.getUTCFullYear(), NOW.getUTCMonth() + 1, 0);
    const got = findHorizon('by the end of the month', NOW)?.horizon.days;
    if (endOfMonth === 0) expect(got).toBeLessThan(1);
    else expect(got).toBe(endOfMonth);
  });

  it('does not read course numbers or race distances as dates', () => {
    expect(findHorizon('studdy for your stats 101 final', NOW)).toBeUndefined();
    expect(findHorizon('run a 5k', NOW)).toBeUndefined();
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

describe('goal kinds and titles', () => {
  it('gives graduate-school applications their own steps, not the job search', () => {
    const a = analyseGoal('finish my grad school applications by december 15', NOW);
    expect(a.kind).toBe('application');
    const plan = planGoal('finish my grad school applications by december 15', NOW);
    expect(plan.tasks.map((t) => t.title).join(' ')).toMatch(/recommendation letters/i);
    expect(plan.tasks.map((t) => t.title).join(' ')).not.toMatch(/job/i);
  });

  it.each([
    ['move house in 6 weeks', 'moving'],
    ['write a research paper on coral reefs', 'research'],
    ['stop biting my nails', 'quit'],
    ['quit smoking', 'quit'],
  ])('"%s" is a %s goal', (goal, kind) => {
    expect(analyseGoal(goal, NOW).kind).toBe(kind);
  });

  it('never pastes a garbled goal into titles', () => {
    const titles = planGoal('studdy for your stats 101 final', NOW).tasks.map((t) => t.title);
    expect(titles.join(' ')).not.toMatch(/studdy|your stats/i);
    expect(titles[0]).toBe('Map what the stats 101 final covers');
  });

  it('never pastes a truncated goal into titles', () => {
    const titles = planGoal('learn piano well enough to play Clair de Lune', NOW).tasks.map(
      (t) => t.title,
    );
    expect(titles.join(' ')).not.toMatch(/Clair de|well enough/);
    expect(analyseGoal('learn piano well enough to play Clair de Lune', NOW).variant).toBe(
      'instrument',
    );
  });

  it('quotes no goal words in another language, and says when the kind is unknown', () => {
    const plan = planGoal('Ich will in drei Wochen meine Mathe-Prüfung bestehen', NOW);
    expect(plan.tasks.map((t) => t.title).join(' ')).not.toMatch(/ich will|iching/i);
    const unknown = planGoal('Sort out my tax paperwork', NOW);
    expect(unknown.tasks[0]?.description).toMatch(/does not recognise this kind of goal/);
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
