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
// "vor dem Winter", "antes del otoño", "para el verano", and the start said outright ("by the
// start of winter", "avant le début de l'été", "bis Anfang des Frühlings", "antes del comienzo
// del invierno"). "this summer" / "over the summer" are a summer's length instead (horizon.ts).
const SEASON_START_PHRASE = new RegExp(
  `(?:\\b(?:by|before|until|till)\\s+(?:the\\s+)?(?:(?:start|beginning)\\s+of\\s+(?:the\\s+)?)?|\\b(?:d'ici|pour|avant|jusqu'à)\\s+(?:le\\s+début\\s+(?:de\\s+l'|de\\s+l’|du\\s+|de\\s+la\\s+)|l'|l’|le\\s+)|\\b(?:bis\\s+(?:zum\\s+)?(?:anfang\\s+(?:des|der)\\s+)?|vor\\s+dem\\s+|zum\\s+)|\\b(?:antes\\s+del|para\\s+el|hasta\\s+el)\\s+(?:(?:comienzo|principio|inicio)\\s+del?\\s+)?)(${ANY_SEASON})`,
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

// The end of the month said as a clause or a noun in any of the four languages ("before the month
// is out", "by month end", "bis Monatsende", "avant la fin du mois", "antes de que acabe el mes"):
// chrono reads only the English "end of the month", and reads "before the month" as a month from
// now. "Next" in the phrase ("by the end of next month", "fin du mois prochain") is the next one.
const MONTH_END: RegExp[] = [
  /\b(?:(?:by|before|until|till|at)\s+)?(?:the\s+)?(?:end\s+of\s+(?:the\s+|this\s+)?(?:(?:next|following|coming)\s+)?month|(?:next\s+)?month['’]?s?[\s-]end)\b/iu,
  /\bbefore\s+(?:the|this)\s+month\s+(?:is\s+(?:out|over|up|done)|ends|finishes|runs\s+out|closes)\b/iu,
  /(?:\b(?:avant|d['’]ici|pour|à)\s+)?(?:la\s+)?fin\s+(?:du|de\s+ce)\s+mois(?:\s+prochain)?(?![\p{L}])|\bavant\s+que\s+(?:le|ce)\s+mois\s+(?:ne\s+)?(?:se\s+termine|finisse|s['’]ach[eè]ve)(?![\p{L}])/iu,
  /(?:\b(?:bis|vor)\s+)?(?:zum\s+)?(?:(?:nächsten\s+)?Monatsende|Ende\s+(?:des|dieses|des\s+nächsten)\s+Monats)(?![\p{L}])|\bbevor\s+(?:der|dieser)\s+Monat\s+(?:endet|vorbei\s+ist|zu\s+Ende\s+(?:ist|geht)|um\s+ist)(?![\p{L}])/iu,
  /(?:\b(?:antes\s+de|para|hasta)\s+)?(?:el\s+|a\s+)?(?:fin(?:al)?(?:es)?)\s+de(?:l)?\s+(?:este\s+)?mes(?:\s+(?:que\s+viene|pr[oó]ximo|siguiente))?(?![\p{L}])|\bantes\s+de\s+que\s+(?:se\s+)?(?:acabe|termine)\s+(?:el|este)\s+mes(?![\p{L}])/iu,
];
const NEXT_MONTH =
  /\b(?:next|following|coming)\b|prochain|nächsten|que\s+viene|pr[oó]ximo|siguiente/iu;

/** The last day of this month (or of the next, when the phrase says so). */
export function findMonthEnd(text: string, now: Date): CalendarPhrase | undefined {
  for (const pattern of MONTH_END) {
    const m = pattern.exec(text);
    if (!m) continue;
    const ahead = NEXT_MONTH.test(m[0]) ? 2 : 1;
    return {
      target: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 0)),
      phrase: m[0],
    };
  }
  return undefined;
}

// Numbers spelt out before a unit of time, up to sixty-nine in English, French, Spanish and
// German, as digits for chrono, whose parsers know only the first dozen or so ("en veinte días",
// "in twenty-one days", "dans vingt-trois jours", "in dreiundzwanzig Tagen"). Articles ("a",
// "une", "ein") are left to chrono, which reads them. Runs after the counting idioms, so "quinze
// jours" is still two weeks.
const SPELT = new Map<string, number>();
{
  const add = (n: number, ...names: string[]) => {
    for (const name of names) {
      SPELT.set(name, n);
      SPELT.set(name.normalize('NFD').replace(/\p{M}/gu, ''), n);
    }
  };
  const en =
    'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
      ' ',
    );
  const fr =
    'un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf'.split(
      ' ',
    );
  const es =
    'uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve'.split(
      ' ',
    );
  const de =
    'eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn'.split(
      ' ',
    );
  for (let n = 2; n <= 19; n++) {
    add(n, en[n - 1]!, fr[n - 1]!, es[n - 1]!, de[n - 1]!);
  }
  const tens: [number, string, string, string, string][] = [
    [20, 'twenty', 'vingt', 'veinte', 'zwanzig'],
    [30, 'thirty', 'trente', 'treinta', 'dreißig'],
    [40, 'forty', 'quarante', 'cuarenta', 'vierzig'],
    [50, 'fifty', 'cinquante', 'cincuenta', 'fünfzig'],
    [60, 'sixty', 'soixante', 'sesenta', 'sechzig'],
  ];
  const deUnit = ['ein', ...de.slice(1, 9)];
  for (const [ten, enT, frT, esT, deT] of tens) {
    add(ten, enT, frT, esT, deT, deT.replace('ß', 'ss'));
    for (let u = 1; u <= 9; u++) {
      const n = ten + u;
      add(n, `${enT}-${en[u - 1]}`, `${enT} ${en[u - 1]}`);
      add(n, u === 1 ? `${frT} et un` : `${frT}-${fr[u - 1]}`);
      if (u === 1) add(n, `${frT} et une`, `${frT}-et-un`);
      add(n, `${esT} y ${es[u - 1]}`);
      add(n, `${deUnit[u - 1]}und${deT}`, `${deUnit[u - 1]}und${deT.replace('ß', 'ss')}`);
    }
  }
  const veinti =
    'veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve'.split(
      ' ',
    );
  veinti.forEach((name, i) => add(21 + i, name));
  add(21, 'veintiún', 'veintiuna');
}
const TIME_UNIT =
  '(?:days?|weeks?|months?|jours?|semaines?|mois|d[ií]as|semanas|meses|tagen?|wochen|monaten?)';
const SPELT_NUMBER = new RegExp(
  `(?<![\\p{L}\\d-])(${[...SPELT.keys()]
    .sort((a, b) => b.length - a.length)
    .join('|')})(?=\\s+${TIME_UNIT}(?![\\p{L}]))`,
  'giu',
);

/** "en veinte días" → "en 20 días": spelt-out numbers before a unit of time, as digits. */
export function spellOutNumbers(text: string): string {
  return text.replace(SPELT_NUMBER, (word) => String(SPELT.get(word.toLowerCase()) ?? word));
}
