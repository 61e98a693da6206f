// Right answers for the offline planner over bench/data/eval-goals.json (goals as students write
// them, in English, German, French and Spanish): the deadline lands on the right calendar date,
// daily effort ("2 hours a day") is read as hours per day and not as a date, the goal kind is
// right, and no noisy goal words are pasted into titles. Expected dates are computed here from the
// real date the bench runs on, with plain calendar arithmetic written independently of the engine
// (which uses chrono-node), so the engine cannot grade itself.
// Run: npx tsx bench/ai-quality-goals.bench.ts   (--verbose lists every miss)
import { readFileSync } from 'node:fs';
import { analyseGoal } from '../apps/server/src/ai/offline/planner/goal-analysis.ts';
import { planGoal } from '../apps/server/src/ai/offline/planner/build-plan.ts';

type HorizonSpec =
  | { in: { days?: number; weeks?: number; months?: number } }
  | { weekday: string }
  | { date: string }
  | { monthStart: number }
  | { monthMid: number }
  | { monthEnd: number }
  | { endOfMonth: true }
  | { span: number }
  | null;

interface GoalCase {
  goal: string;
  kind: string;
  horizon: HorizonSpec;
  hoursPerDay?: number;
  notInTitles?: string[];
}

const data = JSON.parse(
  readFileSync(new URL('./data/eval-goals.json', import.meta.url), 'utf8'),
) as { goals: GoalCase[] };
const verbose = process.argv.includes('--verbose');
const DAY = 86_400_000;
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const utc = (y: number, m: number, d: number) => Date.UTC(y, m, d);

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
  return [spec.span];
}

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
}

const now = process.env.BENCH_NOW ? new Date(process.env.BENCH_NOW) : new Date();
let horizonRight = 0;
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
  const want = c.horizon === null ? null : expectedDays(c.horizon, now);
  const got = a.horizon.explicit ? a.horizon.days : null;
  // A deadline of today ("by October 12" on 12 October) is the hours left.
  const right =
    want === null
      ? got === null
      : got !== null && want.some((w) => (w === 0 ? got < 1 : w === got));
  if (right) horizonRight++;
  else if (verbose) console.error(`HORIZON "${c.goal}": got ${got}, want ${want}`);
  if (a.kind === c.kind) kindRight++;
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
const horizonRate = Number((horizonRight / n).toFixed(3));
const p95Ms = Number(p95(times).toFixed(2));
console.log(
  JSON.stringify({
    name: 'ai-quality-goals',
    provider: 'offline',
    goals: n,
    horizonCorrect: horizonRate,
    kindCorrect: Number((kindRight / n).toFixed(3)),
    dailyEffortCorrect: `${effortRight}/${effortCases}`,
    noisyTitles,
    kindsUsed: kinds.size,
    p95Ms,
    goal: 'horizonCorrect>=0.95 && noisyTitles==0 && p95Ms<=50',
    pass: horizonRate >= 0.95 && noisyTitles === 0 && p95Ms <= 50,
  }),
);
