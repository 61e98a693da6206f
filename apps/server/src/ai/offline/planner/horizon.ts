import * as chrono from 'chrono-node';
import {
  COUNTING_IDIOMS,
  findDayOfNextMonth,
  findMonthEnd,
  findSeason,
  spellOutNumbers,
} from './calendar-phrases.ts';

// When a goal is due, read with chrono-node (English, German, French and Spanish parsers) rather
// than hand-written patterns, so "next June", "deadline is friday", "bis Ende Juli" or "dans trois
// semaines" land on the right calendar date relative to the injected "now". Two things chrono
// gets wrong for goals are handled first:
// - Daily effort ("2 hours a day", "30 minutes every morning", "täglich 1 Stunde") is an amount of
//   time per day, not a date (chrono reads "2 hours a day" as tomorrow). It is recognised, kept as
//   hours per day, and removed before date parsing; so is a rhythm such as "every night".
// - Academic spans chrono does not know ("this semester", "over the summer") keep fixed lengths,
//   unless the goal also states a calendar date ("by the end of term (it ends 9 June)").
// - A figure that is not a deadline ("a sub-4 hour ride in 6 weeks", "1500 m in under 30
//   minutes"): chrono reads "4 hour" as four hours from now; a time frame under a day counts only
//   when the goal names no later one, and never after "under", "sub-", "moins de", "unter".
// Days of next month, seasons and counting idioms chrono has no parser for are in
// calendar-phrases.ts.

export interface Horizon {
  /** Calendar days available (fractional for hours). */
  days: number;
  /** How to say it: "3 weeks", "30 days", "6 hours". */
  label: string;
  /** True when the goal named it; false when it is the kind's default. */
  explicit: boolean;
  /** The deadline as a calendar date (YYYY-MM-DD, UTC), when the goal named one. */
  due?: string;
}

interface HorizonMatch {
  horizon: Omit<Horizon, 'explicit'>;
  /** The words that said it, removed before reading the object. */
  phrase: string;
}

