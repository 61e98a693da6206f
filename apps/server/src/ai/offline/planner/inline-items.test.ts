import { describe, expect, it } from 'vitest';
import { planGoal } from './build-plan.ts';
import { findInlineItems } from './inline-items.ts';

const NOW = new Date('2026-11-26T10:00:00Z');

describe('findInlineItems', () => {
  it.each([
    [
      'pharmacology final on 9 June; chapters: esters, amines, polymers',
      'pharmacology final on 9 June',
      ['esters', 'amines', 'polymers'],
    ],
    [
      'Klausur am 3. Juli, Themen: Optik, Akustik und Mechanik',
      'Klausur am 3. Juli',
      ['Optik', 'Akustik', 'Mechanik'],
    ],
    [
      'robotics project due 3 march, milestones: sketch the chassis, wire the motors, calibrate and tune',
      'robotics project due 3 march',
      ['sketch the chassis', 'wire the motors', 'calibrate and tune'],
    ],
    [
      'bio quiz friday: mitosis, meiosis, DNA replication',
      'bio quiz friday',
      ['mitosis', 'meiosis', 'DNA replication'],
    ],
    [
      'write my thesis in 10 weeks - intro, methods, results, discussion',
      'write my thesis in 10 weeks',
      ['intro', 'methods', 'results', 'discussion'],
    ],
    [
      'partiel de droit dans 3 semaines (thèmes : contrats, responsabilité) à réviser',
      'partiel de droit dans 3 semaines à réviser',
      ['contrats', 'responsabilité'],
    ],
    [
      'examen de biología el 2 de junio, temas: célula, genética, evolución',
      'examen de biología el 2 de junio',
      ['célula', 'genética', 'evolución'],
    ],
  ])('"%s" is "%s" plus its items', (goal, rest, items) => {
    expect(findInlineItems(goal)).toEqual({ goal: rest, items });
  });

  it.each([
    'Run a half marathon by June, lose 5 kg, and sleep better',
    'learn python: the basics',
    'finish the essay: it is due on friday, no excuses, really',
    'Learn Spanish in 30 days',
  ])('finds no list in "%s"', (goal) => {
    expect(findInlineItems(goal)).toBeUndefined();
  });
});

describe('planGoal with items written in the goal', () => {
  it('gives each chapter its own task on a real date before the deadline', () => {
    const plan = planGoal(
      'pharmacology final on 14 december; chapters: esters, amines, SN1/SN2',
      NOW,
    );
    const titles = plan.tasks.map((t) => t.title);
    for (const item of ['esters', 'amines', 'SN1/SN2']) {
      expect(titles.filter((t) => t === `Study ${item}`)).toHaveLength(1);
    }
    for (const task of plan.tasks) {
      expect(task.due_date! >= '2026-11-26' && task.due_date! < '2026-12-14').toBe(true);
    }
    expect(plan.total_estimated_duration).toBe('18 days');
    // The list is the items, never part of a title.
    expect(titles.join(' | ')).not.toMatch(/chapters|esters, amines/i);
    expect(plan.goal).toBe('pharmacology final on 14 december; chapters: esters, amines, SN1/SN2');
  });

  it('reads a deadline written after the list', () => {
    const plan = planGoal('chem quiz - chapters: esters, amines, polymers by tuesday', NOW);
    expect(plan.tasks.map((t) => t.title)).toContain('Study polymers');
    expect(plan.total_estimated_duration).toBe('5 days');
  });

  it('drafts each listed section of a piece of writing', () => {
    const plan = planGoal(
      'Hausarbeit in 6 Wochen schreiben, Kapitel: Einleitung, Methode, Fazit',
      NOW,
    );
    expect(plan.tasks.map((t) => t.title).slice(0, 3)).toEqual([
      'Draft Einleitung',
      'Draft Methode',
      'Draft Fazit',
    ]);
    expect(plan.tasks.at(-1)?.due_date).toBe('2027-01-06');
  });

  it('prefers the items the person gave in the form over the ones in the goal', () => {
    const plan = planGoal('bio quiz in 9 days: mitosis, meiosis, DNA replication', NOW, {
      items: ['Genetics'],
    });
    expect(plan.tasks.map((t) => t.title)).toContain('Study Genetics');
    expect(plan.tasks.map((t) => t.title)).not.toContain('Study mitosis');
  });
});
