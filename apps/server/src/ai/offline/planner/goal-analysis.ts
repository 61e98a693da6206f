// Reads a goal sentence the way a person would skim it: what kind of goal it is, what it is about
// (the object, in the person's own words) and by when. Pure and deterministic: "now" is passed in.

export const GOAL_KINDS = [
  'exam',
  'skill',
  'project',
  'fitness',
  'writing',
  'job',
  'event',
  'habit',
  'generic',
] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];

export interface Horizon {
  /** Calendar days available (fractional for hours). */
  days: number;
  /** How to say it: "3 weeks", "30 days", "6 hours". */
  label: string;
  /** True when the goal named it; false when it is the kind's default. */
  explicit: boolean;
}

export interface GoalAnalysis {
  kind: GoalKind;
  /** Refinement of the kind that changes the advice (e.g. a language, a running race). */
  variant: 'language' | 'running' | 'none';
  /** What the goal is about, in the goal's own words ("Spanish", "portfolio website"). */
  object: string;
  horizon: Horizon;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  few: 3,
  couple: 2,
};
const NUMBER = `(\\d+(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS).join('|')})`;
const UNIT = '(hours?|hrs?|days?|weeks?|wks?|months?|years?)';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_PATTERN = `(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WEEKDAY_PATTERN = `(sun|mon|tue|wed|thu|fri|sat)[a-z]*`;

export const DEFAULT_HORIZON_DAYS: Record<GoalKind, number> = {
  exam: 14,
  skill: 30,
  project: 21,
  fitness: 56,
  writing: 28,
  job: 42,
  event: 28,
  habit: 30,
  generic: 14,
};

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "3 weeks" for whole weeks of 2+, otherwise days; hours below a day. */
export function describeDays(days: number): string {
  if (days < 1) return plural(Math.max(1, Math.round(days * 24)), 'hour');
  const whole = Math.round(days);
  if (whole >= 14 && whole % 7 === 0) return plural(whole / 7, 'week');
  return plural(whole, 'day');
}

function toNumber(word: string): number {
  return NUMBER_WORDS[word] ?? Number(word);
}

function unitDays(unit: string): number {
  if (unit.startsWith('h')) return 1 / 24;
  if (unit.startsWith('d')) return 1;
  if (unit.startsWith('w')) return 7;
  if (unit.startsWith('m')) return 30;
  return 365;
}

function unitName(unit: string): string {
  if (unit.startsWith('h')) return 'hour';
  if (unit.startsWith('d')) return 'day';
  if (unit.startsWith('w')) return 'week';
  if (unit.startsWith('m')) return 'month';
  return 'year';
}

function monthIndex(token: string): number {
  return MONTHS.findIndex((month) => month.startsWith(token.slice(0, 3)));
}

function daysBetween(now: Date, target: Date): number {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((target.getTime() - start) / DAY_MS);
}

interface HorizonMatch {
  horizon: Omit<Horizon, 'explicit'>;
  /** The words that said it, removed before reading the object. */
  phrase: string;
}

/** The first time frame the goal names, relative to `now` (UTC calendar days). */
export function findHorizon(text: string, now: Date): HorizonMatch | undefined {
  const t = text.toLowerCase();
  const fromDays = (days: number, phrase: string, label?: string): HorizonMatch => ({
    horizon: { days: Math.max(days, 1 / 24), label: label ?? describeDays(days) },
    phrase,
  });

  // "in 3 weeks", "within two months", "over the next 10 days", "for 6 weeks", "3-week"
  const span = new RegExp(
    `\\b(?:in|within|over|for|during|inside)\\s+(?:the\\s+)?(?:next\\s+|coming\\s+)?(?:a\\s+)?${NUMBER}\\s+${UNIT}\\b`,
  ).exec(t);
  const compound = new RegExp(
    `\\b${NUMBER}[- ]${UNIT.replace('s?', '')}\\b(?:\\s+(?:plan|program|programme|challenge|sprint))?`,
  ).exec(t);
  const bare = new RegExp(`\\b(?:in|within)\\s+(?:a|an|one)\\s+${UNIT}\\b`).exec(t);
  const hit = span ?? bare ?? compound;
  if (hit) {
    const count = bare && hit === bare ? 1 : toNumber(hit[1]!);
    const unit = bare && hit === bare ? hit[1]! : hit[2]!;
    const days = count * unitDays(unit);
    const name = unitName(unit);
    const label = name === 'month' || name === 'year' ? describeDays(days) : plural(count, name);
    return fromDays(days, hit[0], label);
  }

  if (/\b(?:tonight|today|this evening|this afternoon)\b/.test(t)) {
    const phrase = /\b(?:by\s+|before\s+)?(?:tonight|today|this evening|this afternoon)\b/.exec(t)!;
    return fromDays(8 / 24, phrase[0], '8 hours');
  }
  const tomorrow = /\b(?:by|before|until)?\s*tomorrow\b/.exec(t);
  if (tomorrow) return fromDays(1, tomorrow[0], '1 day');

  // "by Friday", "before next Monday"
  const weekday = new RegExp(
    `\\b(?:by|before|until|on|till)\\s+(?:next\\s+|this\\s+)?${WEEKDAY_PATTERN}\\b`,
  ).exec(t);
  if (weekday) {
    const target = WEEKDAYS.findIndex((day) => day.startsWith(weekday[1]!));
    let days = (target - now.getUTCDay() + 7) % 7;
    if (days === 0) days = 7;
    if (/\bnext\s/.test(weekday[0]) && days < 7) days += 7;
    return fromDays(days, weekday[0]);
  }

  // "by June", "by June 15", "before 15 March", "until the end of May"
  const month = new RegExp(
    `\\b(?:by|before|until|till|in|for)\\s+(?:the\\s+)?(?:(end|middle|mid|start|beginning)\\s+of\\s+)?(?:(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?)?${MONTH_PATTERN}\\b(?:\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b)?`,
  ).exec(t);
  if (month && !(month[3] === 'may' && !/^(?:by|before|until|till)/.test(month[0]))) {
    const index = monthIndex(month[3]!);
    const part = month[1];
    const dayOfMonth = Number(month[2] ?? month[4] ?? 0);
    let year = now.getUTCFullYear();
    const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
    const targetFor = (y: number) => {
      if (dayOfMonth) return new Date(Date.UTC(y, index, Math.min(dayOfMonth, lastDay(y, index))));
      if (part === 'end') return new Date(Date.UTC(y, index, lastDay(y, index)));
      if (part === 'middle' || part === 'mid') return new Date(Date.UTC(y, index, 15));
      // "by June" means by the time June starts; "in June" means during it (its middle).
      return new Date(
        Date.UTC(y, index, month[0].startsWith('in') || month[0].startsWith('for') ? 15 : 1),
      );
    };
    let target = targetFor(year);
    if (daysBetween(now, target) < 1) {
      // The month named is this one: aim for its end; otherwise it is next year's.
      target =
        index === now.getUTCMonth() && !dayOfMonth
          ? new Date(Date.UTC(year, index, lastDay(year, index)))
          : targetFor(++year);
      if (daysBetween(now, target) < 1) target = targetFor(++year);
    }
    return fromDays(daysBetween(now, target), month[0]);
  }

  const relative: [RegExp, (now: Date) => number][] = [
    [
      /\b(?:by\s+|before\s+|until\s+)?(?:the\s+)?end\s+of\s+(?:the|this)\s+week\b|\bthis\s+week(?:end)?\b/,
      (d) => Math.max(2, 7 - d.getUTCDay()),
    ],
    [/\b(?:by|before|until)\s+next\s+week\b|\bnext\s+week\b/, () => 7],
    [
      /\b(?:by\s+|before\s+|until\s+)?(?:the\s+)?end\s+of\s+(?:the|this)\s+month\b|\bthis\s+month\b/,
      (d) =>
        Math.max(
          3,
          new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate() -
            d.getUTCDate(),
        ),
    ],
    [/\b(?:by|before|until)?\s*next\s+month\b/, () => 30],
    [
      /\b(?:this|the)\s+(?:semester|term)\b|\bby\s+(?:the\s+)?end\s+of\s+(?:the\s+)?(?:semester|term)\b/,
      () => 84,
    ],
    [/\bthis\s+summer\b|\bover\s+the\s+summer\b|\bbefore\s+summer\b/, () => 70],
    [
      /\b(?:by\s+|before\s+)?(?:the\s+)?end\s+of\s+(?:the|this)\s+year\b|\bthis\s+year\b/,
      (d) => Math.max(14, daysBetween(d, new Date(Date.UTC(d.getUTCFullYear(), 11, 31)))),
    ],
    [/\bnext\s+year\b/, () => 365],
  ];
  for (const [pattern, days] of relative) {
    const found = pattern.exec(t);
    if (found) return fromDays(days(now), found[0]);
  }
  return undefined;
}

// Each kind is recognised by words; a leading verb counts double because it says what the
// person means to do ("write a study guide for my exam" is about writing, not the exam).
const KIND_WORDS: [GoalKind, RegExp, number][] = [
  [
    'exam',
    /\b(?:exams?|finals?|midterms?|tests?|quiz(?:zes)?|boards|sat|act|gre|gmat|lsat|mcat|ielts|toefl|certification|bar exam|revise|revision)\b/,
    3,
  ],
  ['exam', /\b(?:study|studying|pass|cram)\b/, 2],
  [
    'skill',
    /\b(?:learn|learning|master|practi[cs]e|get better at|improve (?:my|at)|become fluent|fluent|basics of|pick up)\b/,
    3,
  ],
  [
    'skill',
    /\b(?:guitar|piano|violin|drawing|painting|coding|programming|chess|photography|cooking|typing)\b/,
    1,
  ],
  [
    'project',
    /\b(?:build|ship|launch|develop|code|create|make|design|redesign|release|publish an? app|prototype|mvp|set up)\b/,
    2,
  ],
  [
    'project',
    /\b(?:website|web ?site|app|application|game|portfolio|product|startup|side project|saas|plugin|api|store|shop|podcast|channel|newsletter)\b/,
    2,
  ],
  [
    'fitness',
    /\b(?:run|running|marathon|half[- ]marathon|5k|10k|triathlon|lose \d+|lose weight|weight loss|get fit|fitness|gym|work ?out|workouts?|strength|push-?ups|pull-?ups|squat|bench press|swim|cycling|bike|kg|lbs|pounds)\b/,
    3,
  ],
  ['writing', /\b(?:write|writing|draft|finish writing)\b/, 3],
  [
    'writing',
    /\b(?:novel|thesis|dissertation|essay|blog posts?|book|paper|article|manuscript|chapters?|report|memoir|screenplay|short story)\b/,
    2,
  ],
  [
    'job',
    /\b(?:jobs?|job search|internship|interviews?|resume|cv|get hired|hired|career|new role|promotion|job offer|apply(?:ing)? (?:to|for))\b/,
    3,
  ],
  [
    'event',
    /\b(?:move|moving|relocate|wedding|party|trip|travel|vacation|holiday|conference|event|organi[sz]e|declutter|renovate|renovation|birthday|plan (?:a|an|my|our|the))\b/,
    3,
  ],
  ['habit', /\bhabits?\b/, 4],
  [
    'habit',
    /\b(?:every ?day|daily|each day|every morning|every night|meditat\w*|wake up|quit|stop (?:smoking|drinking|procrastinating)|journal(?:ing)?|drink more water|sleep (?:earlier|better|8)|routine|streak)\b/,
    3,
  ],
];

function classify(text: string): GoalKind {
  const t = text.toLowerCase();
  const scores = new Map<GoalKind, number>();
  let first: { kind: GoalKind; at: number } | undefined;
  for (const [kind, pattern, weight] of KIND_WORDS) {
    const match = pattern.exec(t);
    if (!match) continue;
    scores.set(kind, (scores.get(kind) ?? 0) + weight);
    if (!first || match.index < first.at) first = { kind, at: match.index };
  }
  // The word that opens the goal is usually its verb: it breaks ties and tips close calls.
  if (first && first.at <= 12) scores.set(first.kind, (scores.get(first.kind) ?? 0) + 1.5);
  let best: GoalKind = 'generic';
  let bestScore = 0;
  for (const kind of GOAL_KINDS) {
    const score = scores.get(kind) ?? 0;
    if (score > bestScore) {
      best = kind;
      bestScore = score;
    }
  }
  return best;
}

const LANGUAGES =
  /\b(?:spanish|french|german|italian|portuguese|japanese|chinese|mandarin|cantonese|korean|arabic|russian|hindi|dutch|swedish|norwegian|danish|finnish|polish|turkish|greek|hebrew|vietnamese|thai|indonesian|swahili|ukrainian|czech|english|latin|sign language|asl)\b/;
const RUNNING = /\b(?:run|running|marathon|half[- ]marathon|5k|10k|\d+ ?km|triathlon|race)\b/;

// Openers that carry intent but no content ("I want to", "help me").
const LEAD_INS = [
  /^(?:please\s+)?(?:help me(?: to)?|i(?:'d| would)? (?:want|need|have|hope|plan|intend|aim|would like|'d like)(?: to)?|i'm going to|i am going to|i will|i'll|my goal is(?: to)?|goal:?|how (?:do|can) i|i must|let me|trying to|try to|want to|need to|going to|plan to|finally|actually)\s+/,
];

// The verb each kind opens with, dropped so the object is a noun phrase.
const KIND_VERBS: Record<GoalKind, RegExp> = {
  exam: /^(?:prepare|prep|get ready|study|revise|cram|review)(?:\s+(?:for|up on))?\s+|^(?:pass|ace|take|sit|crush)\s+/,
  skill:
    /^(?:learn(?: how to| to| the basics of| about)?|master|practi[cs]e|get better at|improve(?: my| at)?|become fluent in|pick up|teach myself|get good at)\s+(?:(?:play|speak|use)\s+(?:the\s+)?)?/,
  project:
    /^(?:build|ship|launch|develop|code|create|make|design|redesign|release|publish|finish|complete|set up|start)\s+/,
  fitness: /^(?:train for|prepare for|get ready for|complete|finish|do|run|get|be able to)\s+/,
  writing: /^(?:write|draft|finish writing|finish|complete|start)\s+/,
  job: /^(?:find|land|get ready for|get|secure|apply for|prepare for|search for|look for)\s+/,
  event: /^(?:plan|organi[sz]e|prepare for|get ready for|prep for|arrange)\s+/,
  habit:
    /^(?:build|start|form|create|develop|make)\s+(?:a\s+|the\s+)?(?:habit of\s+)?|^(?:get into the habit of)\s+/,
  generic: /^(?:finish|complete|do|get|start|prepare for|work on)\s+/,
};

const ARTICLES = /^(?:my|a|an|the|our|some|this|that|for)\s+/;
// Trailing clauses that say why or how, not what.
const TAIL =
  /\s+(?:so (?:that|i)|because|since|in order to|while|without|and then|before|after|ahead of|to (?:get|help|be|make|improve|impress|feel)|with (?:a|an|my) (?:score|grade|goal|target)|from scratch|at (?:least|most)|and (?:get|land|pass))\b.*$/;

function cleanObject(text: string, kind: GoalKind, horizonPhrase: string | undefined): string {
  let s = ` ${text.toLowerCase()} `;
  if (horizonPhrase) s = s.replace(horizonPhrase, ' ');
  s = s
    .replace(/[!?.;:]+(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (let i = 0; i < 3; i++) {
    const before = s;
    for (const lead of LEAD_INS) s = s.replace(lead, '');
    s = s
      .replace(KIND_VERBS[kind], '')
      .replace(ARTICLES, '')
      .replace(/^and\s+\S+\s+/, '');
    if (s === before) break;
  }
  s = s.replace(TAIL, '').replace(/\s*,.*$/, '');
  // "every day", "daily" belong to the habit's rhythm, not its object.
  if (kind === 'habit')
    s = s.replace(/\s+(?:every ?day|daily|each day|every morning|every night)$/, '');
  s = s.replace(/\s+(?:by|before|in|within|for|this|next|until|on)$/, '').trim();
  return s;
}

/** Restores the goal's own capitalisation for the words kept ("Spanish", "AWS"). */
function originalCase(original: string, lower: string): string {
  if (!lower) return lower;
  const at = original.toLowerCase().indexOf(lower);
  return at >= 0 ? original.slice(at, at + lower.length) : lower;
}

const VERB_OBJECT_KINDS = new Set<GoalKind>(['habit', 'event', 'generic', 'fitness']);

const DOUBLE_FINAL = new Set([
  'plan',
  'run',
  'get',
  'stop',
  'shop',
  'set',
  'put',
  'sit',
  'swim',
  'jog',
  'cut',
  'quit',
]);
const NOT_VERBS = /^(?:your|the|a|an|\d|more|less|daily|every)/;

/** "move to X" → "moving to X", "declutter and organise Y" → "decluttering and organising Y". */
export function gerundOpening(phrase: string): string {
  const toGerund = (word: string): string => {
    const w = word.toLowerCase();
    if (w.endsWith('ing') || NOT_VERBS.test(w)) return word;
    if (DOUBLE_FINAL.has(w)) return `${word}${word.at(-1)}ing`;
    if (w.endsWith('ie')) return `${word.slice(0, -2)}ying`;
    if (w.endsWith('e') && !w.endsWith('ee')) return `${word.slice(0, -1)}ing`;
    return `${word}ing`;
  };
  const [first = '', ...rest] = phrase.split(' ');
  if (rest[0] === 'and' && rest[1] && !NOT_VERBS.test(rest[1])) {
    return [toGerund(first), 'and', toGerund(rest[1]), ...rest.slice(2)].join(' ');
  }
  return [toGerund(first), ...rest].join(' ');
}

export function analyseGoal(goal: string, now: Date): GoalAnalysis {
  const text = goal.replace(/\s+/g, ' ').trim();
  const kind = classify(text);
  const found = findHorizon(text, now);
  const lower = text.toLowerCase();
  const variant =
    kind === 'skill' && LANGUAGES.test(lower)
      ? 'language'
      : kind === 'fitness' && RUNNING.test(lower)
        ? 'running'
        : 'none';
  let object = cleanObject(text, kind, found?.phrase);
  const words = object.split(' ').filter(Boolean);
  if (words.length > 7) object = words.slice(0, 7).join(' ');
  if (object.length < 2) object = lower.replace(found?.phrase ?? '', '').trim() || lower;
  const horizon: Horizon = found
    ? { ...found.horizon, explicit: true }
    : {
        days: DEFAULT_HORIZON_DAYS[kind],
        label: describeDays(DEFAULT_HORIZON_DAYS[kind]),
        explicit: false,
      };
  object = object.replace(/\bmy\b/g, 'your').replace(/\bmyself\b/g, 'yourself');
  let cased = originalCase(text, object);
  // A verb that opened the sentence ("Meditate", "Move to ...") reads better in lower case
  // mid-sentence; a name ("Spanish") never opens the goal, so it keeps its capital.
  const firstWord = cased.split(' ')[0] ?? '';
  if (text.startsWith(cased) && /^[A-Z][a-z]+$/.test(firstWord) && VERB_OBJECT_KINDS.has(kind)) {
    cased = cased.charAt(0).toLowerCase() + cased.slice(1);
  }
  // An object that still opens with its verb ("move to a new apartment") reads as an activity:
  // "moving to a new apartment" fits every template ("Set the basics for moving to ...").
  if (
    VERB_OBJECT_KINDS.has(kind) &&
    text.toLowerCase().startsWith(cased.toLowerCase().split(' ')[0]!)
  ) {
    cased = gerundOpening(cased);
  }
  return { kind, variant, object: cased, horizon };
}
