// Right answers for the offline planner over bench/data/eval-goals.json (goals as students write
// them, in English, German, French and Spanish): the deadline lands on the right calendar date,
// daily effort ("2 hours a day") is read as hours per day and not as a date, the goal kind is
// right, and no noisy goal words are pasted into titles. Expected dates are computed here from the
// real date the bench runs on, with plain calendar arithmetic written independently of the engine
// (which uses chrono-node), so the engine cannot grade itself.
// Run: npx tsx bench/ai-quality-goals.bench.ts   (--verbose lists every miss)
// Held-out sets: --set knowledge-eval (bench/data/knowledge-eval/goals.json, relative horizons and
// inline items) and --set horizon-eval (bench/data/horizon-eval/goals.json, hand-written dates for
// a fixed "now"). Horizons are counted over the goals that state one. --set also takes a directory
// (absolute or relative to the working directory) holding a goals.json of the same format.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { analyseGoal } from '../apps/server/src/ai/offline/planner/goal-analysis.ts';
import { planGoal } from '../apps/server/src/ai/offline/planner/build-plan.ts';
import { evalSetDir, setArgument } from './eval-set.mjs';

type HorizonSpec =
  | { in: { days?: number; weeks?: number; months?: number } }
  | { weekday: string }
  | { date: string }
  | { monthStart: number }
  | { monthMid: number }
  | { monthEnd: number }
  | { endOfMonth: true }
  | { span: number }
  | { dayOfNextMonth: number }
  | { seasonStart: Season }
  | { seasonEnd: Season }
  | null;

type Season = 'spring' | 'summer' | 'autumn' | 'winter';

interface GoalCase {
  goal: string;
  kind?: string;
  horizon: HorizonSpec;
  hoursPerDay?: number;
  notInTitles?: string[];
  /** Items the goal lists inline: the plan has one task naming each. */
  items?: string[];
  /** horizon-eval: the due date (YYYY-MM-DD) for the set's fixed `now`. */
  due?: string;
}

const set = setArgument() ? basename(evalSetDir('')) : undefined;
const file = set
  ? `${evalSetDir('')}goals.json`
  : new URL('./data/eval-goals.json', import.meta.url);
const data = JSON.parse(readFileSync(file, 'utf8')) as {
  now?: string;
  goals: GoalCase[];
};
const verbose = process.argv.includes('--verbose');
const DAY = 86_400_000;
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const utc = (y: number, m: number, d: number) => Date.UTC(y, m, d);
const SEASON_START: Record<Season, number> = { spring: 2, summer: 5, autumn: 8, winter: 11 };

/**
 * Whole calendar days from today to the date the spec names (UTC). Adding months to the 29th-31st
 * has two accepted readings (31 July + 2 months = 30 September, clamped, or 1 October); both are
 * returned.
 */
export function expectedDays(spec: Exclude<HorizonSpec, null>, now: Date): number[] {
  return [...new Set(readings(spec, now))];
}

function readings(spec: Exclude<HorizonSpec, null>, now: Date): number[] {
  const [y, m, d] = [now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()];
  const today = utc(y, m, d);
  const days = (t: number) => Math.round((t - today) / DAY);
  /** The date in this year, or next year's when this year's has passed (today counts). */
  const ahead = (at: (year: number) => number) => (at(y) >= today ? at(y) : at(y + 1));
  if ('in' in spec) {
    const { days: n = 0, weeks = 0, months = 0 } = spec.in;
    // Calendar months: the same day-of-month, clamped to the month's length.
    const lastDay = new Date(utc(y, m + months + 1, 0)).getUTCDate();
    const extra = (n + 7 * weeks) * DAY;
    return [
      days(utc(y, m + months, Math.min(d, lastDay)) + extra),
      days(utc(y, m + months, d) + extra),
    ];
  }
  if ('weekday' in spec) {
    const gap = (WEEKDAYS.indexOf(spec.weekday) - now.getUTCDay() + 7) % 7;
    return [gap === 0 ? 7 : gap];
  }
  if ('date' in spec) {
    const [mm, dd] = spec.date.split('-').map(Number) as [number, number];
    return [days(ahead((year) => utc(year, mm - 1, dd)))];
  }
  if ('monthStart' in spec) return [days(ahead((year) => utc(year, spec.monthStart - 1, 1)))];
  if ('monthMid' in spec) return [days(ahead((year) => utc(year, spec.monthMid - 1, 15)))];
  if ('monthEnd' in spec) return [days(ahead((year) => utc(year, spec.monthEnd, 0)))];
  if ('endOfMonth' in spec) return [days(utc(y, m + 1, 0))];
  if ('dayOfNextMonth' in spec) {
    const last = new Date(utc(y, m + 2, 0)).getUTCDate();
    return [days(utc(y, m + 1, Math.min(spec.dayOfNextMonth, last)))];
  }
  if ('seasonStart' in spec) {
    const month = SEASON_START[spec.seasonStart];
    const at = (year: number) => utc(year, month, 1);
    return [days(at(y) > today ? at(y) : at(y + 1))];
  }
  if ('seasonEnd' in spec) {
    // The day before the next season starts (winter ends on the last day of February).
    const month = (SEASON_START[spec.seasonEnd] + 3) % 12;
    const at = (year: number) => utc(year, month, 0);
    return [days(at(y) > today ? at(y) : at(y + 1))];
  }
  return [spec.span];
}

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
}

