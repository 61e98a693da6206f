import { describe, expect, it } from 'vitest';
import { findHorizon } from './horizon.ts';

// Deadlines chrono reads only with help (days of next month, seasons, counting idioms, figures
// that are not deadlines), checked against dates read off a calendar for fixed "now"s.
const THURSDAY = new Date('2026-11-26T10:00:00Z');
const due = (goal: string, now = THURSDAY) => findHorizon(goal, now)?.horizon.due;

describe('findHorizon: a day of next month', () => {
  it.each([
    ['submit the poster on the 18th of next month', '2026-12-18'],
    ['pay the exam fee by the 1st of next month', '2026-12-01'],
    ['rendre le dossier avant le 6 du mois prochain', '2026-12-06'],
    ['am 14. des nächsten Monats die Präsentation halten', '2026-12-14'],
    ['entregar el ensayo el 25 del próximo mes', '2026-12-25'],
  ])('"%s" is due %s', (goal, date) => {
    expect(due(goal)).toBe(date);
  });

  it('clamps to the last day of a shorter month', () => {
    expect(
      due('finish the essay by the 30th of next month', new Date('2027-01-31T08:00:00Z')),
    ).toBe('2027-02-28');
  });
});

describe('findHorizon: seasons (meteorological, northern hemisphere)', () => {
  it.each([
    ['be fluent enough for the trip by summer', '2027-06-01'],
    ['get my grades up before the spring', '2027-03-01'],
    ['finish the herbarium until the end of spring', '2027-05-31'],
    ["apprendre à nager avant l'été", '2027-06-01'],
    ['préparer le concours pour la fin du printemps', '2027-05-31'],
    ['bis zum Herbst die Bachelorarbeit schreiben', '2027-09-01'],
    ['bis Ende des Sommers zehn Bücher lesen', '2027-08-31'],
    ['terminar el proyecto antes del invierno', '2026-12-01'],
    ['aprobar el carnet antes de que termine el verano', '2027-08-31'],
    ['acabar el herbario hasta que acabe la primavera', '2027-05-31'],
    ['finish the field notes before the winter is over', '2027-02-28'],
    ['bevor der Frühling endet die Gliederung schreiben', '2027-05-31'],
    // The start said outright is the day the season starts.
    ['cycle 40 km without stopping by the start of summer', '2027-06-01'],
    ['read six plays before the beginning of spring', '2027-03-01'],
    ["finir le mémoire avant le début de l'été", '2027-06-01'],
    ['bis Anfang des Frühlings die Gliederung schreiben', '2027-03-01'],
    ['terminar la maqueta antes del comienzo del verano', '2027-06-01'],
  ])('"%s" is due %s', (goal, date) => {
    expect(due(goal)).toBe(date);
  });

  it('ends winter on 29 February in a leap year', () => {
    expect(due('learn to ski by the end of winter', new Date('2027-12-10T09:00:00Z'))).toBe(
      '2028-02-29',
    );
  });

  it('keeps "this summer" a summer long and reads no season in "the fall semester"', () => {
    expect(findHorizon('learn to code this summer', THURSDAY)?.horizon.days).toBe(70);
    expect(findHorizon('get an A before the fall semester', THURSDAY)).toBeUndefined();
  });
});

describe('findHorizon: weeks in French, German and Spanish', () => {
  it.each([
    ['finir le rapport de stage dans cinq semaines', '2026-12-31'],
    ["réviser l'anatomie d'ici quinze jours", '2026-12-10'],
    ['in vier Wochen die Chemie-Klausur schreiben', '2026-12-24'],
    ['Klausur bis Mittwoch', '2026-12-02'],
    ['Hausaufgaben in vierzehn Tagen abgeben', '2026-12-10'],
    ['bis Ende Februar Latein wiederholen', '2027-02-28'],
    ['aprender los verbos dentro de quince días', '2026-12-10'],
  ])('"%s" is due %s', (goal, date) => {
    expect(due(goal)).toBe(date);
  });
});

describe('findHorizon: figures that are not a deadline', () => {
  it.each([
    ['cycle 40 km in under 90 minutes within 10 weeks', '2027-02-04'],
    ['a sub-4 hour ride in 6 weeks', '2027-01-07'],
    ['nager 1 km en moins de 20 minutes dans 6 semaines', '2027-01-07'],
    ['10 km unter 50 Minuten laufen in 9 Wochen', '2027-01-28'],
    ['do the 100 m in 12 seconds by june', '2027-06-01'],
    // chrono reads a range of bare numbers as hours ("2 to 7" o'clock, i.e. today or tomorrow).
    ['revise units 2 to 7 of the physics book by sunday', '2026-11-29'],
    ['Kapitel 3 bis 8 bis Dienstag lesen', '2026-12-01'],
  ])('"%s" is due %s', (goal, date) => {
    expect(due(goal)).toBe(date);
  });

  it('finds no deadline in a goal that only states a time to beat', () => {
    expect(findHorizon('run a 10k under 50 minutes', THURSDAY)).toBeUndefined();
  });

  it('still reads an evening deadline when nothing later is named', () => {
    expect(findHorizon('finish the slides tonight', THURSDAY)?.horizon.days).toBeLessThan(1);
  });
});

describe('findHorizon: a stated date wins over a span', () => {
  it('reads the date the term ends rather than a generic semester', () => {
    expect(due('finish the lab portfolio by the end of semester (it ends 18 january)')).toBe(
      '2027-01-18',
    );
    expect(
      findHorizon('finish the lab portfolio by the end of semester', THURSDAY)?.horizon.days,
    ).toBe(84);
  });
});

describe('findHorizon: the end of the month and numbers spelt out', () => {
  it.each([
    ['hand in the lab report before the month is out', '2026-11-30'],
    ['tidy my notes before this month ends', '2026-11-30'],
    ['finish the reading log by month end', '2026-11-30'],
    ['revise the poems by the end of next month', '2026-12-31'],
    ['la fiche de lecture avant la fin du mois', '2026-11-30'],
    ['das Referat bis Monatsende fertig machen', '2026-11-30'],
    ['terminar el mural antes de que acabe el mes', '2026-11-30'],
    ['finish 4 lab write-ups in twenty-one days', '2026-12-17'],
    ['terminar el cuaderno en veintitrés días', '2026-12-19'],
    ['apprendre 12 poèmes dans vingt-cinq jours', '2026-12-21'],
    ['die Hausarbeit in dreißig Tagen schreiben', '2026-12-26'],
    // An idiom still wins over the number it contains.
    ['lire le roman dans quinze jours', '2026-12-10'],
  ])('"%s" is due %s', (goal, date) => {
    expect(due(goal)).toBe(date);
  });
});
