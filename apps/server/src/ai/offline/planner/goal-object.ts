import type { GoalKind } from './goal-kinds.ts';

// What a goal is about, in the person's own words, and whether those words are clean enough to
// put in a task title. Noise is fixed by quoting less, never by guessing: a misspelt opening verb
// ("studdy for ...") is recognised and dropped, a trailing purpose ("well enough to play Clair de
// Lune") is cut, and an object that is still not a clean noun phrase stays out of the titles.

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
  event: /^(?:plan|organi[sz]e|prepare for|get ready for|prep for|arrange)\s+/,
  habit:
    /^(?:build|start|form|create|develop|make)\s+(?:a\s+|the\s+)?(?:habit of\s+)?|^(?:get into the habit of)\s+/,
  research: /^(?:write|draft|finish|complete|submit|publish|start|work on)\s+/,
  application:
    /^(?:apply(?:ing)?\s+(?:to|for)|submit|send|finish|complete|prepare|work on|get|do|start)\s+/,
  job: /^(?:find|land|get ready for|get|secure|apply for|prepare for|search for|look for)\s+/,
  moving: /^(?:plan|organi[sz]e|prepare for|get ready for|prep for)\s+/,
  quit: /^(?:quit|stop|break|kick|give up|cut out|cut down on)\s+(?:the\s+habit\s+of\s+|my\s+)?/,
  generic: /^(?:finish|complete|do|get|start|prepare for|work on)\s+/,
};

const ARTICLES = /^(?:my|your|a|an|the|our|some|this|that|for)\s+/;
// Trailing clauses that say why or how, not what.
const TAIL =
  /\s+(?:well enough|good enough|so (?:that|i)|to be able to|to (?:play|speak|read|understand|pass|ace)\b|because|since|in order to|while|without|and then|before|after|ahead of|to (?:get|help|be|make|improve|impress|feel)|with (?:a|an|my) (?:score|grade|goal|target)|from scratch|at (?:least|most)|and (?:get|land|pass))\b.*$/;

export function cleanObject(text: string, kind: GoalKind, removed: readonly string[]): string {
  let s = ` ${text.toLowerCase()} `;
  for (const phrase of removed) s = s.replace(phrase.toLowerCase(), ' ');
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
  // "grad school applications": the templates say "applications" themselves.
  if (kind === 'application') s = s.replace(/\s+applications?$/, '');
  s = s.replace(/\s+(?:by|before|in|within|for|this|next|until|on)$/, '').trim();
  return s;
}

/** Restores the goal's own capitalisation for the words kept ("Spanish", "AWS"). */
function originalCase(original: string, lower: string): string {
  if (!lower) return lower;
  const at = original.toLowerCase().indexOf(lower);
  return at >= 0 ? original.slice(at, at + lower.length) : lower;
}

const VERB_OBJECT_KINDS = new Set<GoalKind>(['habit', 'event', 'generic', 'fitness', 'moving']);

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

// Verbs goals open with; a word one typing slip away from one of them is read as that verb.
const OPENING_VERBS = [
  'study',
  'prepare',
  'learn',
  'write',
  'build',
  'practice',
  'practise',
  'finish',
  'revise',
  'train',
  'apply',
  'review',
  'master',
  'improve',
];

/** True when `a` becomes `b` by one letter dropped, added, changed or two swapped. */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const [ra, rb] = [a.slice(i), b.slice(i)];
  return (
    ra.slice(1) === rb.slice(1) ||
    ra.slice(1) === rb ||
    ra === rb.slice(1) ||
    (ra.length > 1 && ra[0] === rb[1] && ra[1] === rb[0] && ra.slice(2) === rb.slice(2))
  );
}

/** "studdy for my final" → "study for my final": only the opening verb, only one slip. */
export function fixOpeningVerb(goal: string): string {
  const m = /^([A-Za-z]{4,})\b/.exec(goal);
  if (!m) return goal;
  const word = m[1]!.toLowerCase();
  if (OPENING_VERBS.includes(word)) return goal;
  const verb = OPENING_VERBS.find((v) => oneEditApart(word, v));
  return verb ? verb + goal.slice(m[1]!.length) : goal;
}

const MAX_OBJECT_WORDS = 7;

/** The object as templates use it: the goal's own casing, "my" as "your", verbs as gerunds. */
export function objectForTemplates(text: string, raw: string, kind: GoalKind): string {
  let object = raw;
  const words = object.split(' ').filter(Boolean);
  if (words.length > MAX_OBJECT_WORDS) object = words.slice(0, MAX_OBJECT_WORDS).join(' ');
  const lower = text.toLowerCase();
  if (object.length < 2) object = lower;
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
  if (VERB_OBJECT_KINDS.has(kind) && lower.startsWith(cased.toLowerCase().split(' ')[0]!)) {
    cased = gerundOpening(cased);
  }
  return cased;
}

// Words a clean noun phrase neither starts nor ends with (a cut-off "Clair de", "for your").
const DANGLING =
  /^(?:of|the|a|an|to|for|and|or|with|at|in|on|by|from|your|my|de|du|des|la|le|les|del|el|von|der|die|das|und|et|y|i|is|are|be|so|as|that|this|than|about|well|enough|how)$/i;
const PRONOUNS = /\b(?:i|me|i'm|im|we|you|it|they)\b/i;

/** Whether the object can go in a title as it stands: short, whole, no pronouns or clauses. */
export function isCleanNounPhrase(object: string, kind: GoalKind): boolean {
  const words = object.split(' ').filter(Boolean);
  const limit = VERB_OBJECT_KINDS.has(kind) ? 6 : 5;
  if (!words.length || words.length > limit) return false;
  if (DANGLING.test(words[0]!) || DANGLING.test(words.at(-1)!)) return false;
  if (PRONOUNS.test(object)) return false;
  return words.every((w) => /^[\p{L}\p{N}][\p{L}\p{N}'’.&+#/-]*$/u.test(w));
}
