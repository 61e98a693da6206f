import type { GeneratedPlan, PlanDetails, PlanTask } from '@quietdesk/core/api/planner';
import { schedulePlan } from './schedule.ts';
import { analyseGoal, findHorizon, type GoalAnalysis } from './goal-analysis.ts';
import { findInlineItems, type InlineItems } from './inline-items.ts';
import { templateFor, type PhaseTemplate } from './templates.ts';

// Turns an analysed goal into a plan: picks phases for the time frame, then splits the time frame
// between them by weight in whole days (or hours for very short goals), so the durations always
// add up to the total and never exceed it.

const MIN_TASKS = 4;

function rankLimit(days: number): 1 | 2 | 3 {
  if (days <= 4) return 1;
  if (days <= 21) return 2;
  return 3;
}

function choosePhases(templates: PhaseTemplate[], days: number): PhaseTemplate[] {
  const limit = rankLimit(days);
  const chosen = new Set(templates.filter((phase) => phase.rank <= limit));
  // Keep at least four steps: add the next most important phases, in rank order.
  for (const rank of [2, 3] as const) {
    for (const phase of templates) {
      if (chosen.size >= MIN_TASKS) break;
      if (phase.rank === rank) chosen.add(phase);
    }
  }
  return templates.filter((phase) => chosen.has(phase));
}

type Unit = 'day' | 'hour';

/** Largest-remainder split of `total` units by weight, at least one unit each. */
function splitByWeight(weights: number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const raw = weights.map((w) => (w / sum) * total);
  const parts = raw.map((r) => Math.max(1, Math.floor(r)));
  let used = parts.reduce((a, b) => a + b, 0);
  // Minimums can overshoot on short frames: take back from the largest parts.
  while (used > total) {
    const i = parts.indexOf(Math.max(...parts));
    if (parts[i]! <= 1) break;
    parts[i]!--;
    used--;
  }
  const order = raw
    .map((r, i) => ({ i, rest: r - Math.floor(r) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; used < total; k = (k + 1) % order.length) {
    parts[order[k]!.i]!++;
    used++;
  }
  return parts;
}

function formatDuration(amount: number, unit: Unit): string {
  if (unit === 'day' && amount >= 14 && amount % 7 === 0) return `${amount / 7} weeks`;
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/**
 * Fills a template text. The goal's own words go in only when they are a clean noun phrase;
 * otherwise the kind's noun stands in, unquoted ("Map what the exam covers").
 */
function fill(text: string, analysis: GoalAnalysis, noun: string): string {
  const object = analysis.titleObject;
  const filled = object
    ? text.replaceAll('{o}', object)
    : text.replaceAll('"{o}"', noun).replaceAll('{o}', noun);
  return filled.replaceAll('{h}', analysis.horizon.label);
}

function buildPlan(goal: string, analysis: GoalAnalysis): GeneratedPlan {
  const template = templateFor(analysis);
  const noun = template.noun;
  let phases = choosePhases(template.phases, analysis.horizon.days);
  // Whole days when there are enough of them for every phase, hours otherwise.
  const wholeDays = Math.floor(analysis.horizon.days);
  let unit: Unit = 'day';
  let total = wholeDays;
  if (wholeDays < MIN_TASKS) {
    unit = 'hour';
    total = Math.max(MIN_TASKS, Math.round(analysis.horizon.days * 24));
  }
  if (phases.length > total) phases = phases.slice(0, Math.max(MIN_TASKS, total));
  const amounts = splitByWeight(
    phases.map((phase) => phase.weight),
    total,
  );
  const tasks: PlanTask[] = phases.map((phase, i) => ({
    title: capitalise(fill(phase.title, analysis, noun)),
    description:
      (i === 0 && template.notice ? `${template.notice} ` : '') +
      fill(phase.description, analysis, noun),
    estimated_duration: formatDuration(amounts[i]!, unit),
    priority: phase.priority,
    subtasks: phase.subtasks.map((subtask) => capitalise(fill(subtask, analysis, noun))),
  }));
  return {
    goal,
    total_estimated_duration: analysis.horizon.label,
    tasks,
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The offline planner: goal in, plan out; deterministic for a given goal and date. With details
 * (the person's own items, hours a day), or items listed in the goal itself, the plan is
 * scheduled on real dates (schedule.ts).
 */
export function planGoal(goal: string, now: Date, details?: PlanDetails): GeneratedPlan {
  const trimmed = goal.replace(/\s+/g, ' ').trim();
  const inline = details?.items?.length ? undefined : listedItems(trimmed, now);
  const analysis = analyseGoal(inline?.goal ?? trimmed, now);
  const plan = buildPlan(trimmed, analysis);
  const scheduled = inline ? { ...details, items: inline.items } : details;
  return scheduled ? schedulePlan(trimmed, analysis, scheduled, now, plan) : plan;
}

/** Items written in the goal; a deadline written after the list goes back to the goal. */
function listedItems(goal: string, now: Date): InlineItems | undefined {
  const found = findInlineItems(goal);
  if (!found) return undefined;
  const last = found.items.at(-1)!;
  const phrase = findHorizon(last, now)?.phrase;
  const rest = phrase ? last.replace(phrase, '').trim() : last;
  if (!phrase || !rest) return found;
  return { goal: `${found.goal} ${phrase}`, items: [...found.items.slice(0, -1), rest] };
}
