// Deadline phrases chrono-node 2 has no parser for in any of its locales (en, de, fr, es), read
// by small rules; everything else goes to chrono (horizon.ts):
// - a day of next month ("on the 9th of next month", "le 4 du mois prochain",
//   "am 7. des nächsten Monats", "el 11 del mes que viene"): chrono reads "next month" alone and
//   keeps today's day of the month;
// - seasons ("by spring", "d'ici l'été", "bis zum Herbst", "antes del invierno", and their ends):
//   chrono has no season words. Seasons are meteorological, northern hemisphere (spring starts
//   1 March), the reading schools and weather services use; "by summer" is the day it starts,
//   "end of summer" its last day;
// - counting idioms chrono reads literally or not at all: French "huit jours" is a week and
//   "quinze jours" two, Spanish "quince días" two weeks, German "vierzehn Tage" two weeks; and
//   French "d'ici" before a duration, which chrono reads only as "dans".

interface CalendarPhrase {
  target: Date;
  phrase: string;
}

function startOfDay(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

/** Day `day` of the month after now's, clamped to that month's last day. */
function dayOfNextMonth(now: Date, day: number): Date {
  const [y, m] = [now.getUTCFullYear(), now.getUTCMonth()];
  const last = new Date(Date.UTC(y, m + 2, 0)).getUTCDate();
  return new Date(Date.UTC(y, m + 1, Math.min(day, last)));
}

const ORDINAL_WORDS = new Map<string, number>(
  Object.entries({ first: 1, premier: 1, primero: 1, second: 2, third: 3 }),
);
const DAY_NUMBER = '(\\d{1,2}|first|second|third|premier|primero)';

const DAY_OF_NEXT_MONTH: RegExp[] = [
  // English: "the 9th of next month", "on the 21st next month"
  new RegExp(
    `\\b(?:(?:on|by|before|until|till|for)\\s+)?(?:the\\s+)?${DAY_NUMBER}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:the\\s+)?(?:next|coming|following)\\s+month\\b`,
    'iu',
  ),
  // French: "le 4 du mois prochain", "d'ici le 1er du mois suivant"
  new RegExp(
    `(?:\\b(?:avant|pour|jusqu'au|d'ici)\\s+)?(?:\\ble\\s+|\\bau\\s+)?${DAY_NUMBER}(?:er|e|ème)?\\s+(?:du|de\\s+ce)\\s+mois\\s+(?:prochain|suivant)\\b`,
    'iu',
  ),
  // German: "am 7. des nächsten Monats", "bis zum 3. nächsten Monats"
  /(?:\b(?:am|bis(?:\s+zum)?|zum|vor\s+dem)\s+)?\b(\d{1,2})\.\s*(?:des\s+)?(?:nächsten|kommenden|folgenden)\s+Monats/iu,
  // Spanish: "el 11 del mes que viene", "para el 2 del próximo mes"
  new RegExp(
    `(?:\\b(?:para|antes\\s+del|hasta\\s+el)\\s+)?(?:\\bel\\s+)?${DAY_NUMBER}\\s+(?:del|de)\\s+(?:mes\\s+(?:que\\s+viene|próximo|siguiente)|próximo\\s+mes)`,
    'iu',
  ),
];

export function findDayOfNextMonth(text: string, now: Date): CalendarPhrase | undefined {
  for (const pattern of DAY_OF_NEXT_MONTH) {
    const m = pattern.exec(text);
    if (!m) continue;
    const word = m[1]!.toLowerCase();
    const day = ORDINAL_WORDS.get(word) ?? Number(word);
    if (!(day >= 1 && day <= 31)) continue;
    return { target: dayOfNextMonth(now, day), phrase: m[0].trim() };
  }
  return undefined;
}

type Season = 'spring' | 'summer' | 'autumn' | 'winter';
/** Month (0-based) each meteorological season starts in. */
const SEASON_START: Record<Season, number> = { spring: 2, summer: 5, autumn: 8, winter: 11 };
const SEASON_WORDS: Record<Season, string> = {
  spring: 'spring|printemps|frühlings?|frühjahrs?|primavera',
  summer: 'summer|été|ete|sommers?|verano',
  autumn: 'autumn|fall|automne|herbst(?:es|s)?|otoño|otono',
  winter: 'winter|winters|hiver|invierno',
};
// Not "the fall semester" or "the summer break": a season naming something else.
const ANY_SEASON = `(?:${Object.values(SEASON_WORDS).join('|')})(?![\\p{L}])(?!\\s+(?:semester|term|break|internship|vacation|holidays?|camp|job|school|course)\\b)`;

// "end of winter", "fin de l'hiver", "Ende des Winters", "a finales del invierno"
const SEASON_END = new RegExp(
  `(?:\\b(?:by|before|until|till|bis|avant|d'ici|pour|antes\\s+de|hasta)\\s+)?(?:\\b(?:the|la|a)\\s+)?\\b(?:end\\s+of\\s+(?:the\\s+)?|ende\\s+(?:des\\s+|der\\s+)?|fin\\s+(?:de\\s+l'|de\\s+l’|du\\s+|de\\s+la\\s+)|finales?\\s+(?:del?\\s+)?|fin\\s+del?\\s+)(${ANY_SEASON})`,
  'iu',
);
// "by spring", "before the summer", "d'ici l'automne", "pour l'été", "bis zum Herbst",
// "vor dem Winter", "antes del otoño", "para el verano". "this summer" / "over the summer" are a
// summer's length instead (horizon.ts).
const SEASON_START_PHRASE = new RegExp(
  `(?:\\b(?:by|before|until|till)\\s+(?:the\\s+)?|\\b(?:d'ici|pour|avant|jusqu'à)\\s+(?:l'|l’|le\\s+)|\\b(?:bis\\s+(?:zum\\s+)?|vor\\s+dem\\s+|zum\\s+)|\\b(?:antes\\s+del|para\\s+el|hasta\\s+el)\\s+)(${ANY_SEASON})`,
  'iu',
);

// The end said as a clause: "before the autumn is over", "antes de que acabe el otoño",
// "hasta que termine el verano", "avant que l'hiver ne finisse", "bevor der Sommer endet".
const SEASON_ENDS_CLAUSE = new RegExp(
  `\\b(?:before|until|till|antes\\s+de\\s+que|hasta\\s+que|avant\\s+que|jusqu'à\\s+ce\\s+que|bevor|bis)\\s+(?:(?:acabe|termine|finalice|se\\s+acabe|se\\s+termine)\\s+)?(?:the\\s+|el\\s+|la\\s+|l'|l’|le\\s+|der\\s+|das\\s+)?(${ANY_SEASON})(?:\\s+(?:ends|is\\s+over|finishes|acabe|termine|finalice|ne\\s+(?:finisse|se\\s+termine)|finisse|se\\s+termine|endet|zu\\s+ende\\s+(?:geht|ist)|vorbei\\s+ist))?`,
  'iu',
);

function seasonOf(word: string): Season {
  const lower = word.toLowerCase();
  return (Object.keys(SEASON_WORDS) as Season[]).find((season) =>
    new RegExp(`^(?:${SEASON_WORDS[season]})$`, 'iu').test(lower),
  )!;
}

const ENDING_VERB =
  /\b(?:ends|is\s+over|finishes|acabe|termine|finalice|finisse|endet|zu\s+ende|vorbei)\b/iu;
/** The clause names an ending verb, not only the season ("before the summer" is its start). */
function endsClause(clause: string, season: string): boolean {
  return ENDING_VERB.test(clause.replace(season, ' '));
}

/** The first date strictly after today for which `at(year)` holds. */
function nextAhead(now: Date, at: (year: number) => number): Date {
  const today = startOfDay(now);
  const year = now.getUTCFullYear();
  return new Date(at(year) > today ? at(year) : at(year + 1));
}

export function findSeason(text: string, now: Date): CalendarPhrase | undefined {
  const end = SEASON_END.exec(text);
  if (end) {
    // A season ends the day before the next one starts (winter on the last day of February).
    const month = (SEASON_START[seasonOf(end[1]!)] + 3) % 12;
    return { target: nextAhead(now, (y) => Date.UTC(y, month, 0)), phrase: end[0].trim() };
  }
  const clause = SEASON_ENDS_CLAUSE.exec(text);
  // Only a clause that says the season ends: a verb before or after the season's name.
  if (clause && endsClause(clause[0], clause[1]!)) {
    const month = (SEASON_START[seasonOf(clause[1]!)] + 3) % 12;
    return { target: nextAhead(now, (y) => Date.UTC(y, month, 0)), phrase: clause[0].trim() };
  }
  const start = SEASON_START_PHRASE.exec(text);
  if (start) {
    const month = SEASON_START[seasonOf(start[1]!)];
    return { target: nextAhead(now, (y) => Date.UTC(y, month, 1)), phrase: start[0].trim() };
  }
  return undefined;
}

export const COUNTING_IDIOMS: [RegExp, string][] = [
  [/\bhuit\s+jours\b/giu, 'une semaine'],
  [/\bquinze\s+jours\b/giu, 'deux semaines'],
  [/\bquince\s+días\b/giu, 'dos semanas'],
  [/\bvierzehn\s+tagen?\b/giu, 'zwei Wochen'],
  // chrono's French parser reads "dans deux semaines" but not "d'ici deux semaines".
  [
    /\bd['’]ici\s+(?=(?:\d+|une?|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)\s+(?:jours?|semaines?|mois|ans?)\b)/giu,
    'dans ',
  ],
];
