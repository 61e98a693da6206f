// What kind of goal a sentence states, from its words. A leading verb counts double because it
// says what the person means to do ("write a study guide for my exam" is about writing).

export const GOAL_KINDS = [
  'exam',
  'skill',
  'project',
  'fitness',
  'writing',
  'research',
  'application',
  'job',
  'moving',
  'event',
  'habit',
  'quit',
  'generic',
] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];

export const DEFAULT_HORIZON_DAYS: Record<GoalKind, number> = {
  exam: 14,
  skill: 30,
  project: 21,
  fitness: 56,
  writing: 28,
  research: 42,
  application: 42,
  job: 42,
  moving: 28,
  event: 28,
  habit: 30,
  quit: 30,
  generic: 14,
};

// Each kind is recognised by words; a leading verb counts double because it says what the
// person means to do ("write a study guide for my exam" is about writing, not the exam).
const KIND_WORDS: [GoalKind, RegExp, number][] = [
  [
    'exam',
    /\b(?:exams?|finals?|midterms?|tests?|quiz(?:zes)?|boards|sat|act|gre|gmat|lsat|mcat|ielts|toefl|certification|bar exam|revise|revision)\b/,
    3,
  ],
  ['exam', /\b(?:study|studying|pass|cram)\b/, 2],
  // German, French and Spanish goals: the words students use most for each kind.
  [
    'exam',
    /(?:prüfung|pruefung|klausur|abitur|examen|partiel|bac\b|concours|parcial|selectividad|oposiciones)/,
    4,
  ],
  ['skill', /\b(?:lernen|apprendre|aprender)\b/, 3],
  [
    'writing',
    /\b(?:schreiben|écrire|escribir|hausarbeit|bachelorarbeit|masterarbeit|mémoire|tesis|ensayo|trabajo final)\b/,
    4,
  ],
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
    'application',
    /\b(?:applications?|apply(?:ing)?\s+(?:to|for)\s+(?:grad|graduate|college|colleges|universit(?:y|ies)|uni|phd|ph\.d|masters?|master's|med|law|business|mba|programs?|programmes?|scholarships?|fellowships?|grants?|schools?)|scholarships?|fellowships?|grad school|graduate school|admissions?|personal statement|statement of purpose|ucas|common app)\b/,
    5,
  ],
  [
    'moving',
    /\b(?:move|moving|relocat\w*)\s+(?:house|home|out|in|to|into|apartments?|flats?|abroad|cities|city)\b|\bmoving house\b|\bnew (?:apartment|flat|house|place)\b/,
    5,
  ],
  [
    'research',
    /\b(?:research (?:paper|project|proposal|article)|journal (?:paper|article)|conference paper|lab report|literature review|paper for (?:a|the) (?:journal|conference))\b/,
    9,
  ],
  [
    'quit',
    /\b(?:quit|stop|break|kick|cut (?:out|down on)|give up)\s+(?:the\s+habit\s+of\s+|my\s+|bad\s+)?(?:smoking|vaping|drinking|procrastinat\w*|doomscrolling|scrolling|biting|nail[- ]biting|snacking|caffeine|coffee|sugar|social media|tiktok|instagram|gaming|porn|alcohol|junk food|checking|habit)\b|\bbad habit\b|\bbreak (?:a|the|this|my) habit\b/,
    8,
  ],
  [
    'habit',
    /\b(?:every ?day|daily|each day|every morning|every night|meditat\w*|wake up|quit|stop (?:smoking|drinking|procrastinating)|journal(?:ing)?|drink more water|sleep (?:earlier|better|8)|routine|streak)\b/,
    3,
  ],
];

export function classify(text: string): GoalKind {
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