const now = new Date(data.now ?? process.env.BENCH_NOW ?? Date.now());
let horizonRight = 0;
let horizonCases = 0;
let itemsRight = 0;
let itemsCases = 0;
let kindRight = 0;
let effortRight = 0;
let effortCases = 0;
let noisyTitles = 0;
const kinds = new Set<string>();
const times: number[] = [];
// Warm-up: the first calls compile the date parsers.
for (const c of data.goals) planGoal(c.goal, now);
for (const c of data.goals) {
  const started = performance.now();
  const plan = planGoal(c.goal, now);
  times.push(performance.now() - started);
  const a = analyseGoal(c.goal, now);
  kinds.add(a.kind);
  const want = c.due
    ? [
        Math.round(
          (Date.parse(c.due) - utc(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())) /
            DAY,
        ),
      ]
    : !c.horizon
      ? null
      : expectedDays(c.horizon, now);
  if (want !== null) horizonCases++;
  const got = a.horizon.explicit ? a.horizon.days : null;
  // A deadline of today ("by October 12" on 12 October) is the hours left.
  const right =
    want === null
      ? got === null
      : got !== null && want.some((w) => (w === 0 ? got < 1 : w === got));
  if (right) {
    if (want !== null) horizonRight++;
  } else if (verbose) console.error(`HORIZON "${c.goal}": got ${got}, want ${want}`);
  if (c.items) {
    itemsCases++;
    const titleList = plan.tasks.map((t) => t.title.toLowerCase());
    const missing = c.items.filter(
      (item) => titleList.filter((t) => t.includes(item.toLowerCase())).length === 0,
    );
    if (missing.length === 0) itemsRight++;
    else if (verbose) console.error(`ITEMS "${c.goal}": no task for ${missing.join(', ')}`);
  }
  if (!c.kind || a.kind === c.kind) kindRight++;
  else if (verbose) console.error(`KIND "${c.goal}": got ${a.kind}, want ${c.kind}`);
  if (c.hoursPerDay !== undefined) {
    effortCases++;
    if (a.hoursPerDay === c.hoursPerDay) effortRight++;
    else if (verbose) console.error(`EFFORT "${c.goal}": got ${a.hoursPerDay}`);
  }
  const titles = plan.tasks.map((t) => t.title.toLowerCase()).join(' | ');
  const noisy = (c.notInTitles ?? []).filter((w) => titles.includes(w.toLowerCase()));
  if (noisy.length) {
    noisyTitles++;
    if (verbose) console.error(`TITLE "${c.goal}": quotes ${noisy.join(', ')}`);
  }
}
const n = data.goals.length;
const horizonRate = Number((horizonRight / horizonCases).toFixed(3));
const p95Ms = Number(p95(times).toFixed(2));
console.log(
  JSON.stringify({
    name: 'ai-quality-goals',
    set: set ?? 'eval-goals',
    provider: 'offline',
    goals: n,
    horizons: `${horizonRight}/${horizonCases}`,
    horizonCorrect: horizonRate,
    ...(itemsCases ? { inlineItems: `${itemsRight}/${itemsCases}` } : {}),
    kindCorrect: Number((kindRight / n).toFixed(3)),
    dailyEffortCorrect: `${effortRight}/${effortCases}`,
    noisyTitles,
    kindsUsed: kinds.size,
    p95Ms,
    goal: 'horizonCorrect>=0.95 && noisyTitles==0 && p95Ms<=50',
    pass: horizonRate >= 0.95 && noisyTitles === 0 && p95Ms <= 50,
  }),
);