interface DailyEffort {
  hoursPerDay: number;
  phrase: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "3 weeks" for whole weeks of 2+, otherwise days; hours below a day. */
export function describeDays(days: number): string {
  if (days < 1) return plural(Math.max(1, Math.round(days * 24)), 'hour');
  const whole = Math.round(days);
  if (whole >= 7 && whole % 7 === 0) return plural(whole / 7, 'week');
  return plural(whole, 'day');
}

// A Map: "constructor" must not find Object.prototype's members.
const AMOUNT_WORDS = new Map<string, number>(
  Object.entries({
    a: 1,
    an: 1,
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    half: 0.5,
    'half an': 0.5,
    ein: 1,
    eine: 1,
    einer: 1,
    zwei: 2,
    drei: 3,
    une: 1,
    un: 1,
    deux: 2,
    trois: 3,
    una: 1,
    dos: 2,
    tres: 3,
  }),
);
const AMOUNT = `(\\d+(?:[.,]\\d+)?|half an|${[...AMOUNT_WORDS.keys()].join('|')})`;
const HOUR_UNIT = '(?:hours?|hrs?|h|stunden?|std|heures?|horas?)';
const MINUTE_UNIT = '(?:minutes?|mins?|m|minuten?|minutos?)';
const PER_DAY =
  '(?:a|per|each|every|am|pro|jeden|par|al|por|cada)\\s+(?:day|morning|evening|night|weekday|tag|morgen|abend|jour|matin|soir|día|dia|mañana|noche)|daily|täglich|taeglich|par jour|al día|diarias?|diarios?';
const EFFORT = new RegExp(
  `(?:\\b(?:for|für|pendant|durante)\\s+)?\\b${AMOUNT}\\s*(${HOUR_UNIT}|${MINUTE_UNIT})\\b\\s*(?:of\\s+\\w+\\s+)?(?:${PER_DAY})\\b|\\b(?:every ?day|daily|each day|every (?:morning|evening|night))\\s+for\\s+${AMOUNT}\\s*(${HOUR_UNIT}|${MINUTE_UNIT})\\b|\\b(?:täglich|jeden tag)\\s+${AMOUNT}\\s*(${HOUR_UNIT}|${MINUTE_UNIT})`,
  'iu',
);
// A rhythm without an amount ("every night", "daily") says how often, not by when.
const RHYTHM =
  /\b(?:every ?day|daily|each day|every (?:morning|evening|night|weekday)|each (?:morning|evening|night)|jeden (?:tag|morgen|abend)|täglich|tous les jours|chaque (?:jour|matin|soir)|todos los días|cada (?:día|mañana|noche))\b/giu;

function amountOf(word: string): number {
  const w = word.toLowerCase();
  return AMOUNT_WORDS.get(w) ?? Number(w.replace(',', '.'));
}

/** "2 hours a day", "30 minutes every morning": hours per day, and the words that said it. */
export function findDailyEffort(text: string): DailyEffort | undefined {
  const m = EFFORT.exec(text);
  if (!m) return undefined;
  const amount = amountOf(m[1] ?? m[3] ?? m[5] ?? '0');
  const unit = (m[2] ?? m[4] ?? m[6] ?? '').toLowerCase();
  const hours = /^(?:h|std|stunde|heure|hora)/.test(unit) ? amount : amount / 60;
  if (!(hours > 0) || hours > 16) return undefined;
  return { hoursPerDay: Math.round(hours * 100) / 100, phrase: m[0] };
}

type Language = 'en' | 'de' | 'fr' | 'es';

const LANGUAGE_WORDS: Record<Exclude<Language, 'en'>, RegExp> = {
  de: /\b(?:ich|und|die|der|das|für|bis|mein|meine|meinen|in drei|wochen|monaten|tagen|lernen|prüfung|klausur|ende|nächsten?|zum|zur)\b/giu,
  fr: /\b(?:je|et|le|la|les|pour|mon|ma|mes|dans|avant|semaines?|mois|jours|apprendre|examen|fin|prochaine?|d'ici)\b/giu,
  es: /\b(?:yo|y|el|la|los|las|para|mi|mis|en|antes|semanas?|meses|días|aprender|examen|fin|próxim[oa]|quiero)\b/giu,
};

/** The goal's language, from its common words; English unless another clearly wins. */
export function goalLanguage(text: string): Language {
  let best: Language = 'en';
  let bestCount = 1;
  for (const [language, words] of Object.entries(LANGUAGE_WORDS) as [Language, RegExp][]) {
    const count = text.match(words)?.length ?? 0;
    if (count > bestCount) {
      best = language;
      bestCount = count;
    }
  }
  return best;
}

const PARSERS: Record<Language, chrono.Chrono> = {
  en: chrono.en.casual,
  de: chrono.de.casual,
  fr: chrono.fr.casual,
  es: chrono.es.casual,
};

function utcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

function isoDay(date: Date): string {
  return new Date(utcDay(date)).toISOString().slice(0, 10);
}

/** Whole calendar days from now's date to the target's date (UTC). */
function calendarDaysBetween(now: Date, target: Date): number {
  return Math.round((utcDay(target) - utcDay(now)) / DAY_MS);
}

// Spans chrono does not read, with the lengths a student means.
const SPANS: [RegExp, (now: Date) => number][] = [
  [
    /\b(?:by\s+(?:the\s+)?end\s+of\s+|during\s+|for\s+)?(?:this|the)\s+(?:semester|term)\b|\bby\s+(?:the\s+)?end\s+of\s+(?:the\s+)?(?:semester|term)\b|\bce semestre\b|\bdieses semester\b|\beste semestre\b/iu,
    () => 84,
  ],
  [
    /\b(?:this|over the|during the)\s+summer\b|\bcet été\b|\bdiesen sommer\b|\beste verano\b/iu,
    () => 70,
  ],
  [
    /\b(?:by\s+|before\s+)?(?:the\s+)?end\s+of\s+(?:the|this)\s+year\b|\bthis\s+year\b|\bby end of year\b/iu,
    (d) => Math.max(14, calendarDaysBetween(d, new Date(Date.UTC(d.getUTCFullYear(), 11, 31)))),
  ],
  [/\bnext\s+year\b|\bnächstes jahr\b|\bl'année prochaine\b|\bel próximo año\b/iu, () => 365],
];

// "end of July", "Ende Juli", "fin juillet", "finales de julio", "mid June": chrono reads the month
// but not the part of it.
const MONTHS: [number, RegExp][] = [
  [0, /jan(?:uary)?|januar|janvier|enero/],
  [1, /feb(?:ruary)?|februar|février|fevrier|febrero/],
  [2, /mar(?:ch)?|märz|maerz|mars|marzo/],
  [3, /apr(?:il)?|avril|abril/],
  [4, /may|mai|mayo/],
  [5, /june?|juni|juin|junio/],
  [6, /july?|juli|juillet|julio/],
  [7, /aug(?:ust)?|august|août|aout|agosto/],
  [8, /sept?(?:ember)?|september|septembre|septiembre/],
  [9, /oct(?:ober)?|oktober|octobre|octubre/],
  [10, /nov(?:ember)?|novembre|noviembre/],
  [11, /dec(?:ember)?|dezember|décembre|decembre|diciembre/],
];
const MONTH_ALTERNATIVES = MONTHS.map(([, re]) => re.source).join('|');
const MONTH_PART = new RegExp(
  `\\b(?:(?:by|before|until|bis|avant|antes de)\\s+)?(?:the\\s+)?(end\\s+of|ende|fin(?:\\s+de)?|finales\\s+de|mid|middle\\s+of|mitte|mi-|mediados\\s+de)\\s*(?:the\\s+month\\s+of\\s+)?(${MONTH_ALTERNATIVES})\\b`,
  'iu',
);

function monthPart(text: string, now: Date): { target: Date; phrase: string } | undefined {
  const m = MONTH_PART.exec(text);
  if (!m) return undefined;
  const month = MONTHS.find(([, re]) => new RegExp(`^(?:${re.source})$`, 'iu').test(m[2]!))?.[0];
  if (month === undefined) return undefined;
  const end = /^(?:end|ende|fin)/iu.test(m[1]!);
  const dateIn = (year: number) =>
    end ? new Date(Date.UTC(year, month + 1, 0)) : new Date(Date.UTC(year, month, 15));
  let target = dateIn(now.getUTCFullYear());
  if (calendarDaysBetween(now, target) < 1) target = dateIn(now.getUTCFullYear() + 1);
  return { target, phrase: m[0] };
}

// Words chrono takes for dates that are not deadlines in a goal ("stats 101", "the 5k", and a
// range of bare numbers, "chapters 4 to 9", which chrono reads as the hours 4 to 9 o'clock);
// "may", "march" and "sun" count only after a preposition ("by march", not "I may", "march band").
const NOT_A_DATE =
  /^(?:\d{1,3}|\d{1,3}\s*(?:to|-|–|bis|à|a|al)\s*\d{1,3}|\d+\s*k|\d+\s*m|second|now)$/iu;
// A performance figure: "under 25 minutes", "sub-3 hour", "en moins de 2 heures", "unter 4 Stunden".
const PERFORMANCE_BEFORE =
  /(?:\b(?:under|below|less than|faster than|sub|moins|unter|weniger als|menos|bajo)[\s-]*(?:de\s*)?)$/iu;
const DATE_ONLY_AFTER_PREPOSITION = /^(?:may|march|sun|sat|mar|jan|fri)$/iu;

// Student shorthand chrono does not read, spelt out first.
const SHORTHAND: [RegExp, string][] = [
  [/\b(?:tmrw|tmr|tmrow|2morrow|tomorow|tommorow|tommorrow)\b/giu, 'tomorrow'],
  [/\b(?:a|one)\s+fortnight\b|\bfortnight\b/giu, '2 weeks'],
  [/\b(\d+)\s*wks?\b/giu, '$1 weeks'],
  [/\b(\d+)\s*mo(?:s|nths?)?\b/giu, '$1 months'],
];

// Holidays students name as deadlines, as the date they fall on.
const HOLIDAYS: [RegExp, number, number][] = [
  [/\b(?:christmas|xmas|weihnachten|noël|noel|navidad)\b/iu, 11, 25],
  [/\b(?:new year'?s?(?: day)?|neujahr|nouvel an|año nuevo)\b/iu, 0, 1],
  [/\b(?:halloween)\b/iu, 9, 31],
];

/** The first time frame the goal names, relative to `now`; daily effort is not one. */
export function findHorizon(text: string, now: Date): HorizonMatch | undefined {
  const effort = findDailyEffort(text);
  let t = effort ? text.replace(effort.phrase, ' ') : text;
  t = t.replace(RHYTHM, ' ');
  const fromDays = (days: number, phrase: string, due?: Date): HorizonMatch => ({
    horizon: {
      days: Math.max(days, 1 / 24),
      label: describeDays(days),
      ...(due ? { due: isoDay(due) } : {}),
    },
    phrase,
  });
  for (const [pattern, replacement] of [...SHORTHAND, ...COUNTING_IDIOMS])
    t = t.replace(pattern, replacement);
  t = spellOutNumbers(t);
  const dates = chronoDates(t, now);
  // A calendar date the goal states wins over a span ("end of term (term ends 9 June)").
  if (!dates.some((d) => d.calendarDate)) {
    for (const [pattern, days] of SPANS) {
      const found = pattern.exec(t);
      if (found) {
        const n = days(now);
        return fromDays(n, found[0], new Date(utcDay(now) + n * DAY_MS));
      }
    }
  }
  for (const [pattern, month, day] of HOLIDAYS) {
    const found = pattern.exec(t);
    if (!found) continue;
    let target = new Date(Date.UTC(now.getUTCFullYear(), month, day));
    if (calendarDaysBetween(now, target) < 1)
      target = new Date(Date.UTC(now.getUTCFullYear() + 1, month, day));
    return fromDays(
      calendarDaysBetween(now, target),
      phraseAround(t, found.index, found[0]),
      target,
    );
  }
  const rule =
    monthPart(t, now) ?? findDayOfNextMonth(t, now) ?? findSeason(t, now) ?? findMonthEnd(t, now);
  if (rule) return fromDays(calendarDaysBetween(now, rule.target), rule.phrase, rule.target);
  // A day or later first; a time frame within today only when the goal names nothing later.
  const chosen = dates.find((d) => d.days >= 1) ?? dates[0];
  if (!chosen) return undefined;
  // "tonight", "this afternoon": the hours left; otherwise whole calendar days.
  if (chosen.days < 1) return fromDays(Math.max(1, Math.round(chosen.hours)) / 24, chosen.text);
  return fromDays(chosen.days, chosen.said, chosen.target);
}

interface ChronoDate {
  target: Date;
  days: number;
  hours: number;
  text: string;
  said: string;
  /** A date written out ("9 June", "June 9th"), not a relative one ("in 3 weeks"). */
  calendarDate: boolean;
}

/**
 * Every deadline chrono reads in the goal, in the goal's language first, then English, then the
 * other parsers (a short German goal, "Klausur bis Freitag", has too few common words to be
 * recognised as German).
 */
function chronoDates(t: string, now: Date): ChronoDate[] {
  const language = goalLanguage(t);
  const reference = { instant: now, timezone: 'UTC' };
  const order = [...new Set<Language>([language, 'en', 'de', 'fr', 'es'])];
  for (const lang of order) {
    const found: ChronoDate[] = [];
    for (const result of PARSERS[lang].parse(t, reference, { forwardDate: true })) {
      const said = phraseAround(t, result.index, result.text);
      const text = result.text.trim();
      if (NOT_A_DATE.test(text)) continue;
      if (
        DATE_ONLY_AFTER_PREPOSITION.test(text) &&
        !/\b(?:by|before|until|till|on|in|next|this|bis|avant|antes)\s+$/iu.test(
          t.slice(0, result.index),
        )
      )
        continue;
      let target = result.start.date();
      // "by Friday" said on a Friday means next week's.
      if (
        calendarDaysBetween(now, target) < 1 &&
        result.start.isCertain('weekday') &&
        !result.start.isCertain('day')
      )
        target = new Date(target.getTime() + 7 * DAY_MS);
      const days = calendarDaysBetween(now, target);
      if (days < 0) continue;
      // A deadline today whose hour chrono guessed has passed: what is left of the day.
      const endOfToday = utcDay(now) + DAY_MS;
      const hours =
        (Math.max(target.getTime(), days === 0 ? endOfToday : 0) - now.getTime()) / 3_600_000;
      if (hours <= 0) continue;
      const figureAt = result.index + Math.max(0, result.text.search(/\d/));
      if (hours < 24 && PERFORMANCE_BEFORE.test(t.slice(0, figureAt))) continue;
      found.push({
        target,
        days,
        hours,
        text: result.text,
        said,
        calendarDate:
          result.start.isCertain('day') &&
          result.start.isCertain('month') &&
          !result.tags().has('result/relativeDate'),
      });
    }
    if (found.length) return found;
  }
  return [];
}

/** The date words plus the preposition before them ("by Friday", "bis Ende Juli"). */
function phraseAround(text: string, index: number, dateText: string): string {
  const before = text.slice(0, index);
  const lead =
    /(?:\b(?:by|before|until|till|in|within|on|for|due|deadline is|deadline|the|next|this|coming|bis|vor|zum|am|avant|d'ici|pour|dans|le|para|antes del?|en|el)\s+)+$/iu.exec(
      before,
    );
  return (lead ? lead[0] : '') + dateText;
}
